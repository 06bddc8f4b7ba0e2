// The words of the links to /agendar from other pages (the success card, the estimate, the visualizer,
// the comparison and each stone's page): small on purpose, so those pages carry none of the booking's
// own content or code (the address is built by src/lib/visit-booking-query.ts).
import { deepFreeze } from './deep-freeze';

export const visitLinks = deepFreeze({
  stone: 'Ver esta chapa no showroom',
  stones: 'Ver estas chapas no showroom',
  measurement: 'Agendar a medição',
  successCard: 'Agendar visita',
  successNote: 'Quer ver as chapas ou já marcar a medição? Escolha um horário livre.',
});
