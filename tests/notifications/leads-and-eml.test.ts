// @vitest-environment node
// `npm start` with no mail server: each e-mail is written as an .eml file beside the store's data, a real
// RFC 5322 message; and `npm run leads` shows, for each request, whether its team e-mail went out.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { company } from '../../content/company';
import { startServer } from '../../server/index.mjs';
import { checkNotifications } from '../../scripts/check-notifications.mjs';
import { readOwnerAccess } from '../../server/store/owner-access.mjs';
import { SUPABASE_HEADERS, validRow } from '../server/store-harness';
import { booking, rpc } from '../server/visits-harness';

const root = path.resolve(__dirname, '../..');
let dataRoot = '';
let server: Awaited<ReturnType<typeof startServer>> | null = null;

beforeAll(async () => {
  dataRoot = await mkdtemp(path.join(tmpdir(), 'lavra-eml-'));
  server = await startServer({
    port: 0,
    distDir: dataRoot,
    dataDir: path.join(dataRoot, 'leads'),
    storeOptions: { rateLimit: false, requestsPerWindow: 0 },
    // The sender's source, as Vitest loads it (npm start loads the build in dist-server/).
    mailEnv: { SMTP_URL: '', LEADS_MAIL_DIR: '', VITE_SUPABASE_URL: '', LEADS_MAIL_MODULE: path.join(root, 'server/lead-mail/node-sender.ts') },
  });
});

afterAll(async () => {
  await server?.close();
  await rm(dataRoot, { recursive: true, force: true });
});

const leads = async (...args: string[]) =>
  (await promisify(execFile)(process.execPath, [path.join(root, 'scripts', 'leads.mjs'), ...args], { cwd: root, env: { ...process.env, LEADS_DATA_DIR: path.join(dataRoot, 'leads') } })).stdout;

describe('the lead e-mails with no mail server configured', () => {
  it('are written as .eml files beside the data, and npm run leads says the team e-mail went out', async () => {
    const row = validRow({ name: 'Otávio Lemos' });
    const response = await fetch(`${server!.url}/rest/v1/budget_requests`, { method: 'POST', headers: SUPABASE_HEADERS, body: JSON.stringify(row) });
    expect(response.status).toBe(201);

    const mailDir = path.join(dataRoot, 'mail');
    await expect.poll(async () => (await readdir(mailDir).catch(() => [])).filter((file) => file.endsWith('.eml')).length, { timeout: 30_000 }).toBe(2);
    const files = (await readdir(mailDir)).filter((file) => file.endsWith('.eml'));
    const team = await simpleParser(await readFile(path.join(mailDir, files.find((file) => file.includes('-equipe-'))!)));
    expect(team.to && 'value' in team.to ? team.to.value[0]?.address : null).toBe(company.email);
    expect(team.replyTo?.value[0]?.address).toBe(row.email);
    expect(team.text).toContain('Otávio Lemos');
    expect(team.html).toContain('Otávio Lemos');
    expect(team.messageId).toMatch(/^<[0-9a-f-]{36}@lavra\.example>$/);

    await expect.poll(async () => leads(), { timeout: 30_000 }).toMatch(/Otávio Lemos.*enviado \d\d\/\d\d, \d\d:\d\d/);
    const json = JSON.parse(await leads('--json')) as Record<string, unknown>[];
    expect(json[0]).toMatchObject({ id: row.id, team_email: 'sent', receipt_email: 'sent' });
    const csv = (await leads('--csv')).split('\r\n');
    const headerRow = csv[0]!.replace('\uFEFF', '').split(',');
    expect(headerRow).toContain('team_email');
    expect(csv[1]!.split(',')[headerRow.indexOf('team_email')]).toBe('sent');
  });

  it('write a visit’s two e-mails from the same queue, each file named for its reader, with its invitation', async () => {
    const mailDir = path.join(dataRoot, 'mail');
    const before = new Set(await readdir(mailDir).catch(() => []));
    const slots = (await rpc(server!.url, 'visit_slots', { p_kind: 'showroom', p_days: 30 })).json as { starts_at: string; free: number }[];
    const args = booking({ p_starts_at: slots.find((slot) => slot.free > 0)!.starts_at, p_name: 'Paula Visita' });
    const reply = await rpc(server!.url, 'book_visit', args);
    expect(reply.status, reply.text).toBe(200);
    const added = async () => (await readdir(mailDir)).filter((file) => file.endsWith('.eml') && !before.has(file));
    await expect.poll(async () => (await added()).length, { timeout: 30_000 }).toBe(2);
    const files = await added();
    const forTeam = files.find((file) => file.includes('-visita-equipe-'));
    const forVisitor = files.find((file) => file !== forTeam && file.includes('-visita-'));
    expect(forTeam && forVisitor, files.join(', ')).toBeTruthy();
    const visitor = await simpleParser(await readFile(path.join(mailDir, forVisitor!)));
    expect(visitor.to && 'value' in visitor.to ? visitor.to.value[0]?.address : null).toBe(args.p_email);
    expect(visitor.headers.get('x-lavra-visit')).toBe((reply.json as { id: string }).id);
    expect(visitor.attachments.some((attachment) => attachment.filename?.endsWith('.ics'))).toBe(true);
  });

  it('tell npm run check:backend how they are sent, to the owner’s secret alone', async () => {
    // Behind a reverse proxy on this machine every visitor is loopback: the address proves nothing, the secret does.
    for (const headers of [{}, { Authorization: 'Bearer errado' }] as Record<string, string>[]) {
      const refused = await fetch(`${server!.url}/_owner/mail`, { headers });
      expect(refused.status).toBe(401);
      expect(await refused.text()).not.toContain('eml');
    }
    const withoutSecret = await checkNotifications({ url: server!.url });
    expect(withoutSecret.ok).toBeNull();
    expect(withoutSecret.lines.join('\n')).toContain('segredo do dono');
    const ownerSecret = readOwnerAccess(path.join(dataRoot, 'leads'))!.secret;
    expect(ownerSecret).toBe(server!.ownerSecret);
    const verdict = await checkNotifications({ url: server!.url, ownerSecret });
    expect(verdict.ok).toBe(true);
    expect(verdict.lines.join('\n')).toContain(`gravados como .eml em ${path.join(dataRoot, 'mail')}`);
    // The TypeScript source (as Vitest loads it) renders on its own thread, and the check does not claim otherwise.
    expect(verdict.lines.join('\n')).not.toContain('thread à parte');
  });
});
