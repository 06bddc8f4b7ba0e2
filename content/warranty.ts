// The warranty (/garantia): what the company guarantees and for how long (product spec: 2 years on installation,
// 1 year on products, initial sealing and a care manual included; the sealing for the pieces that take it, as the
// care guide says), what voids it and how to ask for a visit. The FAQ's answer says it in
// the sentence of content/warranty-terms.ts.
// {company}, {phone} and {email} are filled in by the page from content/company.ts.
import { deepFreeze } from './deep-freeze';

export interface WarrantyCover {
  /** 'instalacao': how the registration's certificate and the database (warranty.covers) name it. */
  id: string;
  /** '2 anos'. */
  term: string;
  /** How long it runs, in months, counted from the installation month; absent for what is done at delivery. */
  months?: number;
  title: string;
  text: string;
  /** What it includes, one line each. */
  includes: readonly string[];
}

export interface WarrantyContent {
  seo: { title: string; description: string };
  eyebrow: string;
  title: string;
  lead: string;
  publishedAt: string;
  updatedAt: string;
  updatedLabel: string;
  coversTitle: string;
  covers: readonly WarrantyCover[];
  startNote: string;
  voidsTitle: string;
  voidsLead: string;
  voids: readonly string[];
  natureTitle: string;
  nature: readonly string[];
  claimTitle: string;
  claimSteps: readonly { title: string; text: string }[];
  claimWhatsApp: string;
  /** The chat's first message: {company}. */
  claimMessage: string;
  claimEmail: string;
  claimPhone: string;
  legal: string;
  careLink: string;
}

export const warrantyContent: WarrantyContent = deepFreeze({
  seo: {
    title: 'Garantia de instalação e das peças em pedra | Lavra',
    description:
      'Garantia Lavra: 2 anos na instalação e nas emendas, 1 ano contra trincas de fabricação. O que cobre, o que a anula e como pedir uma visita técnica.',
  },
  eyebrow: 'Garantia',
  title: 'A garantia da sua pedra',
  lead: 'Medimos, fabricamos e instalamos cada peça; por isso respondemos por elas. Aqui está, sem letras miúdas, o que cobrimos, por quanto tempo e como acionar.',
  publishedAt: '2026-11-28',
  updatedAt: '2026-11-28',
  updatedLabel: 'Atualizado em',
  coversTitle: 'O que garantimos',
  covers: [
    {
      id: 'instalacao',
      term: '2 anos',
      months: 24,
      title: 'Instalação e emendas',
      text: 'Se uma peça soltar, desnivelar ou uma emenda abrir por falha da nossa instalação, voltamos e corrigimos sem custo.',
      includes: ['Fixação e colagem das peças', 'Nivelamento de bancadas e tampos', 'Emendas e sua vedação', 'Vedação de cubas, frontões e rodapés'],
    },
    {
      id: 'pecas',
      term: '1 ano',
      months: 12,
      title: 'Peças fabricadas',
      text: 'Trincas e quebras que nasçam do nosso corte, furação ou acabamento são nossas: reparamos a peça ou, se não houver reparo, refazemos.',
      includes: ['Trincas de recortes de cuba e cooktop', 'Furos e rebaixos', 'Acabamento de bordas e meia-esquadria', 'Descolamento de reforços e telas'],
    },
    {
      id: 'impermeabilizacao',
      term: 'Na entrega',
      title: 'Impermeabilização e manual',
      text: 'As peças de pedra que absorvem saem impermeabilizadas; as pedras densas demais para o impermeabilizante e as superfícies sinterizadas e ultracompactas não levam, porque ele só deixaria um véu. Toda peça sai com o guia de cuidados da pedra escolhida, e a reaplicação segue o prazo do guia.',
      includes: ['Impermeabilização inicial das peças que a pedem', 'Guia de cuidados impresso', 'Orientação na entrega'],
    },
  ],
  startNote: 'Cada prazo conta do mês da instalação e vai até o último dia do mês em que ela faz aniversário; se o termo de entrega der data mais longa, vale a do termo.',
  voidsTitle: 'O que anula ou fica fora da garantia',
  voidsLead: 'A garantia cobre o nosso trabalho. Não cobre o que acontece à peça depois, por uso ou por terceiros:',
  voids: [
    'Impactos, quedas de objetos e choque térmico (panela quente direto na pedra, sem descanso, por exemplo).',
    'Produtos que o guia de cuidados pede para evitar, e manchas por falta de reimpermeabilização quando o teste da gota indicava reaplicar.',
    'Furos, cortes, reparos ou remoção feitos por terceiros nas peças instaladas.',
    'Movimentos da estrutura, dos móveis ou da marcenaria que sustentam a pedra, e infiltrações da obra.',
    'Uso diferente do combinado no projeto (um tampo de mesa usado como bancada de cozinha, por exemplo).',
  ],
  natureTitle: 'O que é da natureza da pedra, e não defeito',
  nature: [
    'Variação de cor, veios, pontos e fissuras naturais entre a amostra e a chapa, e entre chapas.',
    'Marcas de ácido (pontos foscos) em mármores calcíticos e dolomíticos, em calcários, travertinos e veios de calcita: são reação química da pedra, descrita no guia de cuidados e na ficha de cada pedra.',
    'Nas pedras de nome comercial que varia por lote, como o Mont Blanc, vale o resultado do teste do limão feito na chapa e anotado no pedido.',
    'Riscos de faca e de metal nas pedras mais moles que o aço (mármores, dolomíticos, serpentinitos), como a ficha de cada pedra avisa.',
    'Emendas visíveis: são fechadas e alinhadas, mas não desaparecem numa pedra natural.',
    'Resina em fissuras e poros e a tela no verso das chapas resinadas; pequenos poros de cristais ou seixos que se soltam no polimento.',
    'Escurecimento passageiro com água nas pedras que absorvem, e marcas de água dura e de dedos no polido espelhado das pedras escuras.',
  ],
  claimTitle: 'Como pedir uma visita',
  claimSteps: [
    { title: 'Conte o que houve', text: 'Envie fotos da peça e o nome de quem fez o pedido por WhatsApp ou e-mail.' },
    { title: 'Agendamos a visita', text: 'Respondemos em até 2 dias úteis e marcamos a visita técnica no horário que for melhor para você.' },
    { title: 'Corrigimos', text: 'Se o problema estiver coberto, o reparo é sem custo, na data combinada. Se não estiver, dizemos por quê e orçamos a solução.' },
  ],
  claimWhatsApp: 'Pedir visita no WhatsApp',
  claimMessage: 'Olá! Tenho uma peça instalada pela {company} e gostaria de pedir uma visita de garantia.',
  claimEmail: 'E-mail',
  claimPhone: 'Telefone',
  legal:
    'Esta garantia contratual soma-se à garantia legal do Código de Defesa do Consumidor (Lei nº 8.078/1990) e não a substitui. As condições de cada projeto constam do contrato e do termo de entrega; havendo diferença, valem esses documentos.',
  careLink: 'Guia de cuidados',
} satisfies WarrantyContent);
