// The warranty registration (/garantia/registrar), its certificate (/garantia/certificado#k=…) and their e-mails:
// the rooms and surfaces a piece can be, the limits of what is typed, the refusals the database gives (written into
// supabase/migrations/20261129000310_warranty_rules.sql by `npm run warranty:rules`) and every word of the pages
// and e-mails. docs/decisions/033-warranty-registration.md says why it works as it does.
// Imports carry their extension: the generator loads this file under Node and the e-mails run under Deno.
import { deepFreeze } from './deep-freeze.ts';

export { WARRANTY_CERTIFICATE_PATH, WARRANTY_REGISTER_PATH, WARRANTY_UNSUBSCRIBE_PATH } from './care-paths.ts';

/** Where a piece is: the room, then the surface in it. Values are what the database stores. */
export const warrantyRooms = deepFreeze({
  cozinha: 'Cozinha',
  'area-gourmet': 'Área gourmet',
  banheiro: 'Banheiro',
  lavabo: 'Lavabo',
  lavanderia: 'Lavanderia',
  sala: 'Sala',
  'area-externa': 'Área externa',
  escada: 'Escada',
} as const);

export const warrantySurfaces = deepFreeze({
  bancada: 'Bancada',
  ilha: 'Ilha',
  mesa: 'Mesa ou tampo',
  lavatorio: 'Lavatório',
  piso: 'Piso',
  parede: 'Parede ou revestimento',
  soleira: 'Soleira ou peitoril',
  degraus: 'Degraus',
} as const);

export type WarrantyRoom = keyof typeof warrantyRooms;
export type WarrantySurface = keyof typeof warrantySurfaces;

/**
 * What the registration accepts beyond the visit's fields (name, e-mail and phone follow content/field-limits.ts):
 * how many pieces, how far back the installation month may be, and the order number's shape.
 */
export const warrantyLimits = deepFreeze({
  pieces: { min: 1, max: 12 },
  /** Months back from today an installation may have been (the longest coverage, and some). */
  monthsBack: 36,
  orderNumber: { min: 1, max: 30 },
  /** Letters, digits, '-', '/' and '.': an order number, nothing a mail program would make a link of. */
  orderNumberPattern: '^[A-Za-z0-9./-]+$',
});

/** The database's refusals (hint → sentence), as the form shows them at the field that caused each. */
export const warrantyRefusals = deepFreeze({
  invalid: 'Algum dado do registro não está certo. Confira e tente de novo.',
  name_invalid: 'Informe seu nome (de 2 a 100 letras).',
  name_web_address: 'O nome não pode ter endereço de site.',
  email_invalid: 'Informe um e-mail válido, como nome@exemplo.com.br.',
  phone_invalid: 'Informe o telefone com DDD, só números (10 ou 11 dígitos).',
  month_invalid: 'Informe o mês da instalação: de três anos atrás até este mês.',
  order_invalid: 'O número do pedido tem só letras, números, ponto, hífen ou barra (até 30).',
  pieces_invalid: 'Informe de 1 a 12 peças, cada uma com ambiente, superfície, pedra e acabamento do catálogo.',
  client_key_reused: 'Este registro já foi enviado com outros dados. Recarregue a página e envie de novo.',
  confirmation_sent_today: 'Já enviamos hoje um e-mail de confirmação para este endereço. Siga o link dele, ou tente de novo amanhã.',
  rate_limited: 'Recebemos muitos registros em pouco tempo. Espere alguns minutos e tente de novo.',
  not_found: 'Não encontramos este registro. O link pode estar incompleto, ou o registro foi excluído.',
} as const);

export type WarrantyRefusal = keyof typeof warrantyRefusals;

