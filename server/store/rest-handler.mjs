// @ts-check
// A PostgREST-compatible `/rest/v1/*` endpoint over the local lead store,
// covering what supabase-js sends for `.from(table).insert(...)` and answering
// everything else the way PostgREST answers the anon role. It is exposed to
// the internet when the site runs on its own, so every request is bounded:
// rate limit, body size, row count, read deadline and a cap on queued writes.
import { timingSafeEqual } from 'node:crypto';
import { clientAddress, rateLimitKey } from './client-address.mjs';
import { ALLOWED_METHODS, applyCors } from './cors.mjs';
import { createRateLimiter } from './rate-limiter.mjs';
import { BodyReadError, readBody } from './read-body.mjs';
import { errorBody, fromDatabaseError, internalError, restError } from './rest-errors.mjs';
import {
  checkKeys,
  depthExceeds,
  isJsonContentType,
  parseColumnList,
  parsePrefer,
  parseSelect,
} from './rest-request.mjs';

/** @typedef {import('./open-store.mjs').LeadStore} LeadStore */
/** @typedef {import('./rest-errors.mjs').RestError} RestError */
/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {{ status: number, headers?: Record<string, string>, body?: string }} Answer */

export const REST_PREFIX = '/rest/v1';

/**
 * @typedef {object} RestHandlerOptions
 * @property {number} [maxBodyBytes] default 32 KiB; larger bodies get 413
 * @property {number} [maxRows] default 20 rows per request; more get 413
 * @property {number} [bodyTimeoutMs] default 10 s to receive the body; slower gets 408
 * @property {import('./rate-limiter.mjs').RateLimitOptions | false} [rateLimit]
 *   default $LEADS_RATE_LIMIT_PER_MINUTE (0 turns it off), else 30 requests a minute per
 *   client address (IPv6: per /64); false turns it off
 * @property {number} [maxPendingWrites] default 256 inserts waiting for the database; more get 503
 * @property {string} [anonKey] when set, the `apikey` header must equal it; default $LOCAL_ANON_KEY
 * @property {readonly string[]} [allowedOrigins] origins allowed besides the site's own and loopback; '*' allows all
 * @property {boolean} [trustProxy] rate-limit by X-Forwarded-For (only behind a proxy that sets it)
 * @property {number} [requestsPerWindow] the table's abuse limit for this server's requests (default: the migration's 5; 0: off); $LEADS_REQUESTS_PER_WINDOW
 * @property {(message: string, error: unknown) => void} [logError] default console.error
 * @property {() => void} [onInserted] called after rows were stored and answered (the lead e-mail sender's wake-up)
 * @property {() => number} [now] clock, for tests
 */

/** The message of the 429 answer, shown to visitors by some clients. */
export const RATE_LIMIT_MESSAGE = 'Muitas solicitações. Tente novamente em instantes.';

const MAX_JSON_DEPTH = 32;
const INSERT_QUERY_PARAMS = new Set(['select', 'columns', 'on_conflict', 'apikey']);
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * @param {LeadStore} store
 * @param {RestHandlerOptions} [options]
 * @returns {(req: IncomingMessage, res: ServerResponse) => Promise<boolean>}
 *   resolves false, without touching the response, for paths outside /rest/v1
 */
