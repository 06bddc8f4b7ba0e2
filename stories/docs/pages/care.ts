// Documentation of the care guide, each stone's care sheet and the warranty.
import type { ComponentDoc } from '../doc-types';

const linksOnly = [{ keys: 'Tab / Enter', action: 'Percorre e segue os links e botões, na ordem da leitura.' }];

export const careDoc: ComponentDoc = {
  title: 'Seções / Cuidados',
  name: 'Guia de cuidados e ficha de cada pedra',
  purpose:
    'O guia geral de cuidados com a pedra natural (/cuidados) e a ficha de cuidados de cada pedra (/cuidados/<coleção>/<pedra>), escrita a partir do que a pedra é feita e das suas figuras: o mineral mais fraco da superfície decide o que marca e o que risca, a absorção e o acabamento se e quando impermeabilizar, a absorção, o tom e o mineral o que mancha; cada ficha diz quais testes pedir na chapa. Impressa, é a folha entregue na instalação.',
  routes: [
    { path: '/cuidados', where: 'O guia: oito partes numeradas, a tabela de prazos e o índice das 23 pedras.' },
    { path: '/cuidados/marmores/carrara', where: 'A ficha de uma pedra (uma por pedra do catálogo).' },
    { path: '/marmores/carrara', where: 'O link "Como cuidar" no painel de cada pedra.' },
  ],
  files: [
    'src/sections/care/care-guide.tsx',
    'src/sections/care/care-stone-index.tsx',
    'src/sections/care/care-layout.styles.ts',
    'src/sections/care/stone-care-sheet.tsx',
    'src/sections/care/stone-care-sheet.styles.ts',
    'src/sections/care/care-rules.tsx',
    'src/sections/care/care-link.tsx',
    'src/pages/care-page.tsx',
    'src/lib/care-advice.ts',
    'src/lib/stone-care-page.ts',
  ],
  storiesFile: 'stories/sections/care.stories.tsx',
  captions: {
    Guia: 'O guia geral, com o índice de duas coleções.',
    MarmoreCarrara: 'Um mármore calcítico branco: ácidos marcam, óleo aparece, impermeabilização a cada 6 a 12 meses.',
    QuartzitoTajMahal: 'Um quartzito: ácidos não marcam, a faca não risca.',
    QuartzitoMontBlanc: 'Um nome que cobre lotes diferentes: nada prometido sobre ácidos, o teste do limão na chapa.',
    GranitoPretoAbsoluto: 'Uma pedra densa demais para o impermeabilizante: não impermeabilizar no polido; o teste da acetona.',
    Celular: 'A ficha de um dolomítico a 390 px: as tabelas viram cartões.',
    DadosDesconhecidos: 'Uma pedra sem figuras: cada regra diz que o dado falta, sem supor.',
    Regras: 'Só as regras de um granito, cada uma com a figura que a decide.',
    LinkDaPedra: 'O link "Como cuidar" do painel da pedra.',
  },
  live: 'MarmoreCarrara',
  components: [
    {
      file: 'src/sections/care/care-guide.tsx',
      export: 'CareGuide',
      props: {
        content: 'Textos do guia: partes, tabela e chamada final.',
        sealingRows: 'Os prazos de impermeabilização por absorção e acabamento, como content/stone-care.ts os define.',
        groups: 'As pedras de cada coleção, com o link da ficha.',
        warrantyHref: 'Endereço da página de garantia.',
      },
    },
    {
      file: 'src/sections/care/stone-care-sheet.tsx',
      export: 'StoneCareSheet',
      props: {
        care: 'A pedra, o endereço da ficha e os conselhos calculados das figuras.',
        content: 'Textos da ficha, com {name} e {family}.',
        company: 'Nome, telefone e e-mail impressos no pé da folha.',
        guideHref: 'Endereço do guia geral.',
        warrantyHref: 'Endereço da página de garantia.',
        register: 'O link para registrar a garantia (/garantia/registrar) e o seu texto.',
        visitHref: 'A visita ao showroom com esta pedra, onde os testes são feitos.',
        imageSizes: 'O sizes da chapa, o mesmo do preload da página.',
      },
    },
    { file: 'src/sections/care/care-stone-index.tsx', export: 'CareStoneIndex', props: { content: 'Sobretítulo, título e rótulos dos cartões.', groups: 'As pedras de cada coleção.' } },
    { file: 'src/sections/care/care-rules.tsx', export: 'CareRules', props: { rules: 'As regras de uma pedra, cada uma com a figura lida.' } },
    { file: 'src/sections/care/care-link.tsx', export: 'CareLink', props: { to: 'Endereço da ficha.', children: 'Texto visível.', label: 'Nome acessível que diz qual pedra.' } },
  ],
  content: [
    { file: 'content/stone-care.ts', exports: ['stoneCareRules', 'stoneMineralogy', 'minerals', 'sealingInterval', 'sealingTable', 'sealingWords'], holds: 'As regras, cada uma com a sua fonte (docs/stone-care-sources.md), os minerais e o que cada pedra é feita.' },
    { file: 'content/care-guide.ts', exports: ['careGuide', 'stoneCareContent'], holds: 'Textos do guia e da ficha.' },
    { file: 'content/care-paths.ts', exports: ['carePath', 'careLink'], holds: 'Endereços e o link do painel da pedra.' },
  ],
  editing:
    'Os prazos, limites e textos de cada regra estão em content/stone-care.ts, cada um com a fonte em docs/stone-care-sources.md; os minerais de cada pedra (corpo e veios), o tom do fundo e se o nome varia por lote em stoneMineralogy. Os textos do guia e da ficha em content/care-guide.ts.',
  behaviour: {
    interactions: ['O índice do guia leva a cada parte; cada cartão de pedra abre a ficha dela.', 'Na ficha, "Voltar ao <pedra>" volta à página da pedra; "Orçar com" abre o formulário com a pedra escolhida.'],
    keyboard: linksOnly,
    motion: ['Só a sombra do cartão de pedra muda ao passar o ponteiro.'],
    touch: ['Links e cartões com pelo menos 44 px de altura; no celular, as tabelas viram cartões empilhados.'],
  },
  accessibility: [
    'Cada parte é uma seção nomeada pelo seu título; as tabelas têm cabeçalhos de coluna e de linha.',
    'As figuras lidas ficam numa lista de definições (dl) ao lado da chapa.',
    'Impressa, a página perde cabeçalho, rodapé e chamadas, e cabe em uma ou duas folhas A4.',
  ],
  tests: ['tests/lib/care-advice.test.ts', 'tests/content/care-story.test.ts', 'e2e/care.spec.ts', 'a11y/axe.spec.ts'],
};

