import { describe, expect, it } from 'vitest';
import { DRAFT_KEY, hasDraft, loadDraft, removeDraft, saveDraft } from '../../src/lib/budget-draft';
import { emptyBudgetValues } from '../../src/lib/budget-steps';
import { createMemoryStorage } from '../../src/lib/storage';
import { validValues } from './budget-fixtures';

describe('budget draft', () => {
  it('saves and restores values and step', () => {
    const storage = createMemoryStorage();
    saveDraft(storage, { values: validValues, step: 3 });
    expect(hasDraft(storage)).toBe(true);
    expect(loadDraft(storage)).toEqual({ values: validValues, step: 3 });
    removeDraft(storage);
    expect(loadDraft(storage)).toBeNull();
  });

  it('removes the draft instead of saving an empty form', () => {
    const storage = createMemoryStorage();
    saveDraft(storage, { values: validValues, step: 2 });
    saveDraft(storage, { values: emptyBudgetValues(), step: 1 });
    expect(storage.get(DRAFT_KEY)).toBeNull();
  });

  it('ignores broken or foreign data', () => {
    expect(loadDraft(createMemoryStorage({ [DRAFT_KEY]: 'not json' }))).toBeNull();
    const odd = loadDraft(createMemoryStorage({ [DRAFT_KEY]: JSON.stringify({ step: 42, values: { name: 'Ana', admin: true, email: 7 } }) }));
    expect(odd?.step).toBe(5);
    expect(odd?.values).toEqual({ ...emptyBudgetValues(), name: 'Ana' });
  });
});
