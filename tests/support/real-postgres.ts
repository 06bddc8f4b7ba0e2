// The throwaway PostgreSQL cluster of scripts/lib/real-postgres.mjs (Debian's server, every migration
// applied), typed for the tests.
export { literal, startRealPostgres } from '../../scripts/lib/real-postgres.mjs';
export type { RealPostgres, SqlResult } from '../../scripts/lib/real-postgres.mjs';
