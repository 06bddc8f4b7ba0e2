// @vitest-environment node
// `npm run leads` reads the stored requests whether or not the site server holds the data directory,
// never opening it from a second process; the server's read access answers only its owner, on this
// machine, with the secret it wrote for them, and is no part of the public /rest/v1 API.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../server/index.mjs';
import { createOwnerHandler, isLoopback, OWNER_LEADS_PATH, ownerAccessPathFor, parseSince, readOwnerAccess } from '../../server/store/owner-access.mjs';
import { openCsvInLibreOffice } from '../support/libreoffice-sheet';
import { csvRecords, parseCsv } from '../support/csv-records';
import { openMemoryStore, SUPABASE_HEADERS, validRow } from './store-harness';

const root = path.resolve(__dirname, '../..');
let dataRoot = '';
let dataDir = '';
let server: Awaited<ReturnType<typeof startServer>> | null = null;

beforeAll(async () => {
  dataRoot = await mkdtemp(path.join(tmpdir(), 'lavra-leads-command-'));
  dataDir = path.join(dataRoot, 'leads');
  // No site to serve: these tests speak to the store's side of the server only.
  server = await startServer({ port: 0, distDir: dataRoot, dataDir, storeOptions: { rateLimit: false } });
});

afterAll(async () => {
  await server?.close();
  await rm(dataRoot, { recursive: true, force: true });
});

const leads = (...args: string[]) =>
  promisify(execFile)(process.execPath, [path.join(root, 'scripts', 'leads.mjs'), ...args], { cwd: root, env: { ...process.env, LEADS_DATA_DIR: dataDir } });

async function send(row: Record<string, unknown>) {
  const response = await fetch(`${server!.url}/rest/v1/budget_requests`, { method: 'POST', headers: SUPABASE_HEADERS, body: JSON.stringify(row) });
  expect(response.status).toBe(201);
}

const tricky = validRow({ name: 'Ana "Tia" Souza, arquiteta', phone: '+351912345678', how_found_us: 'Indicação.\nDepois, o Instagram; ótimo.' });
// A value the visitor began with an apostrophe of their own keeps it.
const plain = validRow({ name: 'Bruno Queiroz', how_found_us: "'Casa & Pedra', um blog" });

// The export's protection, named here rather than taken from the exporter: U+2060 WORD JOINER, invisible and of
// zero width, before a value a spreadsheet would run as a formula or read as a number.
const GUARD = '\u2060';

