// @ts-check
// The local lead store: PGlite (PostgreSQL in WebAssembly) with the project's
// Supabase migrations applied, so the site can run with no hosted backend.
/** @typedef {import('@electric-sql/pglite').PGlite} PGlite */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { acquireDataDirLock } from './data-dir-lock.mjs';
import { openDatabase } from './database-template.mjs';
import { readMigrations } from './migrations.mjs';

export const MEMORY_DATA_DIR = 'memory://';
export const LEADS_TABLE = 'budget_requests';
/** What listRows({ withEmails: true }) adds to each request's columns: the state of its team e-mail and of its receipt. */
export const NOTIFICATION_COLUMNS = /** @type {const} */ ([
  'team_email',
  'team_email_at',
  'team_email_attempts',
  'team_email_error',
  'receipt_email',
  'receipt_email_at',
  'receipt_email_skip_reason',
  'receipt_email_error',
]);

const PROJECT_DATA_DIR = fileURLToPath(new URL('../../.data/leads', import.meta.url));

/**
 * @typedef {object} TableInfo
 * @property {string} name
 * @property {readonly string[]} columns in table order
 * @property {readonly string[]} primaryKey
 */

/**
 * @typedef {object} InsertOptions
 * @property {string} [table] defaults to budget_requests
 * @property {readonly string[]} [columns] insert exactly these columns, keys a row lacks become NULL
 *   (PostgREST's `?columns=`); without it each row inserts its own keys and the rest take their defaults
 * @property {{ action: 'ignore' | 'merge', columns: readonly string[] }} [onConflict]
 * @property {'*' | readonly string[] | null} [returning] columns to send back; needs SELECT
 * @property {Record<string, string>} [requestHeaders] the HTTP request's headers, lower-case, as PostgREST gives them to SQL
 * @property {number} [requestsPerWindow] overrides the table's abuse limit (requests per sender in 10 minutes; 0: off)
 */

/**
 * @typedef {object} InsertResult
 * @property {number} count rows inserted
 * @property {Record<string, unknown>[] | null} rows the RETURNING rows, when asked for
 */

/**
 * @typedef {object} LeadStore
 * @property {string} dataDir
 * @property {ReadonlyMap<string, TableInfo>} tables tables and views of the public schema
 * @property {(rows: readonly Record<string, unknown>[], options?: InsertOptions) => Promise<InsertResult>} insertRows
 *   inserts as the anon role in one transaction, the way PostgREST does for the public key:
 *   grants, RLS and CHECK constraints all apply, and any failure stores nothing
 * @property {(table: string, privilege: 'SELECT' | 'INSERT' | 'UPDATE' | 'DELETE') => Promise<boolean>} anonHas
 * @property {(sql: string, params?: readonly unknown[]) => Promise<Record<string, unknown>[]>} asServiceRole
 *   one statement as Supabase's service_role (the lead e-mail sender's role), in a transaction of its own
 * @property {(name: string, args: Record<string, unknown>, options?: CallOptions) => Promise<CallResult>} callFunction
 *   calls a function of the public schema as the anon role, the way PostgREST answers POST /rest/v1/rpc/<name>:
 *   named arguments from a JSON object, EXECUTE grants apply, an error stores nothing
 * @property {(range: { from: Date, to: Date }) => Promise<Record<string, unknown>[]>} listVisits
 *   the visits (booked and cancelled) starting in [from, to), earliest first, with their contacts: the owner's agenda
 * @property {() => Promise<Record<string, unknown>[]>} listWarranties
 *   the warranty registrations, newest first, each with its pieces (and each piece's next sealing) and its pending
 *   reminders: the owner's `npm run warranties`
 * @property {() => Promise<number>} countRows budget requests stored
 * @property {(options?: { limit?: number, since?: Date | null, withEmails?: boolean }) => Promise<Record<string, unknown>[]>} listRows
 *   newest first, from `since` on; withEmails adds NOTIFICATION_COLUMNS to each row
 * @property {() => boolean} isClosed
 * @property {() => Promise<void>} close
 */

/**
 * @typedef {object} CallOptions
 * @property {Record<string, string>} [requestHeaders] as for InsertOptions
 * @property {number} [requestsPerWindow] as for InsertOptions
 */

/**
 * @typedef {{ found: false } | { found: true, missing: string[], unknown: string[], value: unknown, volatile: boolean }} CallResult
 *   found false: no such function in public (PostgREST's PGRST202); missing/unknown: argument names without a
 *   default that were not given, and names the function does not have (nothing was called); volatile: the function
 *   may write (neither STABLE nor IMMUTABLE)
 */

