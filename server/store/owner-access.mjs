// @ts-check
// How the people who run the site read the stored requests while the server holds the data directory
// (PGlite has one owner: a second process opening it would lose writes). The running server answers
// GET /_owner/leads and GET /_owner/mail (how the lead e-mails are sent), outside the public /rest/v1 API,
// only to a loopback caller that presents a random secret: behind a reverse proxy on the same machine every
// visitor is loopback, so the address alone proves nothing. The secret and the server's address are written
// next to the data directory in a file only its owner can read (mode 0600). `npm run leads` and
// `npm run check:backend` read that file. See docs/decisions/008-reading-leads-while-the-site-runs.md.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const OWNER_LEADS_PATH = '/_owner/leads';
export const OWNER_MAIL_PATH = '/_owner/mail';
/** The visits agenda (`npm run visits`): ?from=AAAA-MM-DD&days=N, days in Rio de Janeiro. */
export const OWNER_VISITS_PATH = '/_owner/visits';
export const OWNER_WARRANTIES_PATH = '/_owner/warranties';

/**
 * The agenda's range: `days` days from the start of `from` in Rio de Janeiro (UTC-3 all year since 2019).
 * @param {string | null | undefined} from AAAA-MM-DD
 * @param {string | number | null | undefined} days 1 to 62
 * @returns {{ from: Date, to: Date }}
 */
export function agendaRange(from, days) {
  const start = parseSince(from);
  if (!start) throw new RangeError('from espera uma data AAAA-MM-DD');
  const count = Number(days ?? 1);
  if (!Number.isInteger(count) || count < 1 || count > 62) throw new RangeError(`days espera um número de 1 a 62, recebeu ${days}`);
  return { from: start, to: new Date(start.getTime() + count * 86_400_000) };
}

/** A fresh owner's secret: 32 random bytes in hex. */
export function newOwnerSecret() {
  return randomBytes(32).toString('hex');
}

/** @param {string} dataDir */
export function ownerAccessPathFor(dataDir) {
  return `${resolve(dataDir)}.owner.json`;
}

/**
 * True for an address of this machine: 127.0.0.0/8, ::1, and their IPv4-mapped form.
 * @param {string | undefined} address
 */
export function isLoopback(address) {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4) || address === '::1';
}

/**
 * Writes the secret (a fresh one unless given) and the server's URL for the data directory's owner alone.
 * @param {string} dataDir
 * @param {string} url
 * @param {string} [secret]
 */
export function publishOwnerAccess(dataDir, url, secret = newOwnerSecret()) {
  const file = ownerAccessPathFor(dataDir);
  writeFileSync(file, JSON.stringify({ url, secret, pid: process.pid }), { mode: 0o600 });
  // The mode above applies only to a new file; an older one keeps its own.
  chmodSync(file, 0o600);
  return {
    secret,
    remove() {
      try {
        const current = JSON.parse(readFileSync(file, 'utf8'));
        if (current.secret === secret) rmSync(file, { force: true });
      } catch {
        // Already gone.
      }
    },
  };
}

/**
 * @param {string} dataDir
 * @returns {{ url: string, secret: string, pid: number } | null}
 */
export function readOwnerAccess(dataDir) {
  try {
    const parsed = JSON.parse(readFileSync(ownerAccessPathFor(dataDir), 'utf8'));
    return typeof parsed.url === 'string' && typeof parsed.secret === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

/** @param {string} given @param {string} wanted */
function sameSecret(given, wanted) {
  const a = Buffer.from(given);
  const b = Buffer.from(wanted);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `since` as the start of that day in Rio de Janeiro (UTC-3 all year since 2019), or null when absent.
 * @param {string | null | undefined} since
 * @returns {Date | null}
 */
export function parseSince(since) {
  if (since === null || since === undefined || since === '') return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(since)) throw new RangeError(`--since espera uma data AAAA-MM-DD, recebeu ${since}`);
  const date = new Date(`${since}T00:00:00-03:00`);
  if (Number.isNaN(date.getTime())) throw new RangeError(`--since: data inválida ${since}`);
  return date;
}

/**
 * Why a caller may not read the owner's endpoints (status and message), or null when it may: a loopback address
 * and the secret, as `Authorization: Bearer <secret>`.
 * @param {import('node:http').IncomingMessage} req
 * @param {string} secret
 * @returns {{ status: number, message: string } | null}
 */
export function ownerRefusal(req, secret) {
  if (!isLoopback(req.socket.remoteAddress)) return { status: 403, message: 'Disponível apenas nesta máquina.' };
  const header = req.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice(7) : '';
  if (!given || !sameSecret(given, secret)) return { status: 401, message: 'Segredo ausente ou inválido.' };
  if (req.method !== 'GET') return { status: 405, message: 'Somente GET.' };
  return null;
}

/**
 * @param {import('./open-store.mjs').LeadStore} store
 * @param {string} secret
 * @param {() => Promise<Record<string, unknown>>} [mailStatus] what GET /_owner/mail answers
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<boolean>}
 */
export function createOwnerHandler(store, secret, mailStatus) {
  return async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== OWNER_LEADS_PATH && url.pathname !== OWNER_MAIL_PATH && url.pathname !== OWNER_VISITS_PATH && url.pathname !== OWNER_WARRANTIES_PATH) return false;
    const send = (/** @type {number} */ status, /** @type {unknown} */ body) => {
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' }).end(JSON.stringify(body));
      return true;
    };
    const refusal = ownerRefusal(req, secret);
    if (refusal) return send(refusal.status, { message: refusal.message });
    if (url.pathname === OWNER_MAIL_PATH) return mailStatus ? send(200, await mailStatus()) : false;
    if (url.pathname === OWNER_WARRANTIES_PATH) return send(200, { rows: await store.listWarranties() });
    if (url.pathname === OWNER_VISITS_PATH) {
      let range;
      try {
        range = agendaRange(url.searchParams.get('from'), url.searchParams.get('days'));
      } catch (error) {
        return send(400, { message: error instanceof Error ? error.message : String(error) });
      }
      return send(200, { rows: await store.listVisits(range) });
    }
    let since;
    try {
      since = parseSince(url.searchParams.get('since'));
    } catch (error) {
      return send(400, { message: error instanceof Error ? error.message : String(error) });
    }
    const limit = Number(url.searchParams.get('limit') ?? 100_000);
    const rows = await store.listRows({ limit, since, withEmails: true });
    return send(200, { columns: store.tables.get('budget_requests')?.columns ?? [], total: await store.countRows(), rows });
  };
}
