import { describe, expect, it, vi } from 'vitest';
import { createBudgetAnalytics } from '../../src/lib/analytics';

const lead = { role: 'arquiteto', environmentType: 'cozinha', materialPreference: 'quartzito', investmentRange: '20k-50k' };

describe('form analytics', () => {
  it('fires form_start, form_step_completed and generate_lead through gtag', () => {
    const gtag = vi.fn();
    const analytics = createBudgetAnalytics(() => ({ gtag }));
    analytics.formStart();
    analytics.stepCompleted(2);
    analytics.lead({ ...lead, name: 'Ana', email: 'ana@x.com' } as typeof lead);
    expect(gtag.mock.calls).toEqual([
      ['event', 'form_start', { form_name: 'budget' }],
      ['event', 'form_step_completed', { form_name: 'budget', step: 2 }],
      [
        'event',
        'generate_lead',
        { currency: 'BRL', value: 1, role: 'arquiteto', environment_type: 'cozinha', material_preference: 'quartzito', investment_range: '20k-50k' },
      ],
    ]);
  });

  it('sends the equivalent Meta pixel events, and never personal data', () => {
    const fbq = vi.fn();
    const analytics = createBudgetAnalytics(() => ({ fbq }));
    analytics.formStart();
    analytics.stepCompleted(4);
    analytics.lead({ ...lead, name: 'Ana' } as typeof lead);
    expect(fbq.mock.calls[0]).toEqual(['trackCustom', 'FormStart', { form_name: 'budget' }]);
    expect(fbq.mock.calls[1]).toEqual(['trackCustom', 'FormStepCompleted', { form_name: 'budget', step: 4 }]);
    expect(fbq.mock.calls[2]).toEqual(['track', 'Lead', expect.objectContaining({ currency: 'BRL', value: 1, role: 'arquiteto' })]);
    expect(JSON.stringify(fbq.mock.calls)).not.toContain('Ana');
  });

  it('is a no-op without the tags and never throws when they do', () => {
    expect(() => createBudgetAnalytics(() => ({})).lead(lead)).not.toThrow();
    expect(() => createBudgetAnalytics(() => undefined).formStart()).not.toThrow();
    const broken = createBudgetAnalytics(() => ({
      gtag: () => {
        throw new Error('blocked');
      },
      fbq: vi.fn(),
    }));
    expect(() => broken.stepCompleted(1)).not.toThrow();
  });

  it('reads window.gtag at call time, so tags loaded after consent are used', () => {
    const analytics = createBudgetAnalytics();
    const gtag = vi.fn();
    (globalThis as { gtag?: unknown }).gtag = gtag;
    try {
      analytics.formStart();
    } finally {
      delete (globalThis as { gtag?: unknown }).gtag;
    }
    expect(gtag).toHaveBeenCalledWith('event', 'form_start', { form_name: 'budget' });
  });
});
