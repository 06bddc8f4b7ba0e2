// The visitor's cookie choice, kept in localStorage with a version, a date and the services it
// covered. A choice is asked again when the version changes (new purposes) or when a service is
// switched on that the stored choice did not cover.
import type { TrackingServiceId } from '../../content/consent';
import { readJson, writeJson, type KeyValueStore } from './storage';

export const CONSENT_STORAGE_KEY = 'lavra:consent';
/** Bump when the purposes described in the banner change. */
export const CONSENT_VERSION = 1;
/** Dispatched on window by the footer's 'Preferências de cookies' button. */
export const OPEN_CONSENT_EVENT = 'lavra:open-consent';

/** Windows where a request to open the cookie choice was made before anything listened for it. */
const unheardRequests = new WeakSet<Window>();

/**
 * Asks the consent manager to open the cookie choice. The manager acknowledges the event
 * (preventDefault); a request nobody heard (pressed while the page was still hydrating, before the
 * manager's listener was attached) is kept and honoured when the manager starts listening.
 */
export function requestConsentPreferences(target: Window = window): void {
  const unheard = target.dispatchEvent(new CustomEvent(OPEN_CONSENT_EVENT, { cancelable: true }));
  if (unheard) unheardRequests.add(target);
}

/** True once for a request made before the manager listened (see requestConsentPreferences). */
export function takeUnheardConsentRequest(target: Window = window): boolean {
  return unheardRequests.delete(target);
}

export type ConsentChoice = 'accepted' | 'rejected';

export interface ConsentRecord {
  version: number;
  choice: ConsentChoice;
  /** ISO 8601 date and time of the choice. */
  decidedAt: string;
  /** The services active when the visitor chose. */
  services: readonly TrackingServiceId[];
}

const SERVICES: readonly TrackingServiceId[] = ['google-analytics', 'meta-pixel'];

function isRecord(value: unknown): value is ConsentRecord {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.version === 'number' &&
    (v.choice === 'accepted' || v.choice === 'rejected') &&
    typeof v.decidedAt === 'string' &&
    !Number.isNaN(Date.parse(v.decidedAt)) &&
    Array.isArray(v.services) &&
    v.services.every((s) => SERVICES.includes(s as TrackingServiceId))
  );
}

/**
 * The stored choice if it still applies to the services now active, else null (ask again).
 * Anything unreadable counts as no choice: nothing loads until the visitor decides.
 */
export function readConsent(store: KeyValueStore, activeServices: readonly TrackingServiceId[]): ConsentRecord | null {
  const value = readJson(store, CONSENT_STORAGE_KEY);
  if (!isRecord(value) || value.version !== CONSENT_VERSION) return null;
  return activeServices.every((s) => value.services.includes(s)) ? value : null;
}

export function saveConsent(
  store: KeyValueStore,
  choice: ConsentChoice,
  activeServices: readonly TrackingServiceId[],
  now: Date = new Date(),
): ConsentRecord {
  const record: ConsentRecord = { version: CONSENT_VERSION, choice, decidedAt: now.toISOString(), services: [...activeServices] };
  writeJson(store, CONSENT_STORAGE_KEY, record);
  return record;
}