export const warrantyDoc: ComponentDoc = {
  title: 'Seções / Garantia',
  name: 'Garantia',
  purpose: 'O que a marmoraria garante e por quanto tempo (instalação e emendas, peças fabricadas, impermeabilização na entrega), o que anula a garantia, o que é da natureza da pedra e como pedir uma visita.',
  routes: [{ path: '/garantia', where: 'A página inteira; o rodapé e a pergunta da garantia no início levam a ela.' }],
  files: ['src/sections/warranty/warranty.tsx', 'src/sections/warranty/warranty.styles.ts', 'src/pages/warranty-page.tsx'],
  storiesFile: 'stories/sections/warranty.stories.tsx',
  captions: { Desktop: 'A página a 1440 px: três coberturas lado a lado.', Celular: 'A 390 px: tudo em uma coluna.' },
  components: [
    {
      file: 'src/sections/warranty/warranty.tsx',
      export: 'Warranty',
      props: {
        content: 'Coberturas, exclusões, passos e texto legal.',
        company: 'Nome, telefone e e-mail para pedir a visita.',
        whatsappHref: 'O chat que pede a visita, com a primeira mensagem escrita.',
        careHref: 'Endereço do guia de cuidados.',
        register: 'O link para registrar a garantia (/garantia/registrar) e o seu texto.',
      },
    },
  ],
  content: [
    { file: 'content/warranty.ts', exports: ['warrantyContent'], holds: 'Todos os textos da garantia.' },
    { file: 'content/company.ts', exports: ['company'], holds: 'Contatos.' },
  ],
  editing: 'Prazos e textos em content/warranty.ts; contatos só em content/company.ts.',
  behaviour: {
    interactions: ['"Pedir visita no WhatsApp" abre o chat em nova aba com a mensagem escrita; e-mail e telefone são links mailto: e tel:.'],
    keyboard: linksOnly,
    motion: ['Nada se move.'],
    touch: ['Botão do WhatsApp de 44 px ou mais.'],
  },
  accessibility: ['Cada bloco é uma seção nomeada pelo título; os passos são uma lista ordenada.'],
  tests: ['tests/content/care-story.test.ts', 'e2e/care.spec.ts', 'a11y/axe.spec.ts'],
};

export const careDocs = [careDoc, warrantyDoc];
