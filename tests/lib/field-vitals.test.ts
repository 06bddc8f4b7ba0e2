// A Core Web Vital of a real visit becomes one GA4 event: its name, a summable value (CLS times 1,000), the
// figure, its rating, the id that groups a visit's reports, and the element that caused it.
import { describe, expect, it } from 'vitest';
import { vitalsEvent, type VitalsMetric } from '../../src/lib/field-vitals';

const base = { id: 'v5-1700000000000-1', rating: 'good', navigationType: 'navigate', entries: [] } as const;

describe('field vitals as GA4 events', () => {
  it('names LCP by its element', () => {
    const metric = { ...base, name: 'LCP', value: 1834.5, delta: 1834.5, attribution: { target: 'main > h1', timeToFirstByte: 0, resourceLoadDelay: 0, resourceLoadDuration: 0, elementRenderDelay: 0 } } as unknown as VitalsMetric;
    expect(vitalsEvent(metric)).toEqual({
      name: 'LCP',
      params: { value: 1835, metric_id: base.id, metric_value: 1834.5, metric_delta: 1834.5, metric_rating: 'good', navigation_type: 'navigate', debug_target: 'main > h1' },
    });
  });

  it('names INP by the element and the kind of interaction', () => {
    const metric = { ...base, name: 'INP', value: 240, delta: 240, rating: 'needs-improvement', attribution: { interactionTarget: 'button.send', interactionType: 'pointer' } } as unknown as VitalsMetric;
    expect(vitalsEvent(metric).params).toMatchObject({ value: 240, metric_rating: 'needs-improvement', debug_target: 'button.send', debug_interaction: 'pointer' });
  });

  it('sends CLS times 1,000, so the values GA4 sums stay whole, and its figure as measured', () => {
    const metric = { ...base, name: 'CLS', value: 0.0123, delta: 0.0023, attribution: { largestShiftTarget: 'footer' } } as unknown as VitalsMetric;
    expect(vitalsEvent(metric).params).toMatchObject({ value: 2, metric_value: 0.0123, metric_delta: 0.0023, debug_target: 'footer' });
  });

  it('leaves out a cause it does not know', () => {
    const metric = { ...base, name: 'CLS', value: 0, delta: 0, attribution: {} } as unknown as VitalsMetric;
    expect(vitalsEvent(metric).params).not.toHaveProperty('debug_target');
  });
});
