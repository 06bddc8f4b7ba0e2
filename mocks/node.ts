// MSW in Vitest: every test file that talks to Supabase starts this server; unhandled requests fail.
import { setupServer } from 'msw/node';
import { siteAnswers } from './site';
import { supabaseScenarios } from './supabase';

export const server = setupServer(siteAnswers, ...supabaseScenarios.success);