/**
 * @typedef {object} OpenStoreOptions
 * @property {string} [dataDir] a directory, or `memory://`; defaults to $LEADS_DATA_DIR, then .data/leads
 * @property {string} [migrationsDir] defaults to supabase/migrations
 */

function yieldToEventLoop() {
  return new Promise((resolve) => setImmediate(resolve));
}

/** @param {string} identifier */
export function quoteIdent(identifier) {
  return `"${identifier.replaceAll('"', '""')}"`;
}

/**
 * The directory a store would use: the argument, else $LEADS_DATA_DIR, else
 * the project's .data/leads.
 * @param {string | undefined} [dataDir]
 */
export function resolveDataDir(dataDir) {
  const chosen = dataDir ?? process.env.LEADS_DATA_DIR;
  if (chosen === undefined || chosen === '') return PROJECT_DATA_DIR;
  if (chosen.startsWith('memory://')) return chosen;
  return resolve(chosen);
}

/**
 * @param {PGlite} db
 * @returns {Promise<Map<string, TableInfo>>}
 */
async function loadTables(db) {
  const columns = await db.query(`
    select c.relname as table_name, a.attname as column_name
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f')
    order by c.relname, a.attnum`);
  const keys = await db.query(`
    select c.relname as table_name, a.attname as column_name
    from pg_index i
    join pg_class c on c.oid = i.indrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
    where n.nspname = 'public' and i.indisprimary
    order by c.relname, a.attnum`);

  /** @type {Map<string, { name: string, columns: string[], primaryKey: string[] }>} */
  const tables = new Map();
  for (const row of /** @type {{ table_name: string, column_name: string }[]} */ (columns.rows)) {
    const table = tables.get(row.table_name) ?? { name: row.table_name, columns: [], primaryKey: [] };
    table.columns.push(row.column_name);
    tables.set(row.table_name, table);
  }
  for (const row of /** @type {{ table_name: string, column_name: string }[]} */ (keys.rows)) {
    tables.get(row.table_name)?.primaryKey.push(row.column_name);
  }
  return tables;
}

/**
 * @param {string} table
 * @param {readonly string[]} columns
 * @param {InsertOptions} options
 */
function insertSql(table, columns, options) {
  const target = `public.${quoteIdent(table)}`;
  const list = columns.map(quoteIdent).join(', ');
  let sql = columns.length === 0
    ? `insert into ${target} select from json_populate_recordset(null::${target}, $1::json)`
    : `insert into ${target} (${list}) select ${list} from json_populate_recordset(null::${target}, $1::json)`;
  if (options.onConflict) {
    const conflictTarget = options.onConflict.columns.map(quoteIdent).join(', ');
    const updates = columns.map((column) => `${quoteIdent(column)} = excluded.${quoteIdent(column)}`).join(', ');
    sql += options.onConflict.action === 'merge' && updates !== ''
      ? ` on conflict (${conflictTarget}) do update set ${updates}`
      : ` on conflict (${conflictTarget}) do nothing`;
  }
  if (!options.returning) return sql;
  const returning = options.returning === '*' ? '*' : options.returning.map(quoteIdent).join(', ');
  return `with pgrst_inserted as (${sql} returning ${returning})
    select count(*)::int as count, coalesce(json_agg(pgrst_inserted), '[]'::json) as body from pgrst_inserted`;
}

/**
 * Rows grouped by their exact key set, so each group inserts only the keys it
 * has and the other columns take their defaults.
 * @param {readonly Record<string, unknown>[]} rows
 */
