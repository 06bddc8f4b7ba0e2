// @vitest-environment node
// 20261129000200_one_outbox.sql on Debian's PostgreSQL, applied over a database whose visits already queued their
// e-mails in the old queue of their own (lead_mail.visit_messages): every row moves into lead_mail.notifications
// under its own id (a message sent again keeps its Message-ID), the pending ones are claimed from there with
// their payload, and the old queue's table and functions are gone. The queue holds each row to one subject.
// On hosted Supabase (here with a stand-in for the pg_net wake-up function, which exists only there) a booking or
// a cancellation wakes the e-mail function once; the lead messages, written by the sender's own claim, do not.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { literal, startRealPostgres, type RealPostgres } from '../support/real-postgres';
import { validRow } from './store-harness';
import { booking } from './visits-harness';

const MIGRATIONS = path.resolve(__dirname, '../../supabase/migrations');
const ONE_OUTBOX = '20261129000200_one_outbox.sql';

let pg: RealPostgres;
/** Booked before the migration: its two e-mails pending in the old queue. */
let waiting: { id: string; manage_token: string };
/** Booked before the migration: its team e-mail sent, its visitor's given up. */
let done: { id: string };
let oldIds: Record<string, string>;

async function run(statement: string) {
  const result = await pg.sql(statement);
  if (!result.ok) throw new Error(result.stderr);
  return result.stdout;
}

/** The free showroom times the agenda offers from today (no test clock: the rules' own now()). */
async function freeTimes(): Promise<string[]> {
  const slots = JSON.parse(await run(`begin; set local role anon; select public.visit_slots('showroom', null, 30); commit;`)) as { starts_at: string; free: number }[];
  return slots.filter((slot) => slot.free > 0).map((slot) => slot.starts_at);
}

/** book_visit as PostgREST runs it for the public key. */
async function book(startsAt: string): Promise<{ id: string; manage_token: string }> {
  const args = booking({ p_starts_at: startsAt });
  return JSON.parse(await run(`begin; set local role anon; set local lavra.requests_per_window = '0';
    select public.book_visit(p_kind => 'showroom', p_starts_at => ${literal(startsAt)}, p_name => 'Ana Souza',
      p_phone => ${literal(String(args.p_phone))}, p_email => ${literal(String(args.p_email))}, p_client_key => ${literal(String(args.p_client_key))});
    commit;`)) as { id: string; manage_token: string };
}

beforeAll(async () => {
  pg = await startRealPostgres({ migrations: (file) => file < ONE_OUTBOX });
  const [first, second] = await freeTimes();
  waiting = await book(first!);
  done = await book(second!);
  await run(`update lead_mail.visit_messages set status = 'sent', attempts = 1, sent_at = now() where visit_id = ${literal(done.id)} and kind = 'team';
    update lead_mail.visit_messages set status = 'failed', attempts = 20, last_error = '550 no such user' where visit_id = ${literal(done.id)} and kind = 'visitor';`);
  oldIds = Object.fromEntries(
    (await run(`select visit_id || ':' || kind || '|' || id from lead_mail.visit_messages`)).split('\n').map((line) => line.split('|') as [string, string]),
  );
  // Hosted Supabase's wake-up function (20261126000210, pg_net), standing in: it records its calls.
  await run(`create table public.wake_calls (at timestamptz default clock_timestamp());
    create function lead_mail.wake_sender() returns void language sql as $$ insert into public.wake_calls default values $$;`);
  for (const file of (await readdir(MIGRATIONS)).filter((name) => name.endsWith('.sql') && name >= ONE_OUTBOX).sort()) {
    await run(await readFile(path.join(MIGRATIONS, file), 'utf8'));
  }
}, 180_000);

afterAll(async () => {
  await pg?.stop();
});

const wakes = async () => Number(await run('select count(*) from public.wake_calls'));

