// The words of the booking pages (/agendar and /agendar/visita). The kinds themselves (titles, durations,
// hours, closed days, served neighbourhoods, refusals) live in content/visits.ts; this file holds the rest.
import type { BudgetTextField } from './budget-form';
import { deepFreeze } from './deep-freeze';
import { visitFieldLimits } from './field-limits';
import { visitTexts, type VisitKindId } from './visits';
export type VisitFieldName = 'name' | 'email' | 'phone' | 'address' | 'neighbourhood';
/** A text field, in the budget form's shape (the same field components draw it). */
export type VisitTextField = Omit<BudgetTextField, 'name'> & { name: VisitFieldName };

export interface VisitBookingContent {
  path: string;
  managePath: string;
  seo: { title: string; description: string };
  manageSeo: { title: string; description: string };
  eyebrow: string;
  title: string;
  lead: string;
  steps: { kind: string; when: string; contact: string };
  /** Where each kind happens, said short on its choice card. */
  where: Readonly<Record<VisitKindId, string>>;
  durationLabel: string;
  stonesCard: { title: string; room: string };
  /** The estimate's rooms (?ambiente=), as the card names them. */
  rooms: Readonly<Record<string, string>>;
  week: {
    legend: string;
    previous: string;
    next: string;
    noTimes: string;
    loading: string;
    loadError: string;
    retry: string;
    timesLegend: string;
    timesFor: string;
    noFreeDay: string;
    pickDayFirst: string;
    pickKindFirst: string;
  };
  fields: Readonly<Record<VisitFieldName, VisitTextField>>;
  requiredLabel: string;
  messages: Readonly<Record<VisitFieldName | 'kind' | 'startsAt' | 'nameWebAddress' | 'addressWebAddress', string>>;
  submit: string;
  submitting: string;
  retrying: string;
  offline: { title: string; text: string; retry: string };
  refusal: { slotTaken: string; fallback: string; nearest: string };
  summaryLabel: string;
  summaryEmpty: string;
  confirmation: {
    eyebrow: string;
    title: string;
    when: string;
    where: string;
    mapLink: string;
    bring: { title: string; showroom: readonly string[]; measurement: readonly string[] };
    emailNote: string;
    calendar: string;
    whatsapp: string;
    opensInNewTab: string;
    /** The chat message: {kind} and {when} are filled in. */
    whatsappText: string;
    calendarDetails: string;
  };
  noscript: { title: string; text: string; whatsapp: string; phone: string; hours: string; chatText: string };
  manage: {
    eyebrow: string;
    title: string;
    loading: string;
    missingToken: string;
    notFound: string;
    /** No answer, or the server failed: the visit is not lost. */
    loadError: string;
    actionError: string;
    status: { booked: string; cancelled: string };
    greeting: string;
    cancel: string;
    cancelConfirm: string;
    cancelKeep: string;
    cancelQuestion: string;
    cancelled: string;
    move: string;
    moveSubmit: string;
    moveCancel: string;
    moved: string;
    bookAgain: string;
  };
}

