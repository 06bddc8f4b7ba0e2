import { describe, expect, it, vi } from 'vitest';
import {
  COMPARE_STORAGE_KEY,
  compareHref,
  comparedFromSearch,
  MAX_COMPARED,
  normalizeCompared,
  readCompared,
  toggleCompared,
  writeCompared,
} from '../../src/lib/compare-selection';
import { createMemoryStorage } from '../../src/lib/storage';
import { createCompareStore } from '../../src/lib/use-compare-selection';

describe('the comparison selection', () => {
  it('adds stones in the order chosen and takes one out when chosen again', () => {
    const first = toggleCompared([], 'taj-mahal');
    expect(first).toEqual({ ids: ['taj-mahal'], change: { kind: 'added', id: 'taj-mahal' } });
    const second = toggleCompared(first.ids, 'carrara');
    expect(second.ids).toEqual(['taj-mahal', 'carrara']);
    expect(toggleCompared(second.ids, 'taj-mahal')).toEqual({ ids: ['carrara'], change: { kind: 'removed', id: 'taj-mahal' } });
  });

  it('refuses a fourth stone and keeps the three already chosen', () => {
    const three = ['taj-mahal', 'carrara', 'branco-polar'];
    expect(MAX_COMPARED).toBe(3);
    expect(toggleCompared(three, 'verde-alpi')).toEqual({ ids: three, change: { kind: 'full', id: 'verde-alpi' } });
    // A full comparison still lets a chosen stone go.
    expect(toggleCompared(three, 'carrara').ids).toEqual(['taj-mahal', 'branco-polar']);
  });

  it('keeps only three distinct, slug-like ids from storage or a typed address', () => {
    expect(normalizeCompared(['a', 'a', 'b', 42, '<script>', 'C', 'c', 'd'])).toEqual(['a', 'b', 'c']);
    expect(normalizeCompared('taj-mahal')).toEqual([]);
    expect(normalizeCompared(null)).toEqual([]);
    const known = (id: string) => id !== 'nao-existe';
    expect(normalizeCompared(['nao-existe', 'carrara'], known)).toEqual(['carrara']);
  });

  it('shares the same comparison through its address', () => {
    const href = compareHref(['taj-mahal', 'carrara']);
    expect(href).toBe('/comparar?pedras=taj-mahal,carrara');
    expect(comparedFromSearch(href.slice(href.indexOf('?')))).toEqual(['taj-mahal', 'carrara']);
    expect(comparedFromSearch('?pedras=taj-mahal%2Ccarrara')).toEqual(['taj-mahal', 'carrara']);
    expect(comparedFromSearch('?pedras= a , b ,c,d')).toEqual(['a', 'b', 'c']);
    expect(comparedFromSearch('')).toEqual([]);
    expect(compareHref([])).toBe('/comparar');
  });

  it('survives a reload through storage, and forgets a broken stored value', () => {
    const storage = createMemoryStorage();
    writeCompared(storage, ['taj-mahal', 'carrara']);
    expect(readCompared(storage)).toEqual(['taj-mahal', 'carrara']);
    writeCompared(storage, []);
    expect(storage.get(COMPARE_STORAGE_KEY)).toBeNull();
    storage.set(COMPARE_STORAGE_KEY, '{not json');
    expect(readCompared(storage)).toEqual([]);
  });
});

describe('the comparison store', () => {
  it('tells every subscriber about a change and writes it through', () => {
    const storage = createMemoryStorage({ [COMPARE_STORAGE_KEY]: '["carrara"]' });
    const store = createCompareStore(storage);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.getSnapshot()).toEqual(['carrara']);
    expect(store.toggle('taj-mahal')).toEqual({ kind: 'added', id: 'taj-mahal' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(readCompared(storage)).toEqual(['carrara', 'taj-mahal']);
    // Same list, same snapshot: React does not render again for nothing.
    expect(store.getSnapshot()).toBe(store.getSnapshot());
  });

  it('does not notify or write when a fourth stone is refused', () => {
    const storage = createMemoryStorage({ [COMPARE_STORAGE_KEY]: '["a","b","c"]' });
    const store = createCompareStore(storage);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.toggle('d').kind).toBe('full');
    expect(listener).not.toHaveBeenCalled();
    store.remove('b');
    expect(store.getSnapshot()).toEqual(['a', 'c']);
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
    expect(storage.get(COMPARE_STORAGE_KEY)).toBeNull();
  });

  it('follows a change made in another tab', () => {
    const storage = createMemoryStorage();
    const target = new EventTarget();
    const store = createCompareStore(storage, target);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.getSnapshot()).toEqual([]);
    storage.set(COMPARE_STORAGE_KEY, '["verde-alpi"]');
    target.dispatchEvent(Object.assign(new Event('storage'), { key: COMPARE_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toEqual(['verde-alpi']);
  });
});

describe('a shared comparison', () => {
  it('becomes the visitor’s own selection, cleaned, without a write when nothing changes', () => {
    const storage = createMemoryStorage({ [COMPARE_STORAGE_KEY]: '["carrara"]' });
    const store = createCompareStore(storage);
    const listener = vi.fn();
    store.subscribe(listener);
    store.replace(['taj-mahal', 'taj-mahal', 'verde-alpi']);
    expect(store.getSnapshot()).toEqual(['taj-mahal', 'verde-alpi']);
    expect(readCompared(storage)).toEqual(['taj-mahal', 'verde-alpi']);
    store.replace(['taj-mahal', 'verde-alpi']);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
