// "Add to Google Calendar": a link that opens the event pre-filled, times in UTC, shown in the given zone. The one
// builder for the booking's confirmation and the visit e-mails. No imports: the Edge Function runs it under Deno.

export interface CalendarLinkEvent {
  title: string;
  /** ISO instants. */
  startsAt: string;
  endsAt: string;
  description: string;
  location: string | null;
}

const compact = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

export function googleCalendarUrl(event: CalendarLinkEvent, timeZone: string): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${compact(event.startsAt)}/${compact(event.endsAt)}`,
    details: event.description,
    ctz: timeZone,
  });
  if (event.location) params.set('location', event.location);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
