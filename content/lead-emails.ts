// Every text of the two e-mails a stored budget request sends: the team's notice and the visitor's receipt.
// Placeholders in braces are filled in by src/emails/; company facts come from content/company.ts.
// Imports carry their extension: the e-mails also run under Deno (see src/emails/README.md).
import { deepFreeze } from './deep-freeze.ts';

export interface LeadEmailsContent {
  /** The wordmark drawn as text, so no image is needed to read the e-mail. */
  wordmark: string;
  /** Date and time of a request, always in this zone. */
  timeZone: string;
  /** Added after the received time. */
  timeZoneLabel: string;
  stoneLabel: string;
  /** The "Estimativa" block of the team e-mail, for requests sent from /estimativa. */
  estimate: {
    title: string;
    shape: string;
    shapes: Record<string, string>;
    pieces: string;
    cutouts: string;
    noCutouts: string;
    edges: string;
    area: string;
    installation: { yes: string; no: string };
    /** The seams counted in words, '{count}' where the figure goes (content/pt-br-format.mjs, formatCount). */
    seams: { zero?: string; one: string; other: string };
    /** {date}: the reference table's month, 'novembro de 2026'. */
    table: string;
  };
  team: {
    /** {name}, {environment}, {investment}, and " · {stone}" when the request names one. */
    subject: string;
    preheader: string;
    eyebrow: string;
    heading: string;
    receivedLabel: string;
    idLabel: string;
    actionsTitle: string;
    whatsappButton: string;
    /** The chat's first message, to the visitor: {name} and {company}. */
    whatsappGreeting: string;
    callLabel: string;
    emailLabel: string;
    replyHint: string;
    /** Beside an address that no message can go to (left out of Reply-To): {email}. */
    emailUnusable: string;
    /** Instead of replyHint when there is no Reply-To. */
    replyHintNoEmail: string;
    answersTitle: string;
    receiptTitle: string;
    /** Recorded as sent by the mail server: {email} */
    receiptSent: string;
    /** Still pending, or waiting for its next try: {email} and {time} (HH:MM in timeZone). */
    receiptPending: string;
    /** {reason} */
    receiptNotSent: string;
    receiptUnknown: string;
    /** {origin} */
    footer: string;
  };
  /** Why a receipt did not go, in the words the team reads. */
  receiptReasons: {
    dailyLimit: string;
    invalidAddress: string;
    sendFailed: string;
  };
  receipt: {
    subject: string;
    /** {company} */
    preheader: string;
    eyebrow: string;
    heading: string;
    /** By first name, only when the name looks like one: {name} */
    greeting: string;
    /** Otherwise. */
    greetingAnonymous: string;
    /** {company} */
    thanks: string;
    /** What the summary below holds, and why it leaves out what was typed freely. */
    intro: string;
    receivedLabel: string;
    answersTitle: string;
    nextTitle: string;
    /** {hours} */
    nextSteps: readonly string[];
    contactTitle: string;
    whatsappButton: string;
    /** The chat's first message, to the company: {company}. */
    whatsappGreeting: string;
    phoneLabel: string;
    emailLabel: string;
    hoursLabel: string;
    /** The care guide of each stone the visitor chose. */
    careTitle: string;
    careText: string;
    /** One link per stone: {name}. */
    careLink: string;
    /** After the installation: the warranty registration (/garantia/registrar). */
    warrantyText: string;
    warrantyLink: string;
    privacy: string;
    privacyLink: string;
    notYou: string;
    /** {origin} */
    footer: string;
  };
}

