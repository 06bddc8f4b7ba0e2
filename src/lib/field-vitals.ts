// Core Web Vitals of real visits (LCP, INP, CLS, with what caused each), sent as Google Analytics 4 events.
// Loaded by src/lib/tracking.ts only after the visitor accepts cookies, and only when VITE_GA_ID is set: this
// module and the web-vitals library are a chunk of their own that no other visit downloads.
import { onCLS, onINP, onLCP, type CLSMetricWithAttribution, type INPMetricWithAttribution, type LCPMetricWithAttribution } from 'web-vitals/attribution';

export type VitalsMetric = LCPMetricWithAttribution | INPMetricWithAttribution | CLSMetricWithAttribution;
export type SendEvent = (name: string, params: Record<string, string | number>) => void;

/** What caused the figure: the LCP element, the element interacted with, the element that shifted most. */
function target(metric: VitalsMetric): string | undefined {
  switch (metric.name) {
    case 'LCP':
      return metric.attribution.target;
    case 'INP':
      return metric.attribution.interactionTarget;
    case 'CLS':
      return metric.attribution.largestShiftTarget;
  }
}

/**
 * The GA4 event of a metric: named 'LCP', 'INP' or 'CLS'; `value` the change since its last report (CLS times
 * 1,000, as GA4 sums whole numbers), so summing an event's values gives the visit's figure; the figure itself, its
 * rating, an id that groups one visit's reports, and what caused it (`debug_target`, a CSS selector).
 */
export function vitalsEvent(metric: VitalsMetric): { name: string; params: Record<string, string | number> } {
  const scale = metric.name === 'CLS' ? 1000 : 1;
  const params: Record<string, string | number> = {
    value: Math.round(metric.delta * scale),
    metric_id: metric.id,
    metric_value: metric.value,
    metric_delta: metric.delta,
    metric_rating: metric.rating,
    navigation_type: metric.navigationType,
  };
  const cause = target(metric);
  if (cause) params.debug_target = cause;
  if (metric.name === 'INP' && metric.attribution.interactionType) params.debug_interaction = metric.attribution.interactionType;
  return { name: metric.name, params };
}

/** Reports each metric of this visit when the library has it (LCP at the first input, INP and CLS when the page is hidden). */
export function reportFieldVitals(send: SendEvent): void {
  const report = (metric: VitalsMetric) => {
    const { name, params } = vitalsEvent(metric);
    send(name, params);
  };
  onLCP(report);
  onINP(report);
  onCLS(report);
}
