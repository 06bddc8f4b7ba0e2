// When a visit happens, as every e-mail says it: "terça-feira, 13 de abril às 09:00 – 09:45", in Rio's time.
// Its own small file so the lead e-mails can name a request's visit without loading the visit e-mails.
import { formatDateTime, formatTime } from '../../content/pt-br-format.mjs';

export const VISIT_TIME_ZONE = 'America/Sao_Paulo';

const day = (date: Date) => formatDateTime(date, { timeZone: VISIT_TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long' });
const time = (date: Date) => formatTime(date, VISIT_TIME_ZONE);

export function visitWhen(visit: { starts_at: string; ends_at: string }): string {
  const start = new Date(visit.starts_at);
  return `${day(start)} às ${time(start)} – ${time(new Date(visit.ends_at))}`;
}
