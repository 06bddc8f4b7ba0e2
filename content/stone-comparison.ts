// Every text of the comparison: the page /comparar, its table, the "Comparar" control on cards and
// stone pages, and what is announced when the selection changes. {stone}, {count} and {max} are filled in.
import { deepFreeze } from './deep-freeze';
import { estimateLinks } from './estimate-links';

export const compareContent = deepFreeze({
  seo: {
    title: 'Comparar pedras lado a lado | Lavra',
    description:
      'Até três pedras naturais lado a lado: dureza, densidade, absorção, resistência, durabilidade e manutenção, com a melhor de cada característica indicada.',
  },
  eyebrow: 'Comparação técnica',
  title: 'Pedras lado a lado',
  lead: 'Os seis números que decidem uma pedra, com a melhor de cada linha indicada. Compare até três e peça o orçamento com elas.',
  budgetCta: 'Orçar com estas pedras',
  budgetNote: 'O formulário abre com as pedras e o material já indicados.',
  catalogueLink: 'Ver todas as pedras',
  estimateLink: estimateLinks.stones,
  catalogueHref: '/pedras',
  clear: 'Limpar comparação',
  empty: {
    title: 'Nenhuma pedra escolhida ainda',
    text: 'Toque em “Comparar” no catálogo ou na página de uma pedra para colocar até três lado a lado.',
  },
  single: 'Escolha mais uma ou duas pedras para ver qual se sai melhor em cada característica.',
  unknown: 'Algumas pedras do endereço não existem no catálogo e ficaram de fora.',
  table: {
    caption: 'Comparação técnica de {count} pedras',
    figureHeader: 'Característica',
    best: 'Melhor',
    tie: 'Melhor (empate)',
    higherIsBetter: 'maior é melhor',
    lowerIsBetter: 'menor é melhor',
    origin: 'Origem',
    age: 'Idade',
    formation: 'Formação',
    badges: 'Destaques',
    applications: 'Aplicações',
    noBadges: 'Sem selo',
    remove: 'Retirar',
    removeLabel: 'Retirar {stone} da comparação',
    stonePage: 'Ver a página da pedra',
    summary: 'Melhor em {figures}',
  },
  control: {
    add: 'Comparar',
    added: 'Na comparação',
    label: 'Comparar {stone}',
    view: 'Ver comparação ({count})',
    added_announcement: '{stone} entrou na comparação: {count} de {max} pedras.',
    removed_announcement: '{stone} saiu da comparação: {count} de {max} pedras.',
    full_announcement: 'A comparação já tem {max} pedras. Retire uma para incluir {stone}.',
  },
  // The catalogue's one tray for every card: what is chosen, and the way to the comparison.
  tray: {
    label: 'Sua comparação',
    count: '{count} de {max} pedras',
  },
  noscript: {
    title: 'Dados técnicos de todas as pedras',
    text: 'Sem JavaScript esta página não consegue ler as pedras do endereço nem montá-las lado a lado. Abaixo estão os números de todas as pedras do catálogo, para consultar as que você escolheu.',
  },
});

export type CompareContent = typeof compareContent;
