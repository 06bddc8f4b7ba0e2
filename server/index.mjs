// @ts-check
// `npm start`: serves the prerendered site and, unless a hosted Supabase project is configured,
// the embedded lead store (PGlite behind a PostgREST-shaped /rest/v1) on the same origin.
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createStaticSite } from './static-site.mjs';
import { securityHeadersForBuild } from './security-headers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The built sender (dist-server/node-sender.js, or LEADS_MAIL_MODULE). @param {Record<string, string | undefined>} env */
const senderBundle = (env) => (env.LEADS_MAIL_MODULE ? path.resolve(env.LEADS_MAIL_MODULE) : path.join(root, 'dist-server', 'node-sender.js'));

/**
 * The reminders' one-click unsubscribe (RFC 8058) at /descadastrar?k=…: no cookie, no page script, no tag; the
 * answer is made by the built sender's server/lead-mail/unsubscribe.ts, the same code the Edge Function runs.
 * @param {import('./store/open-store.mjs').LeadStore} db
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {Record<string, string | undefined>} env where the built sender is (LEADS_MAIL_MODULE)
 */
export async function answerUnsubscribe(db, req, res, env) {
  /** @type {{ answerUnsubscribe: (method: string, search: string, unsubscribe: (key: string) => Promise<boolean>) => Promise<{ status: number, headers: Record<string, string>, body: string }>, isNotFound: (error: unknown) => boolean }} */
  const unsubscribe = await import(pathToFileURL(senderBundle(env)).href);
  // The provider's body (List-Unsubscribe=One-Click) says nothing the URL does not: read and set aside, bounded.
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > 10_000) break;
  }
  const url = new URL(req.url ?? '/', 'http://localhost');
  const answer = await unsubscribe.answerUnsubscribe(req.method ?? 'GET', url.search, (key) =>
    db.callFunction('unsubscribe_warranty', { p_key: key }).then(
      () => true,
      (error) => {
        if (unsubscribe.isNotFound(error)) return false;
        throw error;
      },
    ),
  );
  res.writeHead(answer.status, answer.headers).end(req.method === 'HEAD' ? undefined : answer.body);
}

/**
 * The lead e-mail sender (server/lead-mail/node-sender.ts, built into dist-server/ by `npm run build`),
 * unless the site sends its requests to a hosted Supabase project, whose Edge Function sends them.
 * @param {import('./store/open-store.mjs').LeadStore} db
 * @param {Record<string, string | undefined>} env
 */
export async function startMailSender(db, env) {
  if (env.VITE_SUPABASE_URL) return null;
  // A memory store with nowhere to send (the test suites): nothing to load.
  if (db.dataDir.startsWith('memory://') && !env.SMTP_URL && !env.LEADS_MAIL_DIR) return null;
  const bundle = senderBundle(env);
  // The e-mails are React components, and React picks its build by NODE_ENV when first loaded: this server is
  // the production one, and React's development build renders several times slower (checks and warnings
  // meant for a workbench). An explicit NODE_ENV is kept.
  process.env.NODE_ENV ||= 'production';
  /** @type {{ startLeadMailSender: (options: { store: typeof db, env: typeof env }) => Promise<null | { mode: { kind: string, target: string, render: string }, wake: () => void, stop: () => Promise<void> }> }} */
  let sender;
  try {
    sender = await import(pathToFileURL(bundle).href);
  } catch (error) {
    console.error(`E-mails dos pedidos: ${bundle} não carregou (rode npm run build); os pedidos ficam guardados e os e-mails saem no próximo início.`, error instanceof Error ? error.message : error);
    return null;
  }
  const running = await sender.startLeadMailSender({ store: db, env });
  if (running?.mode.kind === 'eml') console.log(`E-mails dos pedidos: sem SMTP_URL, gravados como .eml em ${running.mode.target}`);
  if (running?.mode.kind === 'smtp') console.log(`E-mails dos pedidos: enviados por ${running.mode.target}`);
  return running;
}

/**
 * @param {{ port?: number, host?: string, distDir?: string, dataDir?: string, withStore?: boolean, storeOptions?: object, mailEnv?: Record<string, string | undefined> }} [options]
 *   mailEnv: the lead e-mail sender's variables (SMTP_URL, LEADS_NOTIFY_TO, …) over the process's own
 */
