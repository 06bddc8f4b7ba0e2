// Texts of the cookie consent banner. {services} and {date} are filled in by the banner.
import { deepFreeze } from './deep-freeze';

export type TrackingServiceId = 'google-analytics' | 'meta-pixel';

export interface ConsentContent {
  /** Heading, and accessible name of the banner region. */
  title: string;
  /** Shown when at least one tag is configured; {services} lists them. */
  text: string;
  /** Shown when no tag is configured: the choice is kept for when one is. */
  inactiveText: string;
  services: Readonly<Record<TrackingServiceId, string>>;
  /** Joins the last two services, e.g. 'Google Analytics e Meta'. */
  and: string;
  privacyLink: string;
  accept: string;
  reject: string;
  /** The stored choice, when the banner is reopened; {date} in dd/mm/aaaa. */
  current: { accepted: string; rejected: string };
}

export const consentContent: ConsentContent = deepFreeze({
  title: 'Cookies e privacidade',
  text: 'Com a sua autorização, usamos cookies de medição e de publicidade ({services}) para entender as visitas e avaliar nossos anúncios. Sem ela, nada disso é carregado.',
  inactiveText:
    'Hoje este site não usa cookies de medição nem de publicidade. Se passar a usar, nada será carregado sem a sua autorização.',
  services: { 'google-analytics': 'Google Analytics', 'meta-pixel': 'Meta' },
  and: 'e',
  privacyLink: 'Política de privacidade',
  accept: 'Aceitar',
  reject: 'Rejeitar',
  current: {
    accepted: 'Sua escolha atual: aceitou em {date}.',
    rejected: 'Sua escolha atual: rejeitou em {date}.',
  },
} satisfies ConsentContent);