describe('npm run leads', () => {
  it('reads through the running server, which holds the store, and shows a request just sent', async () => {
    await send(tricky);
    const { stdout } = await leads();
    expect(stdout).toContain('Ana "Tia" Souza');
    expect(stdout).toContain('+351912345678');
    expect(stdout).toContain('1 of 1 request');
  });

  it('writes every column as RFC 4180 CSV in UTF-8 with a BOM, newest first, that parses back to the same rows', async () => {
    await send(plain);
    const { stdout } = await leads('--csv');
    expect(stdout.startsWith('\uFEFF')).toBe(true);
    expect(parseCsv(stdout.slice(1)).every((record) => record.length === parseCsv(stdout.slice(1))[0]!.length)).toBe(true);
    const { header, rows } = csvRecords(stdout);
    expect(header).toEqual(expect.arrayContaining(['id', 'created_at', 'name', 'email', 'phone', 'how_found_us', 'user_agent', 'ip_address']));
    expect(rows.map((row) => row.id)).toEqual([plain.id, tricky.id]);
    for (const [row, sent] of [[rows[1]!, tricky], [rows[0]!, plain]] as const) {
      for (const column of ['name', 'email', 'how_found_us', 'role', 'square_meters']) expect(row[column], column).toBe(sent[column]);
    }
    // Quotes, commas, line breaks and a leading apostrophe come back as sent; the foreign phone behind the guard alone.
    expect(rows[1]!.phone).toBe(`${GUARD}+351912345678`);
    expect(rows[0]!.phone).toBe(plain.phone);
    expect(new Date(rows[0]!.created_at!).getTime()).toBeGreaterThanOrEqual(new Date(rows[1]!.created_at!).getTime());
    // After the stored columns, the request in words, as the site and the team e-mail say it (scripts/lib/lead-cells.mjs).
    expect(header.slice(-3)).toEqual(['recebido_em', 'pedras', 'estimativa_resumo']);
    expect(rows[0]!.recebido_em).toMatch(/^\d{1,2} de [a-zç]+ de \d{4} às \d\d:\d\d$/);
  });

  it('opens in LibreOffice Calc with no formula and no apostrophe it was not sent: every cell reads as the visitor typed it', async () => {
    // Sent straight to the data API, as a script skipping the form would.
    const hostile = validRow({
      name: '=HYPERLINK("http://exemplo.invalid","clique")',
      email: '+cmd@exemplo.com.br',
      phone: '+447911123456',
      square_meters: '-2+3',
      how_found_us: '@SUM(1+1)',
      timeline: 'urgente',
    });
    // A phone typed behind an apostrophe of its own, as a visitor who knows spreadsheets might.
    const tabbed = validRow({ name: '\t=1+1 Tab', phone: "'+5521987654321", how_found_us: '\r=2+2 retorno', square_meters: '=1*1' });
    await send(hostile);
    await send(tabbed);
    // What a spreadsheet would run or read as a number, and so the export must guard: listed by hand.
    const guarded = new Set([
      ...['name', 'email', 'phone', 'square_meters', 'how_found_us'].map((column) => String(hostile[column])),
      ...['name', 'how_found_us', 'square_meters'].map((column) => String(tabbed[column])),
      String(tricky.phone),
    ]);
    const { stdout } = await leads('--csv');
    const [header = [], ...rows] = await openCsvInLibreOffice(stdout);
    const names = header.map((cell) => cell.value);
    expect(names.slice(0, 3)).toEqual(['id', 'created_at', 'name']);
    expect(rows).toHaveLength(4);
    for (const row of rows) for (const [index, cell] of row.entries()) expect(cell.type, `${names[index]}: ${cell.value}`).not.toBe('formula');
    const cell = (row: number, column: string) => rows[row]![names.indexOf(column)]!;
    const apostrophes = (text: string) => text.split("'").length - 1;
    // Newest first.
    for (const [index, sent] of [[3, tricky], [2, plain], [1, hostile], [0, tabbed]] as const) {
      expect(cell(index, 'id').value).toBe(sent.id);
      for (const column of ['name', 'email', 'phone', 'square_meters', 'how_found_us']) {
        // Calc keeps a line break inside a cell as a line feed.
        const typed = String(sent[column]).replace(/\r/g, '\n');
        const { type, value } = cell(index, column);
        // What the cell shows is what was typed, behind one invisible guard where a spreadsheet would have run it;
        // no apostrophe is shown that the visitor did not type, and one they typed is kept.
        expect(value.startsWith(GUARD) ? value.slice(GUARD.length) : value, column).toBe(typed);
        expect(value, column).toBe(guarded.has(String(sent[column])) ? `${GUARD}${typed}` : typed);
        expect(apostrophes(value), column).toBe(apostrophes(typed));
        // A Brazilian phone of digits alone is a number to Calc, and shows as typed; every other value is text.
        expect(type, column).toBe(/^\d+$/.test(typed) ? 'number' : 'text');
      }
    }
    // Foreign phones stay text, neither a formula nor a number; the apostrophe a visitor typed is theirs.
    expect(cell(3, 'phone')).toEqual({ type: 'text', value: `${GUARD}+351912345678` });
    expect(cell(1, 'phone')).toEqual({ type: 'text', value: `${GUARD}+447911123456` });
    expect(cell(0, 'phone')).toEqual({ type: 'text', value: "'+5521987654321" });
    expect(cell(2, 'how_found_us')).toEqual({ type: 'text', value: "'Casa & Pedra', um blog" });

    // The control: the same values written without the protection do run as formulas, and the phone becomes a
    // number, so the checks above can fail.
    const bare = ['name,phone,square_meters', [hostile.name, hostile.phone, tabbed.square_meters].map((value) => `"${String(value).replaceAll('"', '""')}"`).join(',')].join('\r\n');
    const [, control] = await openCsvInLibreOffice(`\uFEFF${bare}\r\n`);
    expect(control!.map((entry) => entry.type)).toEqual(['formula', 'number', 'formula']);
    expect(control![0]!.formula).toContain('HYPERLINK');
  }, 180_000);

  it('keeps the raw values in --json, for programs', async () => {
    // --json keeps the raw values, for programs.
    const json = JSON.parse((await leads('--json', '--limit', '2')).stdout) as Record<string, unknown>[];
    expect(json.map((row) => row.name)).toEqual(['\t=1+1 Tab', '=HYPERLINK("http://exemplo.invalid","clique")']);
    expect(json[1]).toMatchObject({ phone: '+447911123456' });
  });

  it('filters with --since and keeps --json', async () => {
    expect((JSON.parse((await leads('--json', '--since', '2000-01-01')).stdout) as unknown[]).length).toBe(4);
    expect(JSON.parse((await leads('--json', '--since', '2999-01-01')).stdout)).toEqual([]);
    await expect(leads('--since', 'ontem')).rejects.toMatchObject({ stderr: expect.stringContaining('AAAA-MM-DD') as string });
  });

  it('publishes its read access to the owner alone (file mode 0600) and answers no one without the secret', async () => {
    const file = ownerAccessPathFor(dataDir);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const access = readOwnerAccess(dataDir)!;
    const read = (headers: Record<string, string> = {}) => fetch(`${access.url}${OWNER_LEADS_PATH}`, { headers });
    expect((await read()).status).toBe(401);
    expect((await read({ Authorization: 'Bearer nao-e-o-segredo' })).status).toBe(401);
    expect((await read({ Authorization: `Bearer ${SUPABASE_HEADERS.apikey!}`, apikey: SUPABASE_HEADERS.apikey! })).status).toBe(401);
    expect((await read({ Authorization: `Bearer ${access.secret}` })).status).toBe(200);
    // The public API reads nothing, with or without the path.
    const rest = await fetch(`${server!.url}/rest/v1/budget_requests?select=*`, { headers: SUPABASE_HEADERS });
    expect(await rest.text()).not.toContain(tricky.email as string);
    const hidden = await fetch(`${server!.url}/rest/v1${OWNER_LEADS_PATH}`, { headers: { ...SUPABASE_HEADERS, Authorization: `Bearer ${access.secret}` } });
    expect(hidden.status).toBeGreaterThanOrEqual(400);
    expect(await hidden.text()).not.toContain(tricky.email as string);
  });

  it('reads the store directly once the server has stopped, and the access file is gone', async () => {
    await server!.close();
    server = null;
    expect(readOwnerAccess(dataDir)).toBeNull();
    const { stdout } = await leads();
    expect(stdout).toContain('Bruno Queiroz');
    expect(stdout).toContain('4 of 4 requests');
  });
});

