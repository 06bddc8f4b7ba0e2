// The calendar side of a visit's e-mails: an RFC 5545 invitation (.ics, written by the `ics` package; the Google
// Calendar link is src/lib/google-calendar.ts). Times go out in UTC; calendars show them in their own zone.
// RFC 5546 asks a REQUEST and a CANCEL to name their attendees: the visitor's invitation names the visitor's
// address (no name: the words typed at booking stay out of what the address receives), the team's names the team.
// The UID is the visit's, so a move (METHOD:REQUEST, SEQUENCE + 1) updates the event a calendar already has, and a
// cancellation (METHOD:CANCEL) removes it. Imports carry their extension: the Edge Function runs this under Deno.
import { createEvent, type EventAttributes } from 'ics';

export interface VisitInvitation {
  /** The visit's id; the UID is `<id>@<domain of the organizer>`. */
  visitId: string;
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  /** ISO instants. */
  startsAt: string;
  endsAt: string;
  title: string;
  description: string;
  location: string | null;
  url: string | null;
  organizer: { name: string; email: string };
  attendee: { name?: string; email: string };
}

/** `<visit id>@<domain>`: the same for every message about one visit. */
export function visitUid(visitId: string, organizerEmail: string): string {
  return `${visitId}@${organizerEmail.slice(organizerEmail.lastIndexOf('@') + 1)}`;
}

/** The invitation as the text of a text/calendar part; throws when `ics` refuses a field. */
export function visitIcs(invitation: VisitInvitation): string {
  const attributes: EventAttributes = {
    productId: 'lavra/visitas',
    method: invitation.method,
    uid: visitUid(invitation.visitId, invitation.organizer.email),
    sequence: invitation.sequence,
    start: Date.parse(invitation.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(invitation.endsAt),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: invitation.title,
    description: invitation.description,
    status: invitation.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: 'BUSY',
    organizer: invitation.organizer,
    ...(invitation.location ? { location: invitation.location } : {}),
    ...(invitation.url ? { url: invitation.url } : {}),
    attendees: [{ ...invitation.attendee, rsvp: false, role: 'REQ-PARTICIPANT' as const, partstat: 'ACCEPTED' as const }],
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error('ics wrote no invitation');
  return value;
}