export const leadEmails: LeadEmailsContent = deepFreeze({
  wordmark: 'LAVRA',
  timeZone: 'America/Sao_Paulo',
  timeZoneLabel: '(horário de Brasília)',
  stoneLabel: 'Pedra de interesse',
  estimate: {
    title: 'Estimativa',
    shape: 'Formato e espessura',
    shapes: { reta: 'Reta', l: 'Em L', u: 'Em U', ilha: 'Com ilha', peninsula: 'Com península' },
    pieces: 'Peças (comprimento × profundidade)',
    cutouts: 'Recortes',
    noCutouts: 'Nenhum',
    edges: 'Bordas e frontão',
    area: 'Área e emendas',
    installation: { yes: 'com instalação no Rio', no: 'sem instalação' },
    seams: { zero: 'sem emendas', one: '{count} emenda', other: '{count} emendas' },
    table: 'Faixas (tabela de referência de {date})',
  },
  team: {
    subject: 'Orçamento: {name} · {environment} · {investment}{stone}',
    preheader: '{role} · {phone} · {timeline}',
    eyebrow: 'Novo pedido de orçamento',
    heading: '{name}',
    receivedLabel: 'Recebido em',
    idLabel: 'Código do pedido',
    actionsTitle: 'Responder',
    whatsappButton: 'Responder no WhatsApp',
    whatsappGreeting:
      'Olá, {name}! Aqui é da equipe da {company}. Recebemos a sua solicitação de orçamento pelo site e gostaríamos de conversar sobre o seu projeto.',
    callLabel: 'Ligar',
    emailLabel: 'E-mail',
    replyHint: 'Responder a este e-mail escreve direto para o cliente.',
    emailUnusable: '{email} (não incluído no “Responder”: o endereço não é válido para envio)',
    replyHintNoEmail: 'O e-mail informado não é válido para envio: responder a esta mensagem não chega ao cliente. Use o WhatsApp ou o telefone.',
    answersTitle: 'Respostas do formulário',
    receiptTitle: 'Comprovante ao cliente',
    receiptSent: 'Enviado para {email}.',
    receiptPending: 'Ainda não enviado para {email} (nova tentativa às {time}).',
    receiptNotSent: 'Não enviado: {reason}.',
    receiptUnknown: 'Sem informação sobre o envio.',
    footer: 'Enviado pelo formulário de orçamento de {origin}.',
  },
  receiptReasons: {
    dailyLimit: 'já recebeu um comprovante nas últimas 24 horas',
    invalidAddress: 'o endereço de e-mail não parece válido',
    sendFailed: 'o envio falhou',
  },
  receipt: {
    subject: 'Recebemos sua solicitação de orçamento',
    preheader: 'A equipe da {company} responde em até 24 horas úteis. Confira o resumo do seu pedido.',
    eyebrow: 'Solicitação de orçamento',
    heading: 'Recebemos sua solicitação',
    greeting: 'Olá, {name},',
    greetingAnonymous: 'Olá,',
    thanks: 'Obrigado pelo interesse na {company}. Recebemos a sua solicitação de orçamento.',
    intro:
      'Abaixo está um resumo com as opções que você escolheu. Por segurança, este e-mail não repete o que foi digitado (nome, telefone, comentários): a nossa equipe recebeu tudo. Se algo mudou, é só responder a este e-mail.',
    receivedLabel: 'Enviado em',
    answersTitle: 'Resumo do pedido',
    nextTitle: 'O que acontece agora',
    nextSteps: [
      'Nossa equipe técnica analisa o seu projeto e responde em até 24 horas, em dias úteis.',
      'Atendemos {hours}.',
      'Se preferir, fale com a gente antes disso pelos contatos abaixo.',
    ],
    contactTitle: 'Fale com a gente',
    whatsappButton: 'Conversar no WhatsApp',
    whatsappGreeting:
      'Olá! Enviei uma solicitação de orçamento pelo site da {company} e gostaria de conversar sobre o meu projeto.',
    phoneLabel: 'Telefone',
    emailLabel: 'E-mail',
    hoursLabel: 'Horário',
    careTitle: 'Como cuidar da sua pedra',
    careText: 'Enquanto preparamos o orçamento, veja o que a pedra que você escolheu pede no dia a dia: limpeza, impermeabilização e o que evitar.',
    careLink: 'Como cuidar do {name}',
    warrantyText: 'Depois da instalação, registre a garantia das peças: você recebe o certificado e, se quiser, o lembrete do teste da gota de cada pedra.',
    warrantyLink: 'Registrar a garantia',
    privacy:
      'Usamos estes dados apenas para responder ao seu pedido de orçamento; não enviamos publicidade. Saiba mais na',
    privacyLink: 'Política de privacidade',
    notYou: 'Não foi você quem fez este pedido? Responda a este e-mail e apagamos os dados.',
    footer: 'Você recebeu este e-mail porque pediu um orçamento em {origin}.',
  },
} satisfies LeadEmailsContent);
