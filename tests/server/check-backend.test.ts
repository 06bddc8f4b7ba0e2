// @vitest-environment node
// `npm run check:backend` against the real local store (PGlite behind the data API): a good store passes
// every check and keeps no row; a store without the table, without the probe's constraint, or with a
// policy that refuses anonymous inserts fails with a clear verdict. The verdicts for hosted answers
// (a rejected key, an unreachable host) are checked on the answers themselves.
import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { judge, PROBE_ID, probeRow, report, sendProbe } from '../../scripts/check-backend.mjs';
import { MEMORY_DATA_DIR, openStore, type LeadStore } from '../../server/store/open-store.mjs';
import { openMemoryStore, serve, SUPABASE_HEADERS, validRow, type RunningServer } from './store-harness';

const root = path.resolve(__dirname, '../..');
const migrationsDir = path.join(root, 'supabase', 'migrations');
const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function running(store: LeadStore): Promise<RunningServer> {
  const server = await serve(store);
  cleanups.push(() => store.close(), () => server.stop());
  return server;
}

/** A store built from the first `count` migrations (0: no table at all), then `extra` SQL, as a deploy might be. */
async function storeWithMigrations(count: number, extra = ''): Promise<LeadStore> {
  const dir = await mkdtemp(path.join(tmpdir(), 'lavra-migrations-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  const files = (await readdir(migrationsDir)).filter((file) => file.endsWith('.sql')).sort();
  for (const file of files.slice(0, count)) await copyFile(path.join(migrationsDir, file), path.join(dir, file));
  if (extra) await writeFile(path.join(dir, '99999999999999_deploy_mistake.sql'), extra);
  return openStore({ dataDir: MEMORY_DATA_DIR, migrationsDir: dir });
}

const ALL = Number.POSITIVE_INFINITY;

const failedChecks = (verdicts: ReturnType<typeof judge>) => verdicts.filter((v) => v.ok === false).map((v) => v.name);

describe('npm run check:backend', () => {
  it('passes every check on a good store and leaves no row behind', async () => {
    const store = await openMemoryStore();
    const { url } = await running(store);
    const verdicts = judge(await sendProbe({ url, key: 'lavra-local-anon-key' }));
    expect(verdicts.map((v) => v.ok)).toEqual([true, true, true, true, true, true]);
    expect(await store.countRows()).toBe(0);
    expect(report(verdicts).failed).toBe(false);
  });

  it('runs as a command: one verdict per line, exit 0 on a good store, exit 1 on a store without the table', async () => {
    const good = await running(await openMemoryStore());
    const run = (url: string) =>
      promisify(execFile)(process.execPath, [path.join(root, 'scripts', 'check-backend.mjs'), '--url', url], { cwd: root }).then(
        (out) => ({ code: 0, stdout: out.stdout }),
        (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
      );
    const ok = await run(good.url);
    expect(ok.code).toBe(0);
    expect(ok.stdout.match(/^ok /gm)).toHaveLength(6);
    expect(ok.stdout).toContain('o backend está pronto');

    const broken = await running(await storeWithMigrations(0));
    const failed = await run(broken.url);
    expect(failed.code).toBe(1);
    expect(failed.stdout).toMatch(/^FALHOU A tabela budget_requests existe: não encontrada/m);
    expect(failed.stdout).toContain('supabase db push');
    expect(failed.stdout).toContain('NÃO está pronto');
  });

  it('tells a deployment that lacks the probe’s migration, and which row to delete', async () => {
    // The first migration and the stone column, which the probe sends: only the probe's constraint is missing.
    const store = await storeWithMigrations(1, await readFile(path.join(migrationsDir, '20261125000100_budget_request_stone.sql'), 'utf8'));
    const { url } = await running(store);
    const verdicts = judge(await sendProbe({ url, key: 'lavra-local-anon-key' }));
    expect(failedChecks(verdicts)).toEqual(['Nenhuma linha ficou gravada']);
    expect(verdicts.at(-1)!.detail).toContain(PROBE_ID);
    expect(await store.countRows()).toBe(1);
  });

  it('tells a deployment that lacks the stone column, and how to add it', async () => {
    const store = await storeWithMigrations(3);
    const { url } = await running(store);
    const verdicts = judge(await sendProbe({ url, key: 'lavra-local-anon-key' }));
    expect(failedChecks(verdicts)).toEqual(['Um pedido válido passa por todas as restrições']);
    expect(verdicts[4]!.detail).toContain('stone');
    expect(verdicts[4]!.detail).toContain('supabase db push');
    expect(await store.countRows()).toBe(0);
  });

  it('tells a policy that refuses anonymous inserts', async () => {
    const store = await storeWithMigrations(ALL, 'drop policy "anon can submit budget requests" on public.budget_requests;');
    const { url } = await running(store);
    const verdicts = judge(await sendProbe({ url, key: 'lavra-local-anon-key' }));
    expect(failedChecks(verdicts)).toEqual(['Um visitante anônimo pode inserir (permissões e política RLS)']);
    expect(verdicts.slice(4).map((v) => v.ok)).toEqual([null, null]);
  });

  it('tells a valid request refused by a constraint, and names it', async () => {
    const store = await storeWithMigrations(ALL, "alter table public.budget_requests add constraint budget_requests_phone_brazil check (phone !~ '^[+]');");
    const { url } = await running(store);
    const verdicts = judge(await sendProbe({ url, key: 'lavra-local-anon-key' }));
    expect(failedChecks(verdicts)).toEqual(['Um pedido válido passa por todas as restrições']);
    expect(verdicts[4]!.detail).toContain('budget_requests_phone_brazil');
  });

  it('passes right after five requests from the owner’s own address and e-mail, with the limits on, and stores nothing', async () => {
    const store = await openMemoryStore();
    // The limits as `npm start` runs them: 5 per sender in 10 minutes, the per-minute burst limit too.
    const server = await serve(store, { requestsPerWindow: 5, rateLimit: { limit: 30, windowMs: 60_000 } });
    cleanups.push(() => store.close(), () => server.stop());
    const send = (row: Record<string, unknown>) => fetch(`${server.url}/rest/v1/budget_requests`, { method: 'POST', headers: SUPABASE_HEADERS, body: JSON.stringify(row) });
    const { email } = probeRow();
    for (let i = 0; i < 5; i += 1) expect((await send(validRow({ email }))).status).toBe(201);
    // The owner's address and e-mail are at their limit: a sixth real request is refused...
    expect((await send(validRow({ email }))).status).toBe(429);
    // ...and the check still goes to the end, twice in a row, counting for nothing.
    for (let i = 0; i < 2; i += 1) {
      const verdicts = judge(await sendProbe({ url: server.url, key: 'lavra-local-anon-key' }));
      expect(verdicts.map((v) => v.ok)).toEqual([true, true, true, true, true, true]);
      expect(report(verdicts)).toMatchObject({ failed: false, inconclusive: false });
    }
    expect(await store.countRows()).toBe(5);
  });

  it('reads a 429 from a deployment whose limits still count the probe as the limits answering, not as a broken backend', () => {
    const verdicts = judge({
      status: 429,
      body: { code: 'LAVRA429', message: 'Muitas solicitações em pouco tempo. Tente novamente em alguns minutos.', details: null, hint: null },
    });
    expect(failedChecks(verdicts)).toEqual([]);
    expect(verdicts.map((v) => v.ok)).toEqual([true, true, true, null, null, true]);
    const { text, failed, inconclusive } = report(verdicts);
    expect({ failed, inconclusive }).toEqual({ failed: false, inconclusive: true });
    expect(text).toContain('limite por remetente');
    expect(text).not.toContain('NÃO está pronto');
  });

  it.each([
    [{ status: 401, body: { message: 'Invalid API key' } }, 'A chave (anon key) é aceita'],
    [{ status: 401, body: { code: 'PGRST301', message: 'JWSError JWSInvalidSignature' } }, 'A chave (anon key) é aceita'],
    [{ status: 401, body: { code: '42501', message: 'new row violates row-level security policy for table "budget_requests"' } }, 'Um visitante anônimo pode inserir (permissões e política RLS)'],
    [{ status: 404, body: { code: 'PGRST205', message: "Could not find the table 'public.budget_requests' in the schema cache" } }, 'A tabela budget_requests existe'],
    [{ status: 0, body: null, networkError: 'fetch failed' }, 'O servidor responde'],
  ])('reads a hosted answer %j as a failure of “%s”', (answer, check) => {
    expect(failedChecks(judge(answer))).toEqual([check]);
  });
});