describe('the one outbox over the visits’ old queue', () => {
  it('moves every visit message under its own id, and drops the old queue', async () => {
    const moved = (await run(`select visit_id || ':' || replace(kind, 'visit_', '') || '|' || id || '|' || kind || '|' || event || '|' || sequence || '|' || status
      from lead_mail.notifications where visit_id is not null order by visit_id, kind`)).split('\n');
    expect(moved.sort()).toEqual(
      [
        `${waiting.id}:team|${oldIds[`${waiting.id}:team`]}|visit_team|booked|0|pending`,
        `${waiting.id}:visitor|${oldIds[`${waiting.id}:visitor`]}|visit_visitor|booked|0|pending`,
        `${done.id}:team|${oldIds[`${done.id}:team`]}|visit_team|booked|0|sent`,
        `${done.id}:visitor|${oldIds[`${done.id}:visitor`]}|visit_visitor|booked|0|failed`,
      ].sort(),
    );
    expect(await run(`select to_regclass('lead_mail.visit_messages') is null, to_regprocedure('lead_mail.visit_claim(integer, integer)') is null,
      to_regprocedure('lead_mail.record_visit_sent(uuid)') is null, to_regprocedure('lead_mail.record_visit_failure(uuid, integer, text, double precision)') is null`)).toBe('t|t|t|t');
  });

  it('claims the pending ones with their payload: the visit, and the visitor’s link token for the visitor alone', async () => {
    const claimed = (await run(`begin; set local role service_role; select id, kind, attempts, payload from lead_mail.claim(10, 60); rollback;`))
      .split('\n')
      .map((line) => line.split('|'))
      .map(([id, kind, attempts, payload]) => ({ id, kind, attempts: Number(attempts), payload: JSON.parse(payload!) as { event: string; sequence: number; visit: Record<string, unknown> } }));
    expect(claimed.map((row) => row.id).sort()).toEqual([oldIds[`${waiting.id}:team`], oldIds[`${waiting.id}:visitor`]].sort());
    for (const row of claimed) {
      expect(row.attempts).toBe(1);
      expect(row.payload).toMatchObject({ event: 'booked', sequence: 0, visit: { id: waiting.id, status: 'booked', title: 'Ver as chapas no showroom' } });
      for (const secret of ['manage_token_hash', 'client_key', 'ip_address', 'user_agent']) expect(row.payload.visit).not.toHaveProperty(secret);
    }
    expect(claimed.find((row) => row.kind === 'visit_visitor')!.payload.visit.manage_token).toBe(waiting.manage_token);
    expect(claimed.find((row) => row.kind === 'visit_team')!.payload.visit.manage_token).toBeNull();
  });

  it('holds every row to exactly one subject and the kinds of that subject', async () => {
    const visit = literal(waiting.id);
    for (const [values, constraint] of [
      // Two subjects, or none: both checks refuse it, and PostgreSQL names the first it tried.
      [`(gen_random_uuid(), ${visit}, 'visit_team', 'moved', 5, null)`, /notifications_(one_subject|kind_subject)/],
      [`(null, null, 'team', null, null, null)`, /notifications_(one_subject|kind_subject)/],
      [`(gen_random_uuid(), null, 'visit_team', null, null, null)`, 'notifications_kind_subject'],
      [`(null, ${visit}, 'team', 'moved', 5, null)`, 'notifications_kind_subject'],
      [`(null, ${visit}, 'visit_team', null, null, null)`, 'notifications_visit_event'],
      [`(null, ${visit}, 'visit_visitor', 'moved', 5, 'ana@exemplo.com.br')`, 'notifications_recipient'],
      [`(null, ${visit}, 'visit_team', 'booked', 0, null)`, 'notifications_visit_once'],
    ] as const) {
      const result = await pg.sql(`insert into lead_mail.notifications (request_id, visit_id, kind, event, sequence, recipient) values ${values}`);
      expect(result.ok, values).toBe(false);
      expect(result.stderr, values).toMatch(constraint);
    }
  });

  it('wakes the e-mail function once per booking and per cancellation, and not for the lead messages the sender writes itself', async () => {
    const before = await wakes();
    const [time] = await freeTimes();
    const visit = await book(time!);
    expect(await wakes()).toBe(before + 1);
    await run(`begin; set local role anon; select public.cancel_visit(${literal(visit.manage_token)}); commit;`);
    expect(await wakes()).toBe(before + 2);
    const row = validRow();
    const columns = Object.keys(row).join(', ');
    await run(`begin; set local role anon; set local lavra.requests_per_window = '0';
      insert into public.budget_requests (${columns}) select ${columns} from json_populate_record(null::public.budget_requests, ${literal(JSON.stringify(row))}::json);
      commit;`);
    await run(`begin; set local role service_role; select lead_mail.take_in(); commit;`);
    expect(await run(`select count(*) from lead_mail.notifications where request_id = ${literal(String(row.id))}`)).toBe('2');
    expect(await wakes()).toBe(before + 2);
  });
});
