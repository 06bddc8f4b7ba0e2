// @ts-check
// Error bodies and statuses shaped like PostgREST's, so supabase-js hands the
// browser the same `{ code, message, details, hint }` it gets from Supabase.
//
// Codes PGRST0xx-3xx are PostgREST's own. Supabase answers some requests
// before PostgREST sees them (missing API key, rate limit, oversized body);
// for those this store uses PGRST + the HTTP status (PGRST401, PGRST413...),
// a group PostgREST does not use, so they cannot be mistaken for real ones.

/**
 * @typedef {object} RestError
 * @property {number} status
 * @property {string} code
 * @property {string} message
 * @property {string | null} details
 * @property {string | null} hint
 * @property {Record<string, string>} [headers]
 */

/**
 * @param {number} status
 * @param {string} code
 * @param {string} message
 * @param {{ details?: string | null, hint?: string | null, headers?: Record<string, string> }} [extra]
 * @returns {RestError}
 */
export function restError(status, code, message, extra = {}) {
  return {
    status,
    code,
    message,
    details: extra.details ?? null,
    hint: extra.hint ?? null,
    ...(extra.headers ? { headers: extra.headers } : {}),
  };
}

/** @type {Readonly<Record<string, number>>} */
const STATUS_BY_SQLSTATE = {
  '23503': 409,
  '23505': 409,
  '25006': 405,
  P0001: 400,
  '42883': 404,
  '42P01': 404,
  '42P17': 500,
  '42501': 401,
  '53400': 500,
};

/** @type {Readonly<Record<string, number>>} */
const STATUS_BY_CLASS = {
  '08': 503,
  '09': 500,
  '0L': 403,
  '0P': 403,
  '25': 500,
  '28': 403,
  '2D': 500,
  '38': 500,
  '39': 500,
  '3B': 500,
  '40': 500,
  '53': 503,
  '54': 500,
  '55': 500,
  '57': 500,
  '58': 500,
  F0: 500,
  HV: 500,
  P0: 500,
  XX: 500,
};

/**
 * PostgREST's SQLSTATE to HTTP status table. Requests here always run as
 * anon (no signed-in user), so insufficient privilege is 401, not 403.
 * @param {string} sqlState
 * @returns {number}
 */
export function statusForSqlState(sqlState) {
  return STATUS_BY_SQLSTATE[sqlState] ?? STATUS_BY_CLASS[sqlState.slice(0, 2)] ?? 400;
}

/**
 * A database error as PostgREST reports it, or null if `error` did not come
 * from PostgreSQL.
 * @param {unknown} error
 * @returns {RestError | null}
 */
export function fromDatabaseError(error) {
  if (typeof error !== 'object' || error === null) return null;
  const { code, message, detail, hint } = /** @type {{ code?: unknown, message?: unknown, detail?: unknown, hint?: unknown }} */ (error);
  if (code === 'PGRST' && typeof message === 'string') return fromRaisedPgrst(message, typeof detail === 'string' ? detail : '');
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code) || typeof message !== 'string') return null;
  return restError(statusForSqlState(code), code, message, {
    details: typeof detail === 'string' ? detail : null,
    hint: typeof hint === 'string' ? hint : null,
  });
}

/**
 * PostgREST 11+: SQL that raises SQLSTATE 'PGRST' chooses the answer. The message is the JSON body
 * ({ code, message, details, hint }), the detail carries { status, headers }.
 * @param {string} message
 * @param {string} detail
 * @returns {RestError}
 */
function fromRaisedPgrst(message, detail) {
  /** @param {string} text */
  const parse = (text) => {
    try {
      const value = JSON.parse(text);
      return typeof value === 'object' && value !== null ? value : {};
    } catch {
      return {};
    }
  };
  const body = parse(message);
  const meta = parse(detail);
  const status = Number.isInteger(meta.status) && meta.status >= 100 && meta.status <= 599 ? meta.status : 500;
  /** @type {Record<string, string>} */
  const headers = {};
  for (const [name, value] of Object.entries(typeof meta.headers === 'object' && meta.headers ? meta.headers : {})) {
    if (typeof value === 'string' && /^[A-Za-z0-9-]+$/.test(name)) headers[name] = value;
  }
  return restError(status, typeof body.code === 'string' ? body.code : 'PGRST', typeof body.message === 'string' ? body.message : 'Request refused', {
    details: typeof body.details === 'string' ? body.details : null,
    hint: typeof body.hint === 'string' ? body.hint : null,
    ...(Object.keys(headers).length ? { headers } : {}),
  });
}

/** @returns {RestError} */
export function internalError() {
  return restError(500, 'PGRSTX00', 'Internal server error', {
    hint: 'The local lead store logged the cause.',
  });
}

/**
 * @param {RestError} error
 * @returns {string}
 */
export function errorBody(error) {
  return JSON.stringify({ code: error.code, details: error.details, hint: error.hint, message: error.message });
}