export function createRestHandler(store, options = {}) {
  const maxBodyBytes = options.maxBodyBytes ?? 32 * 1024;
  const maxRows = options.maxRows ?? 20;
  const bodyTimeoutMs = options.bodyTimeoutMs ?? 10_000;
  const maxPendingWrites = options.maxPendingWrites ?? 256;
  const anonKey = options.anonKey ?? (process.env.LOCAL_ANON_KEY || undefined);
  const allowedOrigins = options.allowedOrigins ?? [];
  const trustProxy = options.trustProxy ?? false;
  const requestsPerWindow = options.requestsPerWindow ?? requestsPerWindowFromEnv();
  const logError = options.logError ?? ((message, error) => console.error(message, error));
  const rateLimitOptions = options.rateLimit === undefined ? rateLimitFromEnv() : options.rateLimit;
  const limiter = rateLimitOptions === false ? null : createRateLimiter(rateLimitOptions, options.now);
  let pendingWrites = 0;
  /** Requests whose body was abandoned half-read (too large, too slow). */
  const unfinishedBodies = new WeakSet();

  /**
   * Writes the answer. The connection is closed when the request body was
   * left unread and may be large or endless, so a client cannot keep
   * streaming into a socket nobody reads; small leftovers are drained by
   * Node and the connection stays reusable.
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {Answer} answer
   */
  function send(req, res, answer) {
    if (res.headersSent || res.destroyed) return;
    const headers = { ...answer.headers };
    const unread = !req.readableEnded && (
      unfinishedBodies.has(req) ||
      req.headers['transfer-encoding'] !== undefined ||
      Number(req.headers['content-length'] ?? 0) > maxBodyBytes
    );
    if (unread) headers.Connection = 'close';
    const body = req.method === 'HEAD' ? undefined : answer.body;
    if (body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(body));
    res.writeHead(answer.status, headers);
    res.end(body);
  }

  /**
   * @param {IncomingMessage} req
   * @param {URLSearchParams} query
   * @param {string[]} segments path after /rest/v1/
   * @returns {Promise<RestError | Answer>}
   */
  async function route(req, query, segments) {
    const method = req.method ?? 'GET';

    if (limiter) {
      const decision = limiter.take(rateLimitKey(clientAddress(req, trustProxy)));
      if (!decision.allowed) {
        return restError(429, 'PGRST429', RATE_LIMIT_MESSAGE, {
          headers: { 'Retry-After': String(decision.retryAfterSeconds) },
        });
      }
    }

    const keyError = checkApiKey(req, query, anonKey);
    if (keyError) return keyError;

    const profileHeader = method === 'GET' || method === 'HEAD' ? 'accept-profile' : 'content-profile';
    const profile = req.headers[profileHeader];
    if (profile !== undefined && profile !== 'public') {
      return restError(406, 'PGRST106', `Invalid schema: ${String(profile)}`, {
        hint: 'Only the following schemas are exposed: public',
      });
    }

    const [first, second, ...rest] = segments;
    if (first === 'rpc' && second !== undefined && rest.length === 0) {
      if (method !== 'POST') return restError(405, 'PGRST117', `Unsupported HTTP method: ${method}`, { hint: 'The local store calls functions with POST.' });
      return callFunction(req, second);
    }
    if (first === undefined || first === '' || second !== undefined) {
      return restError(404, 'PGRST125', 'Invalid path specified in request URL');
    }
    const table = store.tables.get(first);
    if (!table) {
      return restError(404, 'PGRST205', `Could not find the table 'public.${first}' in the schema cache`);
    }

    switch (method) {
      case 'POST':
        return insert(req, query, table);
      case 'GET':
      case 'HEAD':
        return refuseUnlessAllowed(table.name, 'SELECT');
      case 'PATCH':
      case 'PUT':
        return refuseUnlessAllowed(table.name, 'UPDATE');
      case 'DELETE':
        return refuseUnlessAllowed(table.name, 'DELETE');
      default:
        return restError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
    }
  }

  /**
   * Reads and writes other than inserts: anon has no privilege for them, so
   * PostgREST would fail with 42501 before touching a row.
   * @param {string} table
   * @param {'SELECT' | 'UPDATE' | 'DELETE'} privilege
   * @returns {Promise<RestError>}
   */
  async function refuseUnlessAllowed(table, privilege) {
    if (!(await store.anonHas(table, privilege))) {
      return restError(401, '42501', `permission denied for table ${table}`);
    }
    return restError(405, 'PGRST117', 'The local lead store only accepts inserts.');
  }

  /**
   * @param {IncomingMessage} req
   * @param {URLSearchParams} query
   * @param {import('./open-store.mjs').TableInfo} table
   */
  async function insert(req, query, table) {
    for (const name of query.keys()) {
      if (!INSERT_QUERY_PARAMS.has(name)) {
        return restError(400, 'PGRST100', `Unsupported query parameter: ${name}`, {
          hint: 'Inserts into the local lead store accept select, columns and on_conflict.',
        });
      }
    }
    const prefer = parsePrefer(req.headers.prefer);
    const known = new Set(table.columns);

    /** @type {'*' | string[] | null} */
    let returning = null;
    if (prefer.get('return') === 'representation' || query.has('select')) {
      const parsed = parseSelect(query.get('select') ?? '*', table.name, known);
      if ('status' in parsed) return parsed;
      returning = parsed.columns;
    }

    /** @type {string[] | undefined} */
    let columns;
    if (query.has('columns')) {
      const parsed = parseColumnList(query.get('columns') ?? '', table.name, known);
      if ('status' in parsed) return parsed;
      columns = parsed.columns;
    }

    /** @type {import('./open-store.mjs').InsertOptions['onConflict']} */
    let onConflict;
    const resolution = prefer.get('resolution');
    if (resolution === 'merge-duplicates' || resolution === 'ignore-duplicates') {
      const target = query.has('on_conflict')
        ? parseColumnList(query.get('on_conflict') ?? '', table.name, known)
        : { columns: [...table.primaryKey] };
      if ('status' in target) return target;
      onConflict = { action: resolution === 'merge-duplicates' ? 'merge' : 'ignore', columns: target.columns };
    }

    const contentType = req.headers['content-type'];
    if (!isJsonContentType(contentType)) {
      return restError(415, 'PGRST107', `Content-Type not acceptable: ${contentType ?? '(none)'}`, {
        hint: 'Send the body as application/json.',
      });
    }

    const parsedBody = await readJsonRows(req);
    if ('status' in parsedBody) return parsedBody;
    let { rows } = parsedBody;
    if (rows.length > maxRows) {
      return restError(413, 'PGRST413', `Envie no máximo ${maxRows} solicitações por vez.`, {
        details: `${rows.length} rows sent, limit ${maxRows}`,
      });
    }

    const missingDefault = prefer.get('missing') === 'default';
    if (columns) {
      if (missingDefault) {
        const listed = columns;
        rows = rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => listed.includes(key))));
        columns = undefined;
      }
    } else {
      const shapeError = checkKeys(rows, table.name, known, !missingDefault);
      if (shapeError) return shapeError;
      if (!missingDefault && rows[0]) columns = Object.keys(rows[0]);
    }

    if (pendingWrites >= maxPendingWrites) {
      return restError(503, 'PGRST503', 'O servidor está ocupado. Tente novamente em instantes.', {
        headers: { 'Retry-After': '1' },
      });
    }
    pendingWrites += 1;
    /** @type {import('./open-store.mjs').InsertResult} */
    let result;
    try {
      result = await store.insertRows(rows, {
        requestHeaders: requestHeadersForSql(req, trustProxy),
        ...(requestsPerWindow !== undefined ? { requestsPerWindow } : {}),
        table: table.name,
        ...(columns ? { columns } : {}),
        ...(onConflict ? { onConflict } : {}),
        returning,
      });
    } catch (error) {
      const databaseError = fromDatabaseError(error);
      if (databaseError) return databaseError;
      if (store.isClosed()) {
        return restError(503, 'PGRST001', 'Database client error. Retrying the connection.', {
          headers: { 'Retry-After': '1' },
        });
      }
      throw error;
    } finally {
      pendingWrites -= 1;
    }

    if (result.count > 0 && options.onInserted) setImmediate(options.onInserted);
    const count = prefer.get('count');
    /** @type {Record<string, string>} */
    const headers = { 'Content-Range': count === 'exact' || count === 'planned' || count === 'estimated' ? `*/${result.count}` : '*/*' };
    if (result.rows) {
      return {
        status: 201,
        headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' },
        body: JSON.stringify(result.rows),
      };
    }
    return { status: 201, headers };
  }

  /**
   * POST /rest/v1/rpc/<name>: the function's named arguments in a JSON object, its value as the JSON answer
   * (PostgREST's shape for a function returning json or jsonb).
   * @param {IncomingMessage} req
   * @param {string} name
   * @returns {Promise<RestError | Answer>}
   */
  async function callFunction(req, name) {
    const contentType = req.headers['content-type'];
    if (!isJsonContentType(contentType)) {
      return restError(415, 'PGRST107', `Content-Type not acceptable: ${contentType ?? '(none)'}`, { hint: 'Send the body as application/json.' });
    }
    const parsedBody = await readJsonRows(req);
    if ('status' in parsedBody) return parsedBody;
    const [args, ...more] = parsedBody.rows;
    if (!args || more.length > 0) return restError(400, 'PGRST102', 'Empty or invalid json', { details: 'Send the arguments as one JSON object.' });
    if (pendingWrites >= maxPendingWrites) {
      return restError(503, 'PGRST503', 'O servidor está ocupado. Tente novamente em instantes.', { headers: { 'Retry-After': '1' } });
    }
    pendingWrites += 1;
    /** @type {import('./open-store.mjs').CallResult} */
    let result;
    try {
      result = await store.callFunction(name, args, {
        requestHeaders: requestHeadersForSql(req, trustProxy),
        ...(requestsPerWindow !== undefined ? { requestsPerWindow } : {}),
      });
    } catch (error) {
      const databaseError = fromDatabaseError(error);
      if (databaseError) return databaseError;
      if (store.isClosed()) {
        return restError(503, 'PGRST001', 'Database client error. Retrying the connection.', { headers: { 'Retry-After': '1' } });
      }
      throw error;
    } finally {
      pendingWrites -= 1;
    }
    if (!result.found || result.missing.length > 0 || result.unknown.length > 0) {
      const given = Object.keys(args).sort().join(', ');
      return restError(404, 'PGRST202', `Could not find the function public.${name}(${given}) in the schema cache`, {
        ...(result.found ? { details: `missing: ${result.missing.join(', ') || '-'}; unknown: ${result.unknown.join(', ') || '-'}` } : {}),
      });
    }
    // A function that may write (a booking, a move, a cancellation) may owe e-mails: wake the sender. Reads do not.
    if (result.volatile && options.onInserted) setImmediate(options.onInserted);
    return { status: 200, headers: { 'Content-Type': 'application/json; charset=utf-8' }, body: JSON.stringify(result.value) };
  }

  /**
   * @param {IncomingMessage} req
   * @returns {Promise<RestError | { rows: Record<string, unknown>[] }>}
   */
  async function readJsonRows(req) {
    let raw;
    try {
      raw = await readBody(req, { maxBytes: maxBodyBytes, timeoutMs: bodyTimeoutMs });
    } catch (error) {
      if (!(error instanceof BodyReadError)) throw error;
      unfinishedBodies.add(req);
      if (error.reason === 'too-large') {
        return restError(413, 'PGRST413', `O corpo da solicitação passa do limite de ${maxBodyBytes} bytes.`);
      }
      if (error.reason === 'timeout') {
        return restError(408, 'PGRST408', 'A solicitação demorou demais para chegar. Tente novamente.');
      }
      return restError(400, 'PGRST102', 'Empty or invalid json', { details: 'The request body was cut short.' });
    }

    /** @type {unknown} */
    let value;
    try {
      value = JSON.parse(utf8.decode(raw));
    } catch {
      return restError(400, 'PGRST102', 'Empty or invalid json');
    }
    const rows = Array.isArray(value) ? value : [value];
    for (const row of rows) {
      if (typeof row !== 'object' || row === null || Array.isArray(row)) {
        return restError(400, 'PGRST102', 'Empty or invalid json', {
          details: 'The body must be a JSON object or an array of JSON objects.',
        });
      }
      if (depthExceeds(row, MAX_JSON_DEPTH)) {
        return restError(400, 'PGRST102', 'Empty or invalid json', {
          details: `Values may nest at most ${MAX_JSON_DEPTH} levels deep.`,
        });
      }
    }
    return { rows: /** @type {Record<string, unknown>[]} */ (rows) };
  }

  return async function handleRest(req, res) {
    const url = req.url ?? '/';
    const queryStart = url.indexOf('?');
    const path = queryStart === -1 ? url : url.slice(0, queryStart);
    if (path !== REST_PREFIX && !path.startsWith(`${REST_PREFIX}/`)) return false;

    // A client that disconnects mid-body must not become an unhandled 'error'.
    req.on('error', () => {});
    try {
      const preflight = req.method === 'OPTIONS';
      applyCors(req, res, allowedOrigins, preflight);
      if (preflight) {
        send(req, res, { status: 204, headers: { Allow: ALLOWED_METHODS } });
        return true;
      }

      const query = new URLSearchParams(queryStart === -1 ? '' : url.slice(queryStart + 1));
      let segments;
      try {
        segments = path.slice(REST_PREFIX.length + 1).split('/').map((segment) => decodeURIComponent(segment));
      } catch {
        segments = ['', ''];
      }
      const outcome = await route(req, query, segments);
      if ('code' in outcome) {
        send(req, res, {
          status: outcome.status,
          headers: { 'Content-Type': 'application/json; charset=utf-8', ...outcome.headers },
          body: errorBody(outcome),
        });
      } else {
        send(req, res, outcome);
      }
    } catch (error) {
      logError('local lead store: request failed', error);
      if (res.headersSent) {
        res.destroy();
      } else {
        const failure = internalError();
        send(req, res, {
          status: failure.status,
          headers: { 'Content-Type': 'application/json; charset=utf-8' },
          body: errorBody(failure),
        });
      }
    }
    return true;
  };
}

