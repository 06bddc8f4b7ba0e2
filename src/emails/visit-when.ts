// When a visit happens, as every e-mail says it: "terça-feira, 13 de abril às 09:00 – 09:45", in Rio's time.
// Its own small file so the lead e-mails can name a request's visit without loading the visit e-mails.
export const VISIT_TIME_ZONE = 'America/Sao_Paulo';

const day = new Intl.DateTimeFormat('pt-BR', { timeZone: VISIT_TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long' });
const time = new Intl.DateTimeFormat('pt-BR', { timeZone: VISIT_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

export function visitWhen(visit: { starts_at: string; ends_at: string }): string {
  const start = new Date(visit.starts_at);
  return `${day.format(start)} às ${time.format(start)} – ${time.format(new Date(visit.ends_at))}`;
}
