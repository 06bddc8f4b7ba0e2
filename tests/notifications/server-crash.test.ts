// @vitest-environment node
// The site server killed (kill -9) in the middle of an SMTP conversation, then started again: every request
// is still announced and every visit confirmed (the two kinds share one queue), each message arrives once, and the
// one that may have gone out twice (its data reached the mail server, but the server died before hearing back)
// carries the same Message-ID both times.
// Runs the real `node server/index.mjs` on a data directory on disk, with the sender built as `npm run build`
// builds it.
import { spawn, type ChildProcess } from 'node:child_process';
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postRows, validRow } from '../server/store-harness';
import { booking, rpc } from '../server/visits-harness';
import { duplicates, header, startSmtpSink, type SmtpSink } from './smtp-sink';
import { waitFor } from './wait';
import { checkNotifications } from '../../scripts/check-notifications.mjs';
import { readOwnerAccess } from '../../server/store/owner-access.mjs';

const root = path.resolve(__dirname, '../..');
const run = promisify(execFile);
let work: string;
let bundleDir: string;
let smtp: SmtpSink;
let server: ChildProcess | null = null;
let port: number;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });
}

async function startSite(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['server/index.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: work,
      LEADS_DATA_DIR: path.join(work, 'leads'),
      LEADS_MAIL_MODULE: path.join(bundleDir, 'node-sender.js'),
      SMTP_URL: smtp.url,
      LEADS_NOTIFY_TO: 'equipe@lavra.example',
      LEADS_RATE_LIMIT_PER_MINUTE: '0',
      LEADS_REQUESTS_PER_WINDOW: '0',
      VITE_SUPABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  await waitFor(async () => {
    if (child.exitCode !== null) throw Object.assign(new Error(`the server exited: ${output}`), { name: 'Fatal' });
    return (await fetch(`http://127.0.0.1:${port}/health`).then((response) => response.status, () => 0)) === 200 ? true : undefined;
  });
  return child;
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'lavra-mail-crash-'));
  // Built next to node_modules, as dist-server/ is, so its imports resolve the same way.
  bundleDir = path.join(root, 'node_modules', '.cache', `lead-mail-test-${process.pid}`);
  await run(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--ssr', 'server/lead-mail/node-sender.ts', '--outDir', bundleDir, '--emptyOutDir', '--logLevel', 'error'], { cwd: root });
  smtp = await startSmtpSink();
  port = await freePort();
});

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await smtp?.stop();
  await rm(work, { recursive: true, force: true });
  await rm(bundleDir, { recursive: true, force: true });
});

/** Books the first free showroom time the running server offers; the visit's id and the visitor's address. */
async function book(): Promise<{ id: string; email: string }> {
  const base = `http://127.0.0.1:${port}`;
  const slots = (await rpc(base, 'visit_slots', { p_kind: 'showroom', p_days: 30 })).json as { starts_at: string; free: number }[];
  const free = slots.find((slot) => slot.free > 0);
  if (!free) throw new Error('no free showroom time in the next 30 days');
  const args = booking({ p_starts_at: free.starts_at });
  const reply = await rpc(base, 'book_visit', args);
  expect(reply.status, reply.text).toBe(200);
  return { id: (reply.json as { id: string }).id, email: String(args.p_email) };
}

describe('the site server killed mid-send', () => {
  it('answers visitors while the mail server hangs, and once back announces every request and confirms every visit, each message once, a resent one under the same Message-ID', async () => {
    smtp.mode = 'hang';
    server = await startSite();
    // The built sender renders on its worker thread, and npm run check:backend says so.
    const ownerSecret = readOwnerAccess(path.join(work, 'leads'))!.secret;
    expect(await (await fetch(`http://127.0.0.1:${port}/_owner/mail`, { headers: { Authorization: `Bearer ${ownerSecret}` } })).json()).toMatchObject({ mode: 'smtp', render: 'worker' });
    expect((await checkNotifications({ url: `http://127.0.0.1:${port}`, ownerSecret })).lines.join('\n')).toContain('numa thread à parte');
    const rows = [validRow(), validRow(), validRow()];
    for (const row of rows) expect((await postRows(`http://127.0.0.1:${port}`, row)).status).toBe(201);
    const visits = [await book()];
    // The first message's data reached the mail server, which never answers: the sender waits on it.
    await expect.poll(() => smtp.unanswered.length, { timeout: 60_000 }).toBe(1);
    // A visitor's request meanwhile is answered as ever: the stuck mail server is not in its path.
    const meanwhile = validRow();
    expect((await postRows(`http://127.0.0.1:${port}`, meanwhile)).status).toBe(201);
    rows.push(meanwhile);
    // So is a booking.
    visits.push(await book());
    expect(smtp.unanswered).toHaveLength(1);

    const killed = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGKILL');
    await killed;
    smtp.mode = 'accept';
    server = await startSite();

    const forRequest = (id: unknown) => smtp.arrivals.filter((arrival) => header(arrival, 'x-lavra-request') === id);
    const forVisit = (id: unknown) => smtp.arrivals.filter((arrival) => header(arrival, 'x-lavra-visit') === id);
    await expect
      .poll(() => [...rows.map((row) => forRequest(row.id).length), ...visits.map((visit) => forVisit(visit.id).length)], { timeout: 60_000 })
      .toEqual([2, 2, 2, 2, 2, 2]);
    for (const row of rows) {
      const kinds = forRequest(row.id).map((arrival) => (arrival.rcptTo.includes('equipe@lavra.example') ? 'team' : 'receipt')).sort();
      expect(kinds).toEqual(['receipt', 'team']);
    }
    for (const visit of visits) expect(forVisit(visit.id).map((arrival) => arrival.rcptTo[0]).sort()).toEqual(['equipe@lavra.example', visit.email].sort());
    expect(duplicates(smtp.arrivals)).toEqual([]);
    // Two e-mails for each of four requests and two visits, every one under its own Message-ID.
    expect(smtp.arrivals).toHaveLength(12);
    expect(new Set(smtp.arrivals.map((arrival) => arrival.mail.messageId)).size).toBe(12);
    // What the dead server had sent is the same message, under the same Message-ID, as what arrived after.
    const [interrupted] = smtp.unanswered;
    const again = smtp.arrivals.filter((arrival) => arrival.mail.messageId === interrupted!.mail.messageId);
    expect(again).toHaveLength(1);
    expect(again[0]!.mail.subject).toBe(interrupted!.mail.subject);
  });
});