export const warrantyRegistrationContent = deepFreeze({
  seo: {
    title: 'Registrar a garantia da sua pedra | Lavra',
    description: 'Registre as peças instaladas pela Lavra, receba o certificado de garantia e, se quiser, o lembrete do teste da gota que diz quando reimpermeabilizar.',
  },
  certificateSeo: {
    title: 'Certificado de garantia | Lavra',
    description: 'O certificado de garantia das peças instaladas pela Lavra: coberturas, prazos e cuidados de cada pedra.',
  },
  eyebrow: 'Garantia',
  title: 'Registre a sua garantia',
  lead: 'Conte o que instalamos e quando. Mandamos um e-mail para confirmar o endereço; confirmado, chega o certificado com cada cobertura e a data até quando vale.',
  steps: { contact: 'Seus dados', pieces: 'Peças instaladas', send: 'Lembretes e envio' },
  fields: {
    name: { label: 'Seu nome', autoComplete: 'name' },
    email: { label: 'E-mail', autoComplete: 'email', hint: 'Mandamos só a confirmação até você seguir o link.' },
    phone: { label: 'Telefone (opcional)', autoComplete: 'tel', placeholder: '(21) 99999-8888' },
    installedMonth: { label: 'Mês da instalação', hint: 'Está no termo de entrega.' },
    orderNumber: { label: 'Número do pedido (opcional)' },
  },
  finishes: { polido: 'Polido', levigado: 'Levigado ou escovado' },
  pieces: {
    piece: 'Peça {n}',
    room: 'Ambiente',
    surface: 'Superfície',
    stone: 'Pedra',
    finish: 'Acabamento',
    choose: 'Escolha',
    add: 'Adicionar peça',
    remove: 'Remover a peça {n}',
  },
  consent: {
    label: 'Quero receber os lembretes de cuidado: a data do teste da gota de cada pedra e um mês antes de cada cobertura acabar.',
    hint: 'Opcional. Cada lembrete traz o link para sair com um clique.',
  },
  privacy: 'Usamos estes dados só para a garantia e, se você pedir, para os lembretes. Você pode corrigir ou excluir o registro pelo link do certificado.',
  messages: {
    name: 'Informe seu nome (de 2 a 100 letras).',
    nameWebAddress: 'O nome não pode ter endereço de site.',
    email: 'Informe um e-mail válido, como nome@exemplo.com.br.',
    phone: 'Informe o telefone com DDD (10 ou 11 dígitos), ou deixe em branco.',
    installedMonth: 'Escolha o mês da instalação: de três anos atrás até este mês.',
    orderNumber: 'Só letras, números, ponto, hífen ou barra (até 30).',
    pieceField: 'Escolha uma opção.',
    pieces: 'Informe ao menos uma peça (até 12).',
  },
  submit: 'Registrar a garantia',
  submitting: 'Enviando…',
  offline: { title: 'Sem conexão agora.', text: 'Suas respostas ficam guardadas neste aparelho: tente de novo quando a conexão voltar.', retry: 'Tentar de novo' },
  refusalFallback: 'Não conseguimos registrar agora. Tente de novo em instantes, ou registre pelo WhatsApp.',
  success: {
    title: 'Confira o seu e-mail',
    text: 'Mandamos um link de confirmação. Siga o link para receber o certificado; sem ele, não enviamos mais nada.',
  },
  noscript: {
    title: 'Registre pelo WhatsApp ou por e-mail',
    text: 'Sem JavaScript este formulário não funciona. Mande seu nome, o mês da instalação e as peças (ambiente, pedra e acabamento) pelo WhatsApp ou por e-mail, e registramos por você.',
    whatsapp: 'Registrar pelo WhatsApp',
    email: 'Registrar por e-mail',
    chatText: 'Olá! Quero registrar a garantia das peças instaladas pela {company}.',
    emailSubject: 'Registro de garantia',
  },
  certificate: {
    eyebrow: 'Certificado de garantia',
    title: 'Certificado de garantia',
    loading: 'Abrindo o certificado…',
    missingKey: 'Este endereço precisa do link completo do e-mail. Abra o link que enviamos, ou registre de novo.',
    loadError: 'Não conseguimos abrir o certificado agora. Tente de novo em instantes.',
    retry: 'Tentar de novo',
    holder: 'Titular',
    installed: 'Instalação',
    order: 'Pedido',
    piecesTitle: 'Peças',
    coversTitle: 'Coberturas',
    until: 'até {date}',
    atDelivery: 'na entrega',
    startNote: 'Contamos cada prazo até o fim do mês de aniversário da instalação; vale a data do termo de entrega, se for mais longa.',
    careTitle: 'Cuidados de cada pedra',
    sealingNext: 'Próximo teste da gota: {date}',
    sealingNone: 'Sem lembrete: impermeabilizar só se o teste da gota pedir (veja a ficha da pedra)',
    remindersOn: 'Você recebe os lembretes por e-mail.',
    remindersOff: 'Sem lembretes por e-mail.',
    print: 'Imprimir ou salvar em PDF',
    edit: 'Corrigir as peças',
    save: 'Salvar as peças',
    cancelEdit: 'Cancelar',
    saved: 'Peças corrigidas. Os lembretes seguem as peças novas.',
    delete: 'Excluir o registro',
    deleteQuestion: 'Excluir apaga seu nome, e-mail, telefone e as peças. Guardamos só que houve uma garantia. Continuar?',
    deleteConfirm: 'Sim, excluir',
    deleteKeep: 'Manter',
    deleted: 'Registro excluído. Apagamos seus dados de contato; não enviaremos mais nenhum e-mail.',
    bookVisit: 'Agendar uma visita',
  },
  unsubscribe: {
    title: 'Sair dos lembretes',
    question: 'Parar todos os lembretes de cuidado deste registro de garantia? O certificado continua valendo.',
    button: 'Parar os lembretes',
    done: 'Pronto: não enviaremos mais lembretes deste registro.',
    notFound: 'Este link não é de nenhum registro ativo.',
  },
});

