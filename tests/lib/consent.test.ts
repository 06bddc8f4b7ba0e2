import { describe, expect, it } from 'vitest';
import { CONSENT_STORAGE_KEY, CONSENT_VERSION, readConsent, saveConsent } from '../../src/lib/consent';
import { createMemoryStorage } from '../../src/lib/storage';

const both = ['google-analytics', 'meta-pixel'] as const;

describe('cookie consent storage', () => {
  it('has no choice on a first visit', () => {
    expect(readConsent(createMemoryStorage(), both)).toBeNull();
  });

  it('keeps the choice with its version, date and services, and reads it back', () => {
    const store = createMemoryStorage();
    const saved = saveConsent(store, 'accepted', both, new Date('2026-03-12T15:04:05Z'));
    expect(saved).toEqual({ version: CONSENT_VERSION, choice: 'accepted', decidedAt: '2026-03-12T15:04:05.000Z', services: [...both] });
    expect(JSON.parse(store.get(CONSENT_STORAGE_KEY)!)).toEqual(saved);
    expect(readConsent(store, both)).toEqual(saved);
  });

  it('keeps a rejection too, so the banner does not come back on every page', () => {
    const store = createMemoryStorage();
    saveConsent(store, 'rejected', both);
    expect(readConsent(store, both)?.choice).toBe('rejected');
  });

  it('asks again when the stored choice is from another version of the notice', () => {
    const store = createMemoryStorage({
      [CONSENT_STORAGE_KEY]: JSON.stringify({ version: CONSENT_VERSION + 1, choice: 'accepted', decidedAt: '2026-01-01T00:00:00Z', services: both }),
    });
    expect(readConsent(store, both)).toBeNull();
  });

  it('asks again when a service is switched on that the stored choice did not cover', () => {
    const store = createMemoryStorage();
    saveConsent(store, 'accepted', ['google-analytics']);
    expect(readConsent(store, ['google-analytics'])?.choice).toBe('accepted');
    expect(readConsent(store, both)).toBeNull();
  });

  it('still applies when a service was switched off since the choice', () => {
    const store = createMemoryStorage();
    saveConsent(store, 'accepted', both);
    expect(readConsent(store, ['meta-pixel'])?.choice).toBe('accepted');
  });

  it.each([
    ['not JSON', '{accepted'],
    ['an unknown choice', JSON.stringify({ version: CONSENT_VERSION, choice: 'yes', decidedAt: '2026-01-01T00:00:00Z', services: [] })],
    ['no date', JSON.stringify({ version: CONSENT_VERSION, choice: 'accepted', services: [] })],
    ['an invalid date', JSON.stringify({ version: CONSENT_VERSION, choice: 'accepted', decidedAt: 'ontem', services: [] })],
    ['an unknown service', JSON.stringify({ version: CONSENT_VERSION, choice: 'accepted', decidedAt: '2026-01-01T00:00:00Z', services: ['tiktok'] })],
  ])('treats %s as no choice, so nothing loads until the visitor decides', (_label, raw) => {
    expect(readConsent(createMemoryStorage({ [CONSENT_STORAGE_KEY]: raw }), [])).toBeNull();
  });

  it('replaces an earlier choice', () => {
    const store = createMemoryStorage();
    saveConsent(store, 'accepted', both, new Date('2026-01-01T00:00:00Z'));
    saveConsent(store, 'rejected', both, new Date('2026-02-01T00:00:00Z'));
    expect(readConsent(store, both)).toMatchObject({ choice: 'rejected', decidedAt: '2026-02-01T00:00:00.000Z' });
  });
});
