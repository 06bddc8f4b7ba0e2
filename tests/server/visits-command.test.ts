// @vitest-environment node
// `npm run visits` lists the agenda (a day, a week) from the store the site server holds, through the server, and
// after it stopped from the directory itself; a directory another program holds is refused, never opened twice.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../server/index.mjs';
import { openStore } from '../../server/store/open-store.mjs';
import { booking, rpc } from './visits-harness';

const root = path.resolve(__dirname, '../..');
let dataRoot = '';
let dataDir = '';
let server: Awaited<ReturnType<typeof startServer>> | null = null;
let booked: { day: string; time: string; name: string; startsAt: string } | null = null;

const visits = (...args: string[]) =>
  promisify(execFile)(process.execPath, [path.join(root, 'scripts', 'visits.mjs'), ...args], { cwd: root, env: { ...process.env, LEADS_DATA_DIR: dataDir } });

const rioDay = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
const rioTime = (iso: string) => new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

beforeAll(async () => {
  dataRoot = await mkdtemp(path.join(tmpdir(), 'lavra-visits-command-'));
  dataDir = path.join(dataRoot, 'leads');
  server = await startServer({ port: 0, distDir: dataRoot, dataDir, storeOptions: { rateLimit: false } });
  // The first free showroom time the rules offer from today: the agenda needs a real date, whatever today is.
  const slots = (await rpc(server.url, 'visit_slots', { p_kind: 'showroom', p_days: 14 })).json as { starts_at: string; free: number }[];
  const slot = slots.find((candidate) => candidate.free > 0);
  if (!slot) throw new Error('no free showroom time in the next 14 days');
  const reply = await rpc(server.url, 'book_visit', booking({ p_starts_at: slot.starts_at, p_name: 'Carla Agenda', p_phone: '21987654321' }));
  expect(reply.status).toBe(200);
  booked = { day: rioDay(slot.starts_at), time: rioTime(slot.starts_at), name: 'Carla Agenda', startsAt: slot.starts_at };
}, 60_000);

afterAll(async () => {
  await server?.close();
  await rm(dataRoot, { recursive: true, force: true });
});

describe('npm run visits', () => {
  it('lists a day’s visits through the running server, with the visitor’s contact', async () => {
    const { stdout } = await visits('--date', booked!.day);
    expect(stdout).toContain(`${booked!.time}–`);
    expect(stdout).toContain('Ver as chapas no showroom (Consultor 1)');
    expect(stdout).toContain('Carla Agenda · (21) 98765-4321');
    expect(stdout).toContain('1 visita marcada.');
  });

  it('lists the week from today, and says so when a day has none', async () => {
    const { stdout } = await visits('--week', '--date', booked!.day);
    expect(stdout).toContain('Carla Agenda');
    const { stdout: empty } = await visits('--date', '2026-01-01');
    // 1 January 2026 was a Thursday.
    expect(empty.split('\n')).toEqual(['Agenda de quinta-feira, 01/01/2026', 'Nenhuma visita marcada.', '']);
  });

  it('counts the cancelled visits of the day in words that agree with the number', async () => {
    const cancelOne = async (name: string) => {
      // Beside Carla's, at her time (a second consultant), then cancelled through the visitor's token.
      const reply = await rpc(server!.url, 'book_visit', booking({ p_starts_at: booked!.startsAt, p_name: name }));
      expect(reply.status, reply.text).toBe(200);
      const cancelled = await rpc(server!.url, 'cancel_visit', { p_token: (reply.json as { manage_token: string }).manage_token });
      expect(cancelled.status, cancelled.text).toBe(200);
    };
    await cancelOne('Dora Desmarca');
    expect((await visits('--date', booked!.day)).stdout).toContain('\n1 visita marcada, 1 cancelada.\n');
    await cancelOne('Eva Desmarca');
    const { stdout } = await visits('--date', booked!.day);
    expect(stdout).toContain('\n1 visita marcada, 2 canceladas.\n');
    expect(stdout).toContain('Eva Desmarca');
    expect(stdout).toContain('[cancelada]');
  });

  it('refuses a date that is not one', async () => {
    await expect(visits('--date', '13/04/2027')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('AAAA-MM-DD') as string });
  });

  it('reads the directory itself once the server stopped, and refuses while another program holds it', async () => {
    await server?.close();
    server = null;
    const { stdout } = await visits('--date', booked!.day, '--json');
    expect(JSON.parse(stdout)).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Carla Agenda', status: 'booked', kind: 'showroom' })]));
    const holder = await openStore({ dataDir });
    try {
      await expect(visits('--date', booked!.day)).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('publishes no read access') as string });
    } finally {
      await holder.close();
    }
  });
});
