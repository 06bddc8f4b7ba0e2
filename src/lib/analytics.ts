// Form analytics for gtag and the Meta pixel. Consent and script loading live elsewhere:
// this module only calls window.gtag / window.fbq when they exist, never throws, never waits.
type Gtag = (command: 'event', name: string, params?: Record<string, unknown>) => void;
type Fbq = (command: 'track' | 'trackCustom', name: string, params?: Record<string, unknown>) => void;

export interface AnalyticsTarget {
  gtag?: Gtag;
  fbq?: Fbq;
}

export interface LeadAnalytics {
  role: string;
  environmentType: string;
  materialPreference: string;
  investmentRange: string;
}

export interface BudgetAnalytics {
  formStart(): void;
  stepCompleted(step: number): void;
  lead(lead: LeadAnalytics): void;
}

function safely(call: () => void) {
  try {
    call();
  } catch {
    // A broken third-party script must never break the form.
  }
}

export function createBudgetAnalytics(target: () => AnalyticsTarget | undefined = () => globalThis as AnalyticsTarget): BudgetAnalytics {
  const send = (gtagEvent: [string, Record<string, unknown>?], pixel: Parameters<Fbq>) => {
    safely(() => {
      const t = target();
      if (typeof t?.gtag === 'function') safely(() => t.gtag!('event', ...gtagEvent));
      if (typeof t?.fbq === 'function') safely(() => t.fbq!(...pixel));
    });
  };
  return {
    formStart: () => send(['form_start', { form_name: 'budget' }], ['trackCustom', 'FormStart', { form_name: 'budget' }]),
    stepCompleted: (step) =>
      send(['form_step_completed', { form_name: 'budget', step }], ['trackCustom', 'FormStepCompleted', { form_name: 'budget', step }]),
    lead: (lead) => {
      const params = {
        currency: 'BRL',
        value: 1,
        role: lead.role,
        environment_type: lead.environmentType,
        material_preference: lead.materialPreference,
        investment_range: lead.investmentRange,
      };
      send(['generate_lead', params], ['track', 'Lead', params]);
    },
  };
}

export const budgetAnalytics: BudgetAnalytics = createBudgetAnalytics();
