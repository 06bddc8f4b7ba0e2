// The booking page's pure parts: days and times in São Paulo said in pt-BR, the week, the address, the draft.
import { describe, expect, it } from 'vitest';
import { servedAreas } from '../../content/visits';
import { createMemoryStorage } from '../../src/lib/storage';
import { handOffContact, loadVisitDraft, saveVisitDraft, emptyVisitValues, VISIT_DRAFT_KEY, VISIT_DRAFT_MAX_AGE_MS } from '../../src/lib/visit-booking-draft';
import { parseVisitQuery, visitHref } from '../../src/lib/visit-booking-query';
import { isServedArea } from '../../src/lib/visit-booking-schema';
import { dayKeyOf, dayToShow, freeSlotsByDay, spokenDuration, spokenWhen, weekDays } from '../../src/lib/visit-booking-time';

describe('visit times', () => {
  it('says an instant as São Paulo reads it, whatever the zone of the machine', () => {
    expect(spokenWhen('2026-12-09T13:00:00Z')).toBe('quarta-feira, 9 de dezembro, às 10h');
    expect(spokenWhen('2026-12-09T13:30:00Z')).toBe('quarta-feira, 9 de dezembro, às 10h30');
    // 23h30 in São Paulo is already the next day in UTC.
    expect(dayKeyOf('2026-12-10T02:30:00Z')).toBe('2026-12-09');
    expect(spokenDuration(45)).toBe('45 min');
    expect(spokenDuration(90)).toBe('1h30');
  });

  it('lays out the week from Monday and groups the free times by day', () => {
    expect(weekDays('2026-12-06')).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    const byDay = freeSlotsByDay([
      { starts_at: '2026-12-02T13:00:00Z', ends_at: '2026-12-02T13:45:00Z', free: 1 },
      { starts_at: '2026-12-02T12:00:00Z', ends_at: '2026-12-02T12:45:00Z', free: 2 },
      { starts_at: '2026-12-03T12:00:00Z', ends_at: '2026-12-03T12:45:00Z', free: 0 },
      { starts_at: '2026-12-04T12:00:00Z', ends_at: '2026-12-04T12:45:00Z', free: 2 },
    ]);
    expect([...byDay.keys()]).toEqual(['2026-12-02', '2026-12-04']);
    expect(byDay.get('2026-12-02')!.map((slot) => slot.starts_at)).toEqual(['2026-12-02T12:00:00Z', '2026-12-02T13:00:00Z']);
    expect(dayToShow(byDay, null)).toBe('2026-12-02');
    expect(dayToShow(byDay, '2026-12-03')).toBe('2026-12-04');
  });
});

describe('the booking address', () => {
  it('reads back what it writes, and drops what is not a kind, a slug or a request id', () => {
    const href = visitHref({ kind: 'measurement', stones: ['taj-mahal', 'carrara'], requestId: '0f8fad5b-d9cb-469f-a165-70867728950e', room: 'cozinha' });
    expect(href).toBe('/agendar?tipo=medicao&pedras=taj-mahal,carrara&pedido=0f8fad5b-d9cb-469f-a165-70867728950e&ambiente=cozinha');
    expect(parseVisitQuery(href.split('?')[1]!)).toEqual({ kind: 'measurement', stones: ['taj-mahal', 'carrara'], requestId: '0f8fad5b-d9cb-469f-a165-70867728950e', room: 'cozinha' });
    expect(parseVisitQuery('?tipo=jantar&pedras=<b>,taj-mahal&pedido=1&ambiente=../x')).toEqual({ kind: null, stones: ['taj-mahal'], requestId: null, room: null });
    // At most three stones: the database refuses a fourth.
    expect(parseVisitQuery('?pedras=taj-mahal,carrara,dolomite,explosion').stones).toEqual(['taj-mahal', 'carrara', 'dolomite']);
  });

  it('knows the served neighbourhoods, accents and case aside', () => {
    expect(isServedArea(servedAreas, 'jardim botanico')).toBe(true);
    expect(isServedArea(servedAreas, '  Niterói ')).toBe(true);
    expect(isServedArea(servedAreas, 'Campo Grande')).toBe(false);
  });
});

describe('the booking draft', () => {
  it('keeps the answers and the key for a week, and the success card hands over the contact without overwriting', () => {
    const store = createMemoryStorage();
    const now = Date.parse('2026-12-01T12:00:00Z');
    saveVisitDraft(store, { values: { ...emptyVisitValues(), name: 'Ana' }, clientKey: 'k1' }, now);
    handOffContact(store, { name: 'Outra', phone: '21999998888', email: 'ana@exemplo.com.br' }, now);
    expect(loadVisitDraft(store, now)).toEqual({ values: { ...emptyVisitValues(), name: 'Ana', phone: '21999998888', email: 'ana@exemplo.com.br' }, clientKey: 'k1' });
    expect(loadVisitDraft(store, now + VISIT_DRAFT_MAX_AGE_MS + 1)).toBeNull();
    expect(store.get(VISIT_DRAFT_KEY)).toBeNull();
  });
});