export const warrantyEmails = deepFreeze({
  footer: 'Você recebeu este e-mail porque este endereço foi informado no registro de garantia de {origin}.',
  reminderFooter: 'Lembrete de cuidado do registro de garantia em {origin}. Para não receber mais: {link}',
  confirm: {
    subject: 'Confirme o registro da sua garantia',
    heading: 'Confirme o seu e-mail',
    text: 'Alguém registrou a garantia de peças instaladas pela {company} com este endereço. Se foi você, siga o link para confirmar e receber o certificado.',
    button: 'Confirmar e ver o certificado',
    ignore: 'Se não foi você, ignore este e-mail: sem a confirmação, não enviamos mais nada para este endereço.',
  },
  certificate: {
    subject: 'Seu certificado de garantia',
    heading: 'Sua garantia está registrada',
    text: 'Aqui estão as peças, cada cobertura e a data até quando vale. O certificado também está no link abaixo, de onde você pode imprimir, corrigir as peças ou excluir o registro.',
    button: 'Abrir o certificado',
    careLabel: 'Como cuidar',
  },
  team: {
    subject: 'Garantia registrada: {pieces} peça(s), instalação em {month}',
    heading: 'Garantia registrada e confirmada',
    nameLabel: 'Nome',
    emailLabel: 'E-mail',
    phoneLabel: 'Telefone',
    orderLabel: 'Pedido',
    monthLabel: 'Instalação',
    remindersLabel: 'Lembretes',
    remindersYes: 'Sim',
    remindersNo: 'Não',
  },
  sealing: {
    subject: 'Hora do teste da gota na sua pedra',
    heading: 'Hora do teste da gota',
    text: 'Pelo guia de cuidados, chegou a data do teste da gota nestas peças. Pingue algumas gotas de água e espere 15 minutos; na cozinha, faça também com uma gota de óleo por 30 minutos. Se a pedra escurecer embaixo, é hora de reaplicar o impermeabilizante; se não escurecer, a proteção está boa, e avisamos de novo no próximo prazo.',
    button: 'Agendar a visita de manutenção',
  },
  notice: {
    subject: 'Sua garantia de {title} termina em {date}',
    heading: 'Falta um mês',
    text: 'A cobertura "{title}" das peças instaladas em {month} vale até {date}. Se notou algo, peça a visita agora, dentro do prazo.',
    button: 'Agendar uma visita',
  },
  unsubscribeLabel: 'Parar os lembretes',
});