export async function startServer(options = {}) {
  const port = options.port ?? Number(process.env.PORT ?? 4173);
  const host = options.host ?? process.env.HOST ?? '127.0.0.1';
  const distDir = options.distDir ?? (process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(root, 'dist'));
  const withStore = options.withStore ?? process.env.LEADS_STORE !== 'off';

  /** @type {null | { handler: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<boolean>, close: () => Promise<void>, publish: (url: string) => void, unsubscribe: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void> }} */
  let store = null;
  /** @type {string | null} */
  let ownerSecret = null;
  if (withStore) {
    const { openStore, MEMORY_DATA_DIR } = await import('./store/open-store.mjs');
    const { createRestHandler } = await import('./store/rest-handler.mjs');
    const { createOwnerHandler, newOwnerSecret, publishOwnerAccess } = await import('./store/owner-access.mjs');
    const dataDir = options.dataDir ?? process.env.LEADS_DATA_DIR ?? path.join(root, '.data', 'leads');
    const db = await openStore({ dataDir });
    /** @type {null | { mode: { kind: string, target: string, render: string }, wake: () => void, stop: () => Promise<void> }} */
    let mail = null;
    const rest = createRestHandler(db, { ...options.storeOptions, onInserted: () => mail?.wake() });
    try {
      mail = await startMailSender(db, { ...process.env, ...options.mailEnv });
    } catch (error) {
      await db.close();
      throw error;
    }
    /** @type {null | { remove: () => void }} */
    let access = null;
    /** How this server sends the lead e-mails, for `npm run check:backend`. */
    const mailStatus = async () => {
      const [counts] = await db.asServiceRole(
        // A request not yet taken in by the sender (lead_mail.inbox) owes two e-mails; its receipt may still be skipped.
        // A reminder due in months (a warranty's) is not pending yet: only what is due now counts.
        `select (count(*) filter (where status = 'pending' and next_attempt_at <= now()) + 2 * (select count(*) from lead_mail.inbox))::int as pending,
                count(*) filter (where status = 'failed')::int as failed
           from lead_mail.notifications`,
      );
      return { mode: mail ? mail.mode.kind : 'off', target: mail?.mode.target ?? null, render: mail?.mode.render ?? null, ...counts };
    };
    // /_owner/leads and /_owner/mail answer a caller on this machine with the owner's secret, which a stored
    // directory's owner reads beside it (memory has no such file: only this process knows it).
    ownerSecret = newOwnerSecret();
    const owner = createOwnerHandler(db, ownerSecret, mailStatus);
    store = {
      handler: async (req, res) => (await owner(req, res)) || rest(req, res),
      unsubscribe: (req, res) => answerUnsubscribe(db, req, res, { ...process.env, ...options.mailEnv }),
      publish: (url) => {
        if (dataDir.startsWith(MEMORY_DATA_DIR)) return;
        access = publishOwnerAccess(dataDir, url, ownerSecret ?? undefined);
      },
      close: async () => {
        access?.remove();
        await mail?.stop();
        await db.close();
      },
    };
  }
  const site = createStaticSite({ distDir, headers: securityHeadersForBuild(distDir) });

  const server = http.createServer(async (req, res) => {
    try {
      if (req.url === '/health') {
        res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
        return;
      }
      if (store && (req.url === '/descadastrar' || req.url?.startsWith('/descadastrar?'))) {
        await store.unsubscribe(req, res);
        return;
      }
      if (store && (await store.handler(req, res))) return;
      await site(req, res);
    } catch (error) {
      console.error('request failed', error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Erro interno');
    }
  });
  server.requestTimeout = 15_000;
  server.headersTimeout = 10_000;
  await new Promise((resolve) => server.listen(port, host, () => resolve(undefined)));
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  // The owner's reader always calls over loopback, whatever address the site listens on.
  store?.publish(`http://127.0.0.1:${actualPort}`);
  return {
    url: `http://${host}:${actualPort}`,
    /** The secret /_owner/leads and /_owner/mail ask for (also written beside a stored data directory); null without the store. */
    ownerSecret,
    async close() {
      const closed = new Promise((resolve) => server.close(() => resolve(undefined)));
      server.closeAllConnections();
      await closed;
      await store?.close();
    },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const running = await startServer();
  console.log(`Lavra em ${running.url}${process.env.LEADS_STORE === 'off' ? '' : ' (solicitações gravadas no banco local)'}`);
  const stop = async () => {
    await running.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
