// MSW in the browser for `npm run dev` with VITE_MSW=1: the site talks to the mocked Supabase
// instead of a running store. VITE_MSW_SCENARIO picks the answer (success, insertError, exception, slow).
import { setupWorker } from 'msw/browser';
import { supabaseScenarios, type SupabaseScenario } from './supabase';

export async function startMockWorker(scenario: string = import.meta.env.VITE_MSW_SCENARIO ?? 'success') {
  const handlers = supabaseScenarios[(scenario in supabaseScenarios ? scenario : 'success') as SupabaseScenario];
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', serviceWorker: { url: '/mockServiceWorker.js' } });
  return worker;
}
