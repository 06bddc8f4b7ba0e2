import { describe, expect, it } from 'vitest';
import { testRequestRow } from '../../mocks/lead-requests';
import { buildLeadRow } from '../../src/lib/lead-row';
import { validValues } from './budget-fixtures';

describe('the budget_requests row', () => {
  const row = buildLeadRow({ ...validValues, name: '  Ana Souza ', phone: '21999998888' }, { id: 'id-1', userAgent: 'UA/1.0' });

  it('maps every form value to its snake_case column', () => {
    expect(row).toEqual(testRequestRow({ id: 'id-1', user_agent: 'UA/1.0' }));
  });

  it('carries the stone a visitor came from, trimmed and within 80 characters, and no stone key otherwise', () => {
    expect(row).not.toHaveProperty('stone');
    expect(buildLeadRow(validValues, { id: 'id-3', userAgent: 'UA', stone: ' Branco  Polar ' }).stone).toBe('Branco Polar');
    expect(Array.from(buildLeadRow(validValues, { id: 'id-4', userAgent: 'UA', stone: '😀'.repeat(90) }).stone!)).toHaveLength(80);
    expect(buildLeadRow(validValues, { id: 'id-5', userAgent: 'UA', stone: '   ' })).not.toHaveProperty('stone');
  });

  it('has no camelCase key', () => {
    expect(Object.keys(row).filter((key) => /[A-Z]/.test(key))).toEqual([]);
  });

  it('always marks the request as sent to WhatsApp, without an IP address', () => {
    expect(row.sent_to_whatsapp).toBe(true);
    expect(row.ip_address).toBeNull();
  });

  it('keeps user_agent within the 512 characters the table accepts', () => {
    const long = buildLeadRow(validValues, { id: 'id-2', userAgent: 'U'.repeat(900) });
    expect(long.user_agent).toHaveLength(512);
  });

  it('stores free text with half of a surrogate pair (which PostgreSQL refuses in JSON) with U+FFFD in its place', () => {
    const broken = buildLeadRow(
      { ...validValues, name: 'Ana \ud83d Lima', squareMeters: '12 m\udc00', howFoundUs: 'Instagram \ud83d\ude00' },
      { id: 'id-3', userAgent: 'UA/1.0' },
    );
    expect(broken.name).toBe('Ana \ufffd Lima');
    expect(broken.square_meters).toBe('12 m\ufffd');
    expect(broken.how_found_us).toBe('Instagram 😀');
    // No escaped surrogate half left in what goes over the wire.
    expect(JSON.stringify(broken)).not.toMatch(/\\ud[89a-f][0-9a-f]{2}/i);
  });
});