export const visitBookingContent: VisitBookingContent = deepFreeze({
  path: '/agendar',
  managePath: '/agendar/visita',
  seo: {
    title: 'Agendar visita ao showroom ou medição | Lavra',
    description:
      'Escolha um horário livre para ver as chapas no showroom da Barra da Tijuca ou para a visita técnica de medição no seu endereço.',
  },
  manageSeo: { title: 'Sua visita | Lavra', description: 'Consulte a sua visita ao showroom ou a medição marcada com a Lavra, mude o horário ou cancele.' },
  eyebrow: 'Agendar visita',
  title: 'Quero ver a chapa',
  lead: 'Pedra natural se escolhe com os olhos. Marque um horário para ver as chapas no showroom ou para medirmos o seu projeto: você escolhe o dia, nós separamos o tempo e as pedras.',
  steps: { kind: 'Que visita você quer?', when: 'Quando fica bom?', contact: 'Seus dados' },
  where: { showroom: 'No showroom, Barra da Tijuca', measurement: 'No seu endereço' },
  durationLabel: 'Duração',
  stonesCard: { title: 'Vamos separar', room: 'Ambiente' },
  rooms: { cozinha: 'Cozinha', banheiro: 'Banheiro', 'area-gourmet': 'Área gourmet', sala: 'Sala', outro: 'Outro ambiente' },
  week: {
    legend: 'Dia',
    previous: 'Semana anterior',
    next: 'Próxima semana',
    noTimes: 'sem horário',
    loading: 'Buscando horários livres…',
    loadError: 'Não foi possível buscar os horários agora.',
    retry: 'Tentar de novo',
    timesLegend: 'Horário',
    timesFor: 'Horários livres em {day}',
    noFreeDay: 'Nenhum horário livre nesta semana. Veja a próxima.',
    pickDayFirst: 'Escolha um dia para ver os horários.',
    pickKindFirst: 'Escolha o tipo de visita para ver os horários livres.',
  },
  fields: {
    name: { name: 'name', kind: 'text', label: 'Nome completo', placeholder: 'Seu nome', autoComplete: 'name', maxLength: visitFieldLimits.name.max },
    email: { name: 'email', kind: 'email', label: 'E-mail', placeholder: 'voce@exemplo.com.br', autoComplete: 'email', maxLength: visitFieldLimits.email.max, hint: 'A confirmação e o convite de agenda chegam aqui.' },
    phone: { name: 'phone', kind: 'tel', label: 'Telefone ou WhatsApp', placeholder: '(21) 99999-8888', autoComplete: 'tel', maxLength: 20 },
    address: { name: 'address', kind: 'text', label: 'Endereço da obra', placeholder: 'Rua, número, complemento', autoComplete: 'street-address', maxLength: visitFieldLimits.address.max },
    neighbourhood: { name: 'neighbourhood', kind: 'text', label: 'Bairro ou cidade', placeholder: 'Ex.: Leblon', autoComplete: 'address-level3', maxLength: visitFieldLimits.neighbourhood.max },
  },
  requiredLabel: 'obrigatório',
  messages: {
    kind: 'Escolha o tipo de visita.',
    startsAt: 'Escolha um dia e um horário.',
    name: visitTexts.refusals.name_invalid,
    nameWebAddress: visitTexts.refusals.name_web_address,
    email: visitTexts.refusals.email_invalid,
    phone: visitTexts.refusals.phone_invalid,
    address: visitTexts.refusals.address_invalid,
    addressWebAddress: visitTexts.refusals.address_web_address,
    neighbourhood: 'Informe o bairro ou a cidade.',
  },
  submit: 'Confirmar visita',
  submitting: 'Reservando…',
  retrying: 'Sem resposta. Tentando de novo…',
  offline: {
    title: 'A reserva não chegou',
    text: 'A conexão caiu antes da resposta. Suas respostas estão guardadas: tente de novo e o mesmo horário é reservado uma vez só.',
    retry: 'Tentar de novo',
  },
  refusal: {
    slotTaken: 'Esse horário acabou de ser reservado. Escolha outro horário.',
    fallback: 'Não foi possível reservar agora. Tente de novo ou fale com a gente pelo WhatsApp.',
    nearest: 'Horários livres mais próximos',
  },
  summaryLabel: 'Sua escolha',
  summaryEmpty: 'Escolha a visita e o horário.',
  confirmation: {
    eyebrow: 'Visita marcada',
    title: 'Até lá!',
    when: 'Quando',
    where: 'Onde',
    mapLink: 'Abrir no mapa',
    bring: {
      title: 'O que levar',
      showroom: ['As medidas aproximadas do ambiente', 'Fotos do espaço e das peças que vão conviver com a pedra', 'O projeto ou a planta dos armários, se tiver'],
      measurement: ['O ambiente livre para medirmos', 'A planta dos armários ou o projeto do arquiteto', 'As cubas, o cooktop e as torneiras escolhidos, se já tiver'],
    },
    emailNote: 'Enviamos a confirmação e o convite de agenda para {email}. O e-mail traz o link para mudar ou cancelar.',
    calendar: 'Adicionar à agenda',
    whatsapp: 'Falar no WhatsApp',
    opensInNewTab: '(abre em nova aba)',
    whatsappText: 'Olá! Marquei pelo site da Lavra: {kind}, {when}.',
    calendarDetails: 'Visita marcada pelo site da Lavra. Para mudar ou cancelar, use o link do e-mail de confirmação.',
  },
  noscript: {
    title: 'Agende pelo WhatsApp ou por telefone',
    text: 'Para escolher um horário nesta página é preciso JavaScript. Fale com a gente e marcamos na hora:',
    whatsapp: 'WhatsApp',
    phone: 'Telefone',
    hours: 'Atendimento',
    chatText: 'Olá! Quero agendar uma visita ao showroom ou uma medição.',
  },
  manage: {
    eyebrow: 'Sua visita',
    title: 'Mudar ou cancelar',
    loading: 'Buscando a sua visita…',
    missingToken: 'Este link está incompleto. Use o link do e-mail de confirmação.',
    notFound: 'Não encontramos esta visita. Confira o link do e-mail ou marque uma nova.',
    loadError: 'Não conseguimos buscar a sua visita agora, mas ela continua marcada. Tente de novo em alguns minutos ou fale com a gente pelo WhatsApp.',
    actionError: 'Não conseguimos fazer a mudança agora: a visita continua como estava. Tente de novo em alguns minutos ou fale com a gente pelo WhatsApp.',
    status: { booked: 'Marcada', cancelled: 'Cancelada' },
    greeting: 'Olá, {name}.',
    cancel: 'Cancelar visita',
    cancelConfirm: 'Sim, cancelar',
    cancelKeep: 'Manter a visita',
    cancelQuestion: 'Cancelar esta visita? O horário fica livre para outra pessoa.',
    cancelled: 'Visita cancelada. Enviamos o cancelamento para a sua agenda.',
    move: 'Mudar o horário',
    moveSubmit: 'Confirmar novo horário',
    moveCancel: 'Voltar',
    moved: 'Horário mudado. A sua agenda recebe a atualização por e-mail, e este mesmo link continua valendo.',
    bookAgain: 'Marcar outra visita',
  },
} satisfies VisitBookingContent);
