// Texts of the site frame (header, footer, skip link) and of the 404 and error pages.
import { CARE_PATH, WARRANTY_PATH } from './care-paths';
import { ESTIMATE_PATH, estimateLinks } from './estimate-links';

export interface NavLink {
  label: string;
  href: string;
}

export interface HeaderContent {
  skipLink: string;
  homeLabel: string;
  navLabel: string;
  menuOpen: string;
  menuClose: string;
  links: readonly NavLink[];
  cta: string;
}

export interface FooterContent {
  intro: string;
  contactTitle: string;
  servicesTitle: string;
  materialsTitle: string;
  hoursTitle: string;
  phoneLabel: string;
  emailLabel: string;
  addressLabel: string;
  socialCta: string;
  socialNewTab: string;
  collectionsTitle: string;
  /** Links listed under `collectionsTitle`. */
  collections: readonly NavLink[];
  rights: string;
  /** The care guide and the warranty, beside the privacy policy. */
  guideLinks: readonly NavLink[];
  privacyLabel: string;
  privacyHref: string;
  cookiePreferences: string;
  mobileCta: string;
}

export interface NotFoundContent {
  code: string;
  title: string;
  text: string;
  back: string;
}

export interface ErrorPageContent {
  title: string;
  text: string;
  back: string;
}

const collectionLinks: readonly NavLink[] = Object.freeze([
  { label: 'Quartzitos', href: '/quartizitos' },
  { label: 'Mármores', href: '/marmores' },
  { label: 'Granitos', href: '/granitos' },
  { label: 'Mármore Dolomítico', href: '/sinterizados' },
]);

/** The whole catalogue, chosen by use (/pedras). */
const catalogueLink: NavLink = Object.freeze({ label: 'Catálogo', href: '/pedras' });

export const headerContent: HeaderContent = Object.freeze({
  skipLink: 'Pular para o conteúdo',
  homeLabel: 'Lavra — página inicial',
  navLabel: 'Principal',
  menuOpen: 'Menu',
  menuClose: 'Fechar',
  links: Object.freeze([catalogueLink, ...collectionLinks, { label: estimateLinks.nav, href: ESTIMATE_PATH }, { label: 'Evento', href: '/evento-conhecimento-arquitetos' }]),
  cta: 'Orçar projeto',
});

export const footerContent: FooterContent = Object.freeze({
  intro: 'Marmoraria de pedras naturais e superfícies ultracompactas. Curadoria, projeto, fabricação e instalação no Rio de Janeiro.',
  contactTitle: 'Contato',
  servicesTitle: 'Serviços',
  materialsTitle: 'Materiais',
  hoursTitle: 'Atendimento',
  phoneLabel: 'Telefone',
  emailLabel: 'E-mail',
  addressLabel: 'Endereço',
  socialCta: 'Siga no Instagram',
  socialNewTab: '(abre em nova aba)',
  collectionsTitle: 'Coleções',
  collections: Object.freeze([{ label: 'Todas as pedras', href: '/pedras' }, ...collectionLinks]),
  rights: 'Todos os direitos reservados.',
  guideLinks: Object.freeze([
    { label: 'Cuidados com a pedra', href: CARE_PATH },
    { label: 'Garantia', href: WARRANTY_PATH },
  ]),
  privacyLabel: 'Política de privacidade',
  privacyHref: '/privacidade',
  cookiePreferences: 'Preferências de cookies',
  mobileCta: 'Orçar projeto',
});

export const notFoundContent: NotFoundContent = Object.freeze({
  code: '404',
  title: 'Oops! Page not found',
  text: 'A página que você procura não existe ou mudou de endereço.',
  back: 'Return to Home',
});

export const errorPageContent: ErrorPageContent = Object.freeze({
  title: 'Unexpected Application Error!',
  text: 'Algo saiu do esperado ao carregar esta página. Tente novamente em instantes ou volte ao início.',
  back: 'Voltar ao início',
});
