// The warranty calls (./warranty-registration, with supabase-js), loaded on demand once for the page.
import { loadWhenReachable } from './network';

export const loadWarranty = loadWhenReachable(() => import('./warranty-registration'));
export type WarrantyModule = typeof import('./warranty-registration');
