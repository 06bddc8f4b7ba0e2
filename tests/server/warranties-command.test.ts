// @vitest-environment node
// `npm run warranties` lists the registrations, their pieces and each one's next reminder, through the site server
// that holds the store (the same way `npm run leads` and `npm run visits` read it).
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../server/index.mjs';
import { waitFor } from '../notifications/wait';
import { rpc } from './visits-harness';

const root = path.resolve(__dirname, '../..');
let dataRoot = '';
let server: Awaited<ReturnType<typeof startServer>> | null = null;

const warranties = (...args: string[]) =>
  promisify(execFile)(process.execPath, [path.join(root, 'scripts', 'warranties.mjs'), ...args], { cwd: root, env: { ...process.env, LEADS_DATA_DIR: path.join(dataRoot, 'leads') } });

// This month in Rio, and six months on (Carrara polished: resealed every 6 to 12 months, docs/stone-care-sources.md).
const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit' }).format(new Date()).split('-').map(Number) as [number, number];
const installed = `${year}-${String(month).padStart(2, '0')}`;
const sixLater = new Date(Date.UTC(year, month - 1 + 6, 1));

beforeAll(async () => {
  dataRoot = await mkdtemp(path.join(tmpdir(), 'lavra-warranties-'));
  server = await startServer({
    port: 0,
    distDir: dataRoot,
    dataDir: path.join(dataRoot, 'leads'),
    storeOptions: { rateLimit: false, requestsPerWindow: 0 },
    mailEnv: { SMTP_URL: '', LEADS_MAIL_DIR: path.join(dataRoot, 'mail'), VITE_SUPABASE_URL: '', LEADS_MAIL_MODULE: path.join(root, 'server/lead-mail/node-sender.ts') },
  });
  const reply = await rpc(server.url, 'register_warranty', {
    p_name: 'Beatriz Garantia',
    p_email: 'beatriz.garantia@exemplo.com.br',
    p_installed_month: installed,
    p_pieces: [
      { room: 'cozinha', surface: 'bancada', stone: 'carrara', finish: 'polido' },
      { room: 'cozinha', surface: 'ilha', stone: 'preto-absoluto', finish: 'polido' },
    ],
    p_reminders: true,
    p_client_key: crypto.randomUUID(),
  });
  expect(reply.status, reply.text).toBe(200);
  // The confirmation, as the .eml the server writes with no mail server: its link holds the key.
  const mailDir = path.join(dataRoot, 'mail');
  const file = await waitFor(async () => (await readdir(mailDir).catch(() => [])).find((name) => name.includes('garantia-confirmacao') && name.endsWith('.eml')));
  const key = /certificado#t=3D([0-9a-f]{64})|certificado#t=([0-9a-f]{64})/.exec((await readFile(path.join(mailDir, file), 'utf8')).replace(/=\r?\n/g, ''));
  expect(key).not.toBeNull();
  expect((await rpc(server.url, 'confirm_warranty', { p_key: key![1] ?? key![2] })).status).toBe(200);
}, 90_000);

afterAll(async () => {
  await server?.close();
  await rm(dataRoot, { recursive: true, force: true });
});

describe('npm run warranties', () => {
  it('lists a registration with its pieces, each one’s next sealing, and its next reminder', async () => {
    const { stdout } = await warranties();
    expect(stdout).toContain('Beatriz Garantia · beatriz.garantia@exemplo.com.br');
    expect(stdout).toContain('confirmado · com lembretes');
    const carrara = stdout.split('\n').find((line) => line.includes('carrara, polido'))!;
    const expectedMonth = `/${String(sixLater.getUTCMonth() + 1).padStart(2, '0')}/${sixLater.getUTCFullYear()}`;
    // The date is the drop test's, as the certificate and the reminder say; resealing only if the test asks.
    expect(carrara).toMatch(/teste da gota em \d\d\/\d\d\/\d{4}$/);
    expect(carrara).toContain(expectedMonth);
    expect(stdout).toMatch(/preto-absoluto, polido · sem lembrete: impermeabilizar só se o teste da gota pedir/);
    expect(stdout).toMatch(/próximo lembrete: teste da gota em \d\d\/\d\d\/\d{4}/);
    expect(stdout).not.toMatch(/impermeabilizar em/);
    expect(stdout).toContain('1 garantia confirmada.');
    const json = JSON.parse((await warranties('--json')).stdout) as { pieces: unknown[] }[];
    expect(json[0]!.pieces).toHaveLength(2);
  });
});