describe('owner read access', () => {
  it('knows loopback addresses from the rest', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) expect(isLoopback(address)).toBe(true);
    for (const address of ['10.0.0.5', '192.168.1.2', '203.0.113.9', '::ffff:203.0.113.9', 'fe80::1', '', undefined]) expect(isLoopback(address)).toBe(false);
  });

  it('refuses a caller from another machine even with the right secret', async () => {
    const store = await openMemoryStore();
    try {
      const handler = createOwnerHandler(store, 'segredo');
      let status = 0;
      const res = { writeHead: (code: number) => ((status = code), res), end: () => res } as unknown as ServerResponse;
      const req = { url: OWNER_LEADS_PATH, method: 'GET', headers: { authorization: 'Bearer segredo' }, socket: { remoteAddress: '203.0.113.9' } } as unknown as IncomingMessage;
      expect(await handler(req, res)).toBe(true);
      expect(status).toBe(403);
      const local = { ...req, socket: { remoteAddress: '127.0.0.1' } } as unknown as IncomingMessage;
      await handler(local, res);
      expect(status).toBe(200);
    } finally {
      await store.close();
    }
  });

  it('reads --since as the start of that day in Rio de Janeiro', () => {
    expect(parseSince('2026-11-01')!.toISOString()).toBe('2026-11-01T03:00:00.000Z');
    expect(parseSince(undefined)).toBeNull();
    expect(() => parseSince('01/11/2026')).toThrow(/AAAA-MM-DD/);
  });
});