function groupByKeys(rows) {
  /** @type {Map<string, { columns: string[], rows: Record<string, unknown>[] }>} */
  const groups = new Map();
  for (const row of rows) {
    const columns = Object.keys(row).sort();
    const key = JSON.stringify(columns);
    const group = groups.get(key) ?? { columns, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * Opens (creating and migrating if needed) the store. A data directory is
 * owned by one process at a time: opening one that a live process holds
 * throws DataDirLockedError.
 * @param {OpenStoreOptions} [options]
 * @returns {Promise<LeadStore>}
 */
export async function openStore(options = {}) {
  const dataDir = resolveDataDir(options.dataDir);
  const inMemory = dataDir.startsWith('memory://');
  const releaseLock = inMemory ? () => {} : acquireDataDirLock(dataDir);

  /** @type {PGlite | undefined} */
  let opened;
  /** @type {Map<string, TableInfo>} */
  let tables;
  try {
    const migrations = await readMigrations(options.migrationsDir);
    opened = await openDatabase(dataDir, migrations);
    tables = await loadTables(opened);
  } catch (error) {
    await opened?.close().catch(() => {});
    releaseLock();
    throw error;
  }
  const db = opened;

  let closed = false;
  /** @type {Promise<void> | null} */
  let closing = null;

  function assertOpen() {
    if (closed) throw new Error('The lead store is closed.');
  }

  return {
    dataDir,
    tables,

    async insertRows(rows, insertOptions = {}) {
      assertOpen();
      const table = insertOptions.table ?? LEADS_TABLE;
      if (!tables.has(table)) throw new Error(`Unknown table ${table}`);
      const groups = insertOptions.columns
        ? [{ columns: [...insertOptions.columns], rows: [...rows] }]
        : groupByKeys(rows);

      // PGlite runs queries synchronously inside promise callbacks, so a queue
      // of inserts would run back to back without the event loop ever reaching
      // timers or sockets. Yielding once per insert keeps the server answering
      // (and reading other clients' requests) under load.
      await yieldToEventLoop();
      return db.transaction(async (tx) => {
        // LOCAL: the role ends with the transaction, so it cannot leak into
        // the next statement on this single connection.
        await tx.exec('set local role anon');
        // As PostgREST does: the request's headers, for triggers that read who sent the row.
        if (insertOptions.requestHeaders) {
          await tx.query(`select set_config('request.headers', $1, true)`, [JSON.stringify(insertOptions.requestHeaders)]);
        }
        if (insertOptions.requestsPerWindow !== undefined) {
          await tx.query(`select set_config('lavra.requests_per_window', $1, true)`, [String(insertOptions.requestsPerWindow)]);
        }
        if (groups.length === 0 && insertOptions.returning) {
          // Nothing to insert, but asking for rows back still needs SELECT.
          const list = insertOptions.returning === '*' ? '*' : insertOptions.returning.map(quoteIdent).join(', ');
          await tx.query(`select ${list} from public.${quoteIdent(table)} where false`);
        }
        let count = 0;
        /** @type {Record<string, unknown>[] | null} */
        let returned = insertOptions.returning ? [] : null;
        for (const group of groups) {
          const result = await tx.query(insertSql(table, group.columns, insertOptions), [JSON.stringify(group.rows)]);
          if (returned) {
            const first = /** @type {{ count: number, body: Record<string, unknown>[] }} */ (result.rows[0]);
            count += first.count;
            returned = returned.concat(first.body);
          } else {
            count += result.affectedRows ?? 0;
          }
        }
        return { count, rows: returned };
      });
    },

    async callFunction(name, args, callOptions = {}) {
      assertOpen();
      // The one function of that name in public: its argument names, types and how many have defaults.
      const found = await db.query(
        `select p.oid::int as oid, coalesce(p.proargnames, '{}') as names, p.pronargdefaults as defaults, p.provolatile = 'v' as volatile,
            array(select format_type(t, null) from unnest(p.proargtypes) t) as types
           from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname = 'public' and p.proname = $1 and p.prokind = 'f'`,
        [name],
      );
      const fn = /** @type {{ names: string[], types: string[], defaults: number, volatile: boolean }[]} */ (found.rows)[0];
      if (!fn || found.rows.length !== 1) return { found: false };
      const names = fn.names.slice(0, fn.types.length);
      const required = names.slice(0, names.length - fn.defaults);
      const missing = required.filter((arg) => !(arg in args));
      const unknown = Object.keys(args).filter((arg) => !names.includes(arg));
      if (missing.length > 0 || unknown.length > 0) return { found: true, missing, unknown, value: null, volatile: fn.volatile };
      // Each argument read from the JSON body and cast to its type, as PostgREST does (arrays from JSON arrays).
      const given = names.map((arg, index) => ({ arg, type: /** @type {string} */ (fn.types[index]) })).filter(({ arg }) => arg in args);
      const list = given
        .map(({ arg, type }) => type.endsWith('[]')
          ? `${quoteIdent(arg)} => case when json_typeof($1::json -> '${arg.replaceAll("'", "''")}') = 'array' then array(select json_array_elements_text($1::json -> '${arg.replaceAll("'", "''")}'))::${type} end`
          : `${quoteIdent(arg)} => ($1::json ->> '${arg.replaceAll("'", "''")}')::${type}`)
        .join(', ');
      await yieldToEventLoop();
      return db.transaction(async (tx) => {
        await tx.exec('set local role anon');
        if (callOptions.requestHeaders) {
          await tx.query(`select set_config('request.headers', $1, true)`, [JSON.stringify(callOptions.requestHeaders)]);
        }
        if (callOptions.requestsPerWindow !== undefined) {
          await tx.query(`select set_config('lavra.requests_per_window', $1, true)`, [String(callOptions.requestsPerWindow)]);
        }
        const result = await tx.query(`select to_json(public.${quoteIdent(name)}(${list})) as value`, [JSON.stringify(args)]);
        return { found: true, missing: [], unknown: [], value: /** @type {{ value: unknown }} */ (result.rows[0]).value, volatile: fn.volatile };
      });
    },

    async anonHas(table, privilege) {
      assertOpen();
      const result = await db.query('select has_table_privilege($1, $2, $3) as allowed', [
        'anon',
        `public.${quoteIdent(table)}`,
        privilege,
      ]);
      return /** @type {{ allowed: boolean }} */ (result.rows[0]).allowed;
    },

    async asServiceRole(sql, params = []) {
      assertOpen();
      return db.transaction(async (tx) => {
        // LOCAL, as for anon: the role ends with the transaction.
        await tx.exec('set local role service_role');
        const result = await tx.query(sql, /** @type {any[]} */ (params));
        return /** @type {Record<string, unknown>[]} */ (result.rows);
      });
    },

    async listVisits({ from, to }) {
      assertOpen();
      const result = await db.query(
        `select v.id, v.kind, k.title, v.resource, v.starts_at, v.ends_at, v.status, v.name, v.phone, v.email, v.address,
                v.neighbourhood, v.stones, v.room, v.request_id, v.created_at
           from public.visits v join agenda.kinds k on k.id = v.kind
          where v.starts_at >= $1 and v.starts_at < $2 order by v.starts_at, v.resource, v.status`,
        [from.toISOString(), to.toISOString()],
      );
      return /** @type {Record<string, unknown>[]} */ (result.rows);
    },

    async listWarranties() {
      assertOpen();
      const result = await db.query(
        `select r.id, r.status, r.name, r.email, r.phone, r.order_number, r.installed_on::text as installed_on, r.reminders,
                r.unsubscribed_at, r.created_at, r.confirmed_at, r.deleted_at,
                case when r.status = 'deleted' then '[]'::jsonb else warranty.certificate(r) -> 'pieces' end as pieces,
                (select coalesce(jsonb_agg(jsonb_build_object('kind', n.kind, 'due_at', n.next_attempt_at) order by n.next_attempt_at), '[]'::jsonb)
                   from lead_mail.notifications n
                  where n.warranty_id = r.id and n.status = 'pending' and n.kind in ('warranty_sealing', 'warranty_notice')) as reminders_due
           from public.warranty_registrations r order by r.created_at desc limit 500`,
      );
      return /** @type {Record<string, unknown>[]} */ (result.rows);
    },

    async countRows() {
      assertOpen();
      const result = await db.query(`select count(*)::int as count from public.${quoteIdent(LEADS_TABLE)}`);
      return /** @type {{ count: number }} */ (result.rows[0]).count;
    },

    async listRows({ limit = 100, since = null, withEmails = false } = {}) {
      assertOpen();
      const safeLimit = Number.isFinite(limit) ? Math.max(0, Math.min(Math.trunc(limit), 100_000)) : 100;
      // withEmails: each request with what became of its e-mails (supabase/migrations/20261126000200_lead_notifications.sql);
      // a request the sender has not taken in yet (20261126000300_lead_notifications_inbox.sql) has its team e-mail pending.
      const emails = withEmails
        ? `, coalesce(t.status, case when w.request_id is not null then 'pending' end) as team_email, coalesce(t.sent_at, case when t.status = 'pending' then t.next_attempt_at end) as team_email_at,
            t.attempts as team_email_attempts, t.last_error as team_email_error,
            coalesce(c.status, case when w.request_id is not null then 'pending' end) as receipt_email,
            coalesce(c.sent_at, case when c.status = 'pending' then greatest(c.next_attempt_at, c.claimed_until) end) as receipt_email_at,
            c.skip_reason as receipt_email_skip_reason, c.last_error as receipt_email_error`
        : '';
      const joins = withEmails
        ? `left join lead_mail.notifications t on t.request_id = r.id and t.kind = 'team'
           left join lead_mail.notifications c on c.request_id = r.id and c.kind = 'receipt'
           left join (select distinct request_id from lead_mail.inbox) w on w.request_id = r.id`
        : '';
      const result = await db.query(
        `select r.*${emails} from public.${quoteIdent(LEADS_TABLE)} r ${joins}
          where $2::timestamptz is null or r.created_at >= $2 order by r.created_at desc, r.id limit $1`,
        [safeLimit, since ? since.toISOString() : null],
      );
      return /** @type {Record<string, unknown>[]} */ (result.rows);
    },

    isClosed() {
      return closed;
    },

    close() {
      if (closing) return closing;
      closed = true;
      closing = db.close().finally(releaseLock);
      return closing;
    },
  };
}
