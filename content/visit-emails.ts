// Every text of the visit e-mails: the team's notice and the visitor's confirmation, for a booking, a move and a
// cancellation. Placeholders in braces are filled in by src/emails/visit-email.tsx.
// Imports carry their extension: the e-mails also run under Deno (see src/emails/README.md).
import { deepFreeze } from './deep-freeze.ts';

export type VisitEmailEvent = 'booked' | 'moved' | 'cancelled';

export const visitEmails = deepFreeze({
  team: {
    /** {event}, {title}, {when}, {name} */
    subject: '{event}: {title} · {when} · {name}',
    events: { booked: 'Visita agendada', moved: 'Visita remarcada', cancelled: 'Visita cancelada' },
    whenLabel: 'Quando',
    kindLabel: 'Visita',
    whereLabel: 'Onde',
    resourceLabel: 'Na agenda de',
    nameLabel: 'Nome',
    phoneLabel: 'Telefone',
    emailLabel: 'E-mail',
    stonesLabel: 'Pedras escolhidas',
    roomLabel: 'Ambiente',
    requestLabel: 'Pedido de orçamento',
    requestValue: 'enviado em {date} (id {id})',
    calendarHint: 'O convite (.ics) vai anexo: abra para pôr a visita na agenda da equipe.',
  },
  visitor: {
    subjects: {
      booked: 'Visita confirmada: {title}, {when}',
      moved: 'Visita remarcada: {title}, {when}',
      cancelled: 'Visita cancelada: {title}, {when}',
    },
    headings: {
      booked: 'Sua visita está marcada',
      moved: 'Sua visita foi remarcada',
      cancelled: 'Sua visita foi cancelada',
    },
    greeting: 'Olá!',
    intros: {
      booked: 'Está tudo certo: reservamos este horário para você.',
      moved: 'Mudamos sua visita para o novo horário abaixo.',
      cancelled: 'Cancelamos a visita abaixo e liberamos o horário. Quando quiser, é só marcar outra.',
    },
    whenLabel: 'Quando',
    whereLabel: 'Onde',
    /** {neighbourhood}: the served neighbourhood, as the agenda names it. */
    atYourAddress: 'No endereço informado, em {neighbourhood}',
    stonesLabel: 'Pedras que vamos separar',
    calendarButton: 'Adicionar ao Google Agenda',
    calendarHint: 'O convite (.ics) vai anexo: Apple Calendar, Outlook e outros o abrem direto.',
    manageLabel: 'Precisa mudar?',
    manageLink: 'Remarcar ou cancelar a visita',
    bookAgainLink: 'Marcar outra visita',
    contact: 'Dúvidas? Responda este e-mail ou fale pelo WhatsApp.',
  },
  /** The invitation's description. {title}, {site} */
  icsDescription: '{title} com a {company}. Para remarcar ou cancelar: {link}',
  icsTeamDescription: '{title}: {name}, {phone}, {email}.',
  footer: 'Você recebeu este e-mail porque marcou uma visita em {origin}.',
  /** In the team e-mail of a budget request that has a booked visit: "Visita marcada: {title}, {when}". */
  requestVisit: { label: 'Visita marcada', value: '{title}, {when}' },
  teamFooter: 'Aviso automático do agendamento de visitas de {origin}.',
});