/** @returns {import('./rate-limiter.mjs').RateLimitOptions | false} */
function rateLimitFromEnv() {
  const raw = process.env.LEADS_RATE_LIMIT_PER_MINUTE;
  if (raw === undefined || raw.trim() === '') return { limit: 30, windowMs: 60_000 };
  const perMinute = Number(raw);
  if (!Number.isInteger(perMinute) || perMinute < 0) {
    throw new RangeError(`LEADS_RATE_LIMIT_PER_MINUTE must be a whole number (0 turns the limit off), got "${raw}"`);
  }
  return perMinute === 0 ? false : { limit: perMinute, windowMs: 60_000 };
}

/**
 * @param {IncomingMessage} req
 * @param {URLSearchParams} query
 * @param {string | undefined} expected
 * @returns {RestError | null}
 */
function checkApiKey(req, query, expected) {
  const header = req.headers.apikey;
  const key = (typeof header === 'string' ? header : query.get('apikey') ?? '').trim();
  if (key === '') {
    return restError(401, 'PGRST401', 'No API key found in request', {
      hint: 'No `apikey` request header or url param was found.',
    });
  }
  if (expected !== undefined) {
    const given = Buffer.from(key);
    const wanted = Buffer.from(expected);
    if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) {
      return restError(401, 'PGRST401', 'Invalid API key', { hint: 'Double check the anon API key the site uses.' });
    }
  }
  return null;
}

/**
 * The request's headers as PostgREST hands them to SQL (`request.headers`), with this server in the
 * platform's place: it appends the connection's address to X-Forwarded-For (behind a trusted proxy, the
 * proxy has appended it already) and drops a cf-connecting-ip a client sent, which only an edge may set.
 * @param {IncomingMessage} req
 * @param {boolean} trustProxy
 * @returns {Record<string, string>}
 */
export function requestHeadersForSql(req, trustProxy) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === 'cf-connecting-ip' || name === 'authorization' || name === 'apikey' || name === 'cookie') continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  if (!trustProxy) {
    const socket = req.socket.remoteAddress ?? '';
    headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${socket}` : socket;
  }
  return headers;
}

/** @returns {number | undefined} */
function requestsPerWindowFromEnv() {
  const raw = process.env.LEADS_REQUESTS_PER_WINDOW;
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`LEADS_REQUESTS_PER_WINDOW must be a whole number >= 0, got ${raw}`);
  return value;
}
