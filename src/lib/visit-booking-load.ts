// The booking calls (./visit-booking, with supabase-js), loaded on demand once for the page.
import { loadWhenReachable } from './network';

export const loadVisitBooking = loadWhenReachable(() => import('./visit-booking'));
export type VisitBookingModule = typeof import('./visit-booking');
