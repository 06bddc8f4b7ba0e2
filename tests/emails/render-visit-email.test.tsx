// @vitest-environment node
// The visit e-mails as rendered: the visitor's confirmation repeats only what recognises the visit (the kind, the
// time, the served neighbourhood, the catalogue's stones), never the words typed at booking, which a stranger could
// have sent to any address; its link carries the key in the fragment (#t=…); every invitation, REQUEST and CANCEL,
// names its ATTENDEE as RFC 5546 asks (read back with ical.js).
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { renderVisitEmail, type VisitEmailMessage, type VisitEmailVisit } from '../../src/emails/visit-email';

const TOKEN = 'a'.repeat(64);
const visit: VisitEmailVisit = {
  id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
  kind: 'measurement',
  title: 'Visita técnica para medição',
  place: null,
  resource: 'Equipe de medição 1',
  starts_at: '2027-04-13T12:00:00Z',
  ends_at: '2027-04-13T13:30:00Z',
  // A row stored before names and addresses were held to the web-address rule.
  name: 'Ligue já 0800 123 golpe',
  phone: '21999998888',
  email: 'vitima@exemplo.com.br',
  address: 'Rua do Golpe, 1 - pague o boleto',
  neighbourhood: 'Leblon',
  stones: ['taj-mahal'],
  room: null,
  status: 'booked',
  manage_token: TOKEN,
  request: null,
};
const message = (overrides: Partial<VisitEmailMessage> = {}): VisitEmailMessage => ({ kind: 'visitor', event: 'booked', sequence: 0, visit, ...overrides });
const context = { siteOrigin: 'https://www.lavra.example', teamRecipients: ['equipe@lavra.example'] };

function attendees(ics: string): string[] {
  const calendar = new ICAL.Component(ICAL.parse(ics) as unknown[]);
  return calendar.getFirstSubcomponent('vevent')!.getAllProperties('attendee').map((property) => String(property.getFirstValue()));
}

describe('the visitor’s confirmation', () => {
  it('names the kind, the time, the neighbourhood and the stones, and nothing typed at booking', async () => {
    const email = await renderVisitEmail(message(), context);
    for (const part of [email.html, email.text, email.ics.content]) {
      expect(part).not.toMatch(/Ligue|golpe|Golpe|boleto/);
    }
    expect(email.subject).toContain('Visita técnica para medição');
    expect(email.html).toContain('Visita técnica para medição');
    expect(email.text).toContain('Leblon');
    expect(email.text).toContain('Taj Mahal');
  });

  it('links to the manage page with the key in the fragment, never in the query', async () => {
    const email = await renderVisitEmail(message(), context);
    expect(email.text).toContain(`https://www.lavra.example/agendar/visita#t=${TOKEN}`);
    expect(email.html).toContain(`href="https://www.lavra.example/agendar/visita#t=${TOKEN}"`);
    expect(`${email.html}${email.text}`).not.toContain('?token=');
  });
});

describe('the invitations (RFC 5546)', () => {
  it.each([
    ['visitor', 'booked', 'mailto:vitima@exemplo.com.br'],
    ['visitor', 'cancelled', 'mailto:vitima@exemplo.com.br'],
    ['team', 'booked', 'mailto:equipe@lavra.example'],
    ['team', 'moved', 'mailto:equipe@lavra.example'],
  ] as const)('the %s’s %s invitation names its attendee', async (kind, event, attendee) => {
    const email = await renderVisitEmail(message({ kind, event, sequence: event === 'booked' ? 0 : 1 }), context);
    expect(attendees(email.ics.content)).toEqual([attendee]);
  });
});
