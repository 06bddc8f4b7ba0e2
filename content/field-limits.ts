// How long each field a visitor types into the visit booking may be, and what no name or address may carry: written
// once, here. The booking form (src/lib/visit-booking-schema.ts, yup), its inputs' maxLength (content/visit-booking.ts),
// the workbench's mocks (mocks/visits.ts) and the database (the table's checks and book_visit, through
// scripts/lib/visits-calendar-sql.mjs, which writes them into the generated migration) all read these numbers;
// tests/server/visits-calendar.test.ts fails when the migration and this file differ.
// Imports carry their extension: the generator loads this file under Node.
import { deepFreeze } from './deep-freeze.ts';

export interface LengthLimit {
  /** Characters, after the surrounding spaces are taken away. */
  min: number;
  max: number;
}

export interface VisitFieldLimits {
  name: LengthLimit;
  /** Digits of the phone number (DDD and number; 13 with a country code). */
  phoneDigits: LengthLimit;
  email: LengthLimit;
  /** The address of a measurement visit. */
  address: LengthLimit;
  neighbourhood: LengthLimit;
  /** The room of the estimate the visit follows (a slug such as 'area-gourmet'). */
  room: LengthLimit;
  /** How many of the catalogue's stones one visit may ask to see (each one a catalogue slug). */
  stones: LengthLimit;
}

export const visitFieldLimits: VisitFieldLimits = deepFreeze({
  name: { min: 2, max: 100 },
  phoneDigits: { min: 10, max: 13 },
  email: { min: 6, max: 253 },
  address: { min: 5, max: 200 },
  neighbourhood: { min: 2, max: 80 },
  room: { min: 1, max: 40 },
  stones: { min: 0, max: 3 },
} satisfies VisitFieldLimits);

/**
 * A web address inside a name or an address (`https://…`, `www.…`, `golpe.com.br`, `bit.ly/…`): refused there,
 * since those words go into the e-mails sent to whatever address was typed. Matched without regard to case, in the
 * syntax JavaScript's and PostgreSQL's regular expressions share (`new RegExp(source, 'i')` and `~*`).
 */
export const WEB_ADDRESS_PATTERN_SOURCE =
  '(https?:|ftp:|mailto:|www\\.|[a-z0-9-]{2,}\\.(com|net|org|br|io|info|biz|xyz|site|online|link|app|ly|gl|top|shop|store|click|club|ru|cn|tk)([./:?#]|\\s|$))';

const webAddress = new RegExp(WEB_ADDRESS_PATTERN_SOURCE, 'i');

/** True when the text carries something a mail program would show as a link. */
export function hasWebAddress(text: string): boolean {
  return webAddress.test(text);
}
