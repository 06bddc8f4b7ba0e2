-- Visits to the showroom and measurement visits, booked by visitors through the data API and never given twice.
-- See docs/decisions/030-visits.md.
--
-- 1. public.visits holds every booking. An exclusion constraint keeps two live ('booked') visits of one
--    resource (a consultant, a measurement team) from overlapping, whatever arrives at once: the database, not
--    the page, keeps the promise. The anon role may not read or write the table at all.
-- 2. The rules (kinds, hours, lead time, closed days, the refusal sentences) live in the schema agenda, filled by
--    20261128000110_visits_calendar.sql, which scripts/visits-calendar.mjs generates from content/visits.ts.
-- 3. Visitors call five security definer functions (POST /rest/v1/rpc/...): visit_slots, book_visit,
--    visit_by_token, cancel_visit, move_visit. A refusal is SQLSTATE P0001 (HTTP 400) with the Portuguese sentence
--    as the message and a machine code as the hint.
-- 4. Each booking, move and cancellation queues two e-mails (team, visitor) in lead_mail.visit_messages, sent by
--    the lead e-mail senders (server/lead-mail/visit-mail.ts) through lead_mail.visit_claim.
-- Superseded by 20261129000200_one_outbox.sql: they are rows of lead_mail.notifications, claimed by lead_mail.claim; visit_messages and visit_claim are gone.
--
-- Runs unchanged on hosted Supabase, on the local PGlite store and on Debian's PostgreSQL.

create extension if not exists btree_gist;

create schema agenda;
revoke all on schema agenda from public;

create table agenda.rules (
  only_row boolean primary key default true constraint rules_one_row check (only_row),
  time_zone text not null,
  open_weekdays integer[] not null,
  opens time not null,
  closes time not null,
  min_days_ahead integer not null,
  max_days_ahead integer not null,
  first_year integer not null,
  last_year integer not null
);

create table agenda.kinds (
  id text primary key,
  title text not null,
  place text,
  duration_minutes integer not null,
  buffer_minutes integer not null,
  step_minutes integer not null,
  resources text[] not null,
  needs_address boolean not null
);

create table agenda.closed_days (
  day date primary key,
  name text not null
);

create table agenda.served_areas (
  name text primary key
);

create table agenda.messages (
  hint text primary key,
  message text not null
);

-- The key the manage tokens are derived from; made at first use, so no two databases share it (the local store
-- copies a migrated template database).
create table agenda.secret (
  only_row boolean primary key default true constraint secret_one_row check (only_row),
  value text not null
);

-- Tests only: a fixed "now" for the rules that count days from today. Empty in production, where now() rules.
create table agenda.clock (
  only_row boolean primary key default true constraint clock_one_row check (only_row),
  fixed_now timestamptz not null
);

grant usage on schema agenda to service_role;
grant select on all tables in schema agenda to service_role;
revoke select on agenda.secret from service_role;
grant insert, update, delete on agenda.clock to service_role;

create table public.visits (
  id uuid primary key default gen_random_uuid(),
  kind text not null references agenda.kinds (id),
  resource text not null,
  -- The time the resource is taken: the visit and the buffer after it (travel).
  during tstzrange not null,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  name text not null constraint visits_name_length check (pg_catalog.char_length(name) between 2 and 120),
  phone text not null constraint visits_phone_digits check (phone ~ '^[0-9]{10,13}$'),
  email text not null constraint visits_email_shape check (pg_catalog.char_length(email) <= 254 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  address text constraint visits_address_length check (address is null or pg_catalog.char_length(address) between 5 and 300),
  neighbourhood text,
  -- The budget request the visit follows, if any. No foreign key: a request deleted by hand leaves its visit.
  request_id uuid,
  stones text[] not null default '{}' constraint visits_stones_count check (pg_catalog.cardinality(stones) <= 20),
  room text constraint visits_room_length check (room is null or pg_catalog.char_length(room) <= 80),
  status text not null default 'booked' constraint visits_status_value check (status in ('booked', 'cancelled')),
  -- sha256 of the token in the visitor's e-mail; the token itself is never stored.
  manage_token_hash text not null unique,
  -- Made by the browser for each booking attempt: a retry with the same key gets the same booking back.
  client_key uuid not null unique,
  -- The .ics SEQUENCE: 0 when booked, +1 for each move or cancellation.
  sequence integer not null default 0,
  ip_address inet,
  user_agent text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint visits_range check (pg_catalog.lower(during) = starts_at and starts_at < ends_at and ends_at <= pg_catalog.upper(during)),
  constraint visits_no_double_booking exclude using gist (resource with =, during with &&) where (status = 'booked')
);

create index visits_starts_at_idx on public.visits (starts_at) where status = 'booked';
create index visits_request_id_idx on public.visits (request_id) where request_id is not null;
create index visits_email_created_at_idx on public.visits (pg_catalog.lower(email), created_at);
create index visits_phone_created_at_idx on public.visits (phone, created_at);
create index visits_ip_address_created_at_idx on public.visits (ip_address, created_at) where ip_address is not null;

alter table public.visits enable row level security;
-- Nothing for the public key: free and busy times come from visit_slots, one's own visit from visit_by_token.
revoke all on table public.visits from public, anon, authenticated;

comment on table public.visits is
  'Showroom and measurement visits; booked, moved and cancelled through the security definer functions book_visit, move_visit and cancel_visit.';

-- The e-mails each booking, move and cancellation owes: one to the team, one to the visitor.
-- Superseded by 20261129000200_one_outbox.sql: its rows moved into lead_mail.notifications (kinds visit_team, visit_visitor) and the table was dropped.
create table lead_mail.visit_messages (
  -- Also the Message-ID's local part.
  id uuid primary key default gen_random_uuid(),
  visit_id uuid not null references public.visits (id) on delete cascade,
  kind text not null constraint visit_messages_kind_value check (kind in ('team', 'visitor')),
  event text not null constraint visit_messages_event_value check (event in ('booked', 'moved', 'cancelled')),
  -- The visit's sequence when the event happened: the .ics SEQUENCE.
  sequence integer not null,
  status text not null default 'pending' constraint visit_messages_status_value check (status in ('pending', 'sent', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  claimed_until timestamptz,
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  constraint visit_messages_once unique (visit_id, kind, sequence)
);

create index visit_messages_due_idx on lead_mail.visit_messages (next_attempt_at) where status = 'pending';

revoke all on table lead_mail.visit_messages from public, anon, authenticated;
grant select on table lead_mail.visit_messages to service_role;
grant update (status, sent_at, claimed_until, last_error, attempts, next_attempt_at) on table lead_mail.visit_messages to service_role;

-- "Now" for the rules: the tests' fixed clock when set, else the transaction's time.
create function agenda.now()
  returns timestamptz
  language sql
  stable
  set search_path = ''
as $$
  select coalesce((select c.fixed_now from agenda.clock c), pg_catalog.now());
$$;

-- Refuses the call: HTTP 400 with the sentence for `code` as the message and `code` as the hint.
create function agenda.refuse(code text)
  returns void
  language plpgsql
  set search_path = ''
as $$
begin
  raise exception using
    errcode = 'P0001',
    message = coalesce((select m.message from agenda.messages m where m.hint = code), code),
    hint = code;
end;
$$;

create function agenda.token_secret()
  returns text
  language plpgsql
  set search_path = ''
as $$
declare
  found text;
begin
  select s.value into found from agenda.secret s;
  if found is null then
    insert into agenda.secret (value)
      values (pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(
        gen_random_uuid()::text || gen_random_uuid()::text || gen_random_uuid()::text || pg_catalog.clock_timestamp()::text, 'UTF8')), 'hex'))
      on conflict (only_row) do nothing;
    select s.value into found from agenda.secret s;
  end if;
  return found;
end;
$$;

-- The visit's manage token: derived from the secret and the id, so it can be given again (a retried booking, the
-- e-mail) without being stored.
create function agenda.token_for(visit_id uuid)
  returns text
  language sql
  set search_path = ''
as $$
  select pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(agenda.token_secret() || ':visit:' || visit_id::text, 'UTF8')), 'hex');
$$;

create function agenda.token_hash(token text)
  returns text
  language sql
  immutable
  set search_path = ''
as $$
  select pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(coalesce(token, ''), 'UTF8')), 'hex');
$$;

create function agenda.iso(moment timestamptz)
  returns text
  language sql
  immutable
  set search_path = ''
as $$
  select pg_catalog.to_char(moment at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"');
$$;

-- The data API hands arguments over as JSON text; a value that is not a time or an id is refused with the
-- Portuguese 'invalid' sentence rather than PostgreSQL's own error.
create function agenda.to_timestamptz(value text)
  returns timestamptz
  language plpgsql
  stable
  set search_path = ''
as $$
begin
  -- An ISO instant with its offset ("2027-04-13T12:00:00Z", "…-03:00"): a time without one would be read in the
  -- session's zone.
  if value is null or value !~ '^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)$' then
    return null;
  end if;
  return value::timestamptz;
exception when others then
  return null;
end;
$$;

create function agenda.to_uuid(value text)
  returns uuid
  language plpgsql
  immutable
  set search_path = ''
as $$
begin
  return value::uuid;
exception when others then
  return null;
end;
$$;

create function agenda.to_date(value text)
  returns date
  language plpgsql
  stable
  set search_path = ''
as $$
begin
  if value is null or value !~ '^\d{4}-\d{2}-\d{2}$' then
    return null;
  end if;
  return value::date;
exception when others then
  return null;
end;
$$;

-- Null when `starts_at` is a slot the rules offer for `kind_id`, else the refusal's code.
create function agenda.slot_problem(kind_id text, starts_at timestamptz)
  returns text
  language plpgsql
  stable
  set search_path = ''
as $$
declare
  r agenda.rules;
  k agenda.kinds;
  local_start timestamp;
  local_day date;
  today date;
  minutes_in integer;
begin
  select * into r from agenda.rules;
  select * into k from agenda.kinds where id = kind_id;
  if k.id is null or starts_at is null then
    return 'invalid';
  end if;
  local_start := starts_at at time zone r.time_zone;
  local_day := local_start::date;
  today := (agenda.now() at time zone r.time_zone)::date;
  if local_day < today + r.min_days_ahead or local_day > today + r.max_days_ahead then
    return 'lead_time';
  end if;
  if extract(year from local_day)::integer not between r.first_year and r.last_year
     or extract(isodow from local_day)::integer <> all (r.open_weekdays)
     or exists (select from agenda.closed_days c where c.day = local_day) then
    return 'closed_day';
  end if;
  -- Minutes from opening, compared as numbers: a time plus an interval wraps at midnight.
  minutes_in := (extract(epoch from (local_start - (local_day + r.opens))) / 60)::integer;
  if minutes_in < 0 or minutes_in % k.step_minutes <> 0 or extract(second from local_start) <> 0
     or minutes_in + k.duration_minutes + k.buffer_minutes > extract(epoch from (r.closes - r.opens)) / 60 then
    return 'outside_hours';
  end if;
  return null;
end;
$$;

-- The visit as the functions answer it. The token only when asked (booking), never stored.
create function agenda.visit_json(v public.visits, token text default null)
  returns jsonb
  language sql
  stable
  set search_path = ''
as $$
  select pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object(
    'id', v.id, 'kind', v.kind, 'starts_at', agenda.iso(v.starts_at), 'ends_at', agenda.iso(v.ends_at),
    'status', v.status, 'manage_token', token));
$$;

-- Per-sender limits, as for budget_requests (20261126000100_abuse_limit_indexes.sql): at most 5 (or the API
-- server's lavra.requests_per_window; 0: off) bookings per e-mail, phone and address in any 10 minutes.
create function agenda.check_sender(email text, phone text, ip inet)
  returns void
  language plpgsql
  set search_path = ''
as $$
declare
  window_start timestamptz := pg_catalog.now() - interval '10 minutes';
  setting text := nullif(current_setting('lavra.requests_per_window', true), '');
  max_per_window integer := case when setting ~ '^[0-9]{1,6}$' then setting::integer else 5 end;
begin
  if max_per_window = 0 then
    return;
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('visits:email:' || pg_catalog.lower(email)));
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('visits:phone:' || phone));
  if ip is not null then
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('visits:ip:' || pg_catalog.host(ip)));
  end if;
  if (select pg_catalog.count(*) from (select from public.visits v
        where pg_catalog.lower(v.email) = pg_catalog.lower(check_sender.email) and v.created_at > window_start
        limit max_per_window) as recent) >= max_per_window
     or (select pg_catalog.count(*) from (select from public.visits v
        where v.phone = check_sender.phone and v.created_at > window_start
        limit max_per_window) as recent) >= max_per_window
     or (ip is not null and (select pg_catalog.count(*) from (select from public.visits v
        where v.ip_address = ip and v.created_at > window_start
        limit max_per_window) as recent) >= max_per_window)
  then
    perform agenda.refuse('rate_limited');
  end if;
end;
$$;

-- Who sent the request, as budget_requests_before_insert reads it.
create function agenda.sender_ip()
  returns inet
  language plpgsql
  stable
  set search_path = ''
as $$
declare
  headers jsonb := nullif(current_setting('request.headers', true), '')::jsonb;
  forwarded text;
  sender text;
begin
  if headers is null then
    return null;
  end if;
  forwarded := pg_catalog.btrim(pg_catalog.split_part(coalesce(headers ->> 'x-forwarded-for', ''), ',', -1));
  sender := coalesce(nullif(pg_catalog.btrim(headers ->> 'cf-connecting-ip'), ''), nullif(forwarded, ''));
  return sender::inet;
exception when invalid_text_representation then
  return null;
end;
$$;

-- Takes the first free resource of `kind_id` for the slot at `starts_at`, or returns null when all are taken.
-- Concurrent bookings of one slot wait on each other at the constraint; the loser tries the next resource.
create function agenda.take_resource(v public.visits)
  returns public.visits
  language plpgsql
  set search_path = ''
as $$
declare
  k agenda.kinds;
  candidate text;
  stored public.visits;
begin
  select * into k from agenda.kinds where id = v.kind;
  v.ends_at := v.starts_at + pg_catalog.make_interval(mins => k.duration_minutes);
  v.during := pg_catalog.tstzrange(v.starts_at, v.starts_at + pg_catalog.make_interval(mins => k.duration_minutes + k.buffer_minutes), '[)');
  foreach candidate in array k.resources loop
    continue when exists (select from public.visits o
      where o.resource = candidate and o.status = 'booked' and o.during && v.during and o.id <> v.id);
    begin
      v.resource := candidate;
      if exists (select from public.visits o where o.id = v.id) then
        update public.visits o
          set resource = v.resource, during = v.during, starts_at = v.starts_at, ends_at = v.ends_at,
              sequence = o.sequence + 1, updated_at = pg_catalog.now()
          where o.id = v.id
          returning o.* into stored;
      else
        insert into public.visits values (v.*) returning * into stored;
      end if;
      return stored;
    exception when exclusion_violation then
      -- Taken a moment ago by a booking that committed first: the next resource, if any.
      null;
    end;
  end loop;
  return null;
end;
$$;

create function agenda.queue_messages(v public.visits, event text)
  returns void
  language sql
  set search_path = ''
as $$
  insert into lead_mail.visit_messages (visit_id, kind, event, sequence)
    values (v.id, 'team', event, v.sequence), (v.id, 'visitor', event, v.sequence)
    on conflict on constraint visit_messages_once do nothing;
$$;

-- Free and busy times of one kind, for every slot the rules offer from p_from for p_days days (at most 46).
create function public.visit_slots(p_kind text, p_from text default null, p_days integer default 14)
  returns jsonb
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
declare
  r agenda.rules;
  k agenda.kinds;
  today date;
  first_day date;
  last_day date;
  from_day date := agenda.to_date(p_from);
begin
  select * into r from agenda.rules;
  select * into k from agenda.kinds where id = p_kind;
  if k.id is null or p_days is null or p_days < 1 or p_days > 46 or (p_from is not null and from_day is null) then
    perform agenda.refuse('invalid');
  end if;
  today := (agenda.now() at time zone r.time_zone)::date;
  first_day := greatest(coalesce(from_day, today), today + r.min_days_ahead);
  last_day := least(coalesce(from_day, today) + p_days - 1, today + r.max_days_ahead);
  return coalesce((
    select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'starts_at', agenda.iso(s.starts_at),
        'ends_at', agenda.iso(s.starts_at + pg_catalog.make_interval(mins => k.duration_minutes)),
        'free', pg_catalog.cardinality(k.resources) - (
          select pg_catalog.count(distinct v.resource)::integer from public.visits v
            where v.status = 'booked' and v.resource = any (k.resources)
              and v.during && pg_catalog.tstzrange(s.starts_at, s.starts_at + pg_catalog.make_interval(mins => k.duration_minutes + k.buffer_minutes), '[)')))
        order by s.starts_at)
      from (
        select ((d.day + r.opens + pg_catalog.make_interval(mins => n * k.step_minutes)) at time zone r.time_zone) as starts_at
          from (select g::date as day from pg_catalog.generate_series(first_day::timestamp, last_day::timestamp, interval '1 day') g) d
          cross join pg_catalog.generate_series(0, 24 * 60 / k.step_minutes) n
          where extract(isodow from d.day)::integer = any (r.open_weekdays)
            and extract(year from d.day)::integer between r.first_year and r.last_year
            and not exists (select from agenda.closed_days c where c.day = d.day)
            and n * k.step_minutes + k.duration_minutes + k.buffer_minutes <= extract(epoch from (r.closes - r.opens)) / 60
      ) s
  ), '[]'::jsonb);
end;
$$;

create function public.book_visit(
  p_kind text,
  p_starts_at text,
  p_name text,
  p_phone text,
  p_email text,
  p_client_key text,
  p_address text default null,
  p_neighbourhood text default null,
  p_request_id text default null,
  p_stones text[] default '{}',
  p_room text default null
)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  k agenda.kinds;
  v public.visits;
  stored public.visits;
  problem text;
  name_clean text := pg_catalog.btrim(coalesce(p_name, ''));
  email_clean text := pg_catalog.btrim(coalesce(p_email, ''));
  phone_clean text := pg_catalog.regexp_replace(coalesce(p_phone, ''), '[^0-9]', '', 'g');
  address_clean text := nullif(pg_catalog.btrim(coalesce(p_address, '')), '');
  area text;
  start_given timestamptz := agenda.to_timestamptz(p_starts_at);
  key_given uuid := agenda.to_uuid(p_client_key);
  request_given uuid := agenda.to_uuid(p_request_id);
begin
  if key_given is null or start_given is null or (p_request_id is not null and request_given is null) then
    perform agenda.refuse('invalid');
  end if;
  -- A retry of a booking already made: the same booking, never a second one.
  select * into stored from public.visits o where o.client_key = key_given;
  if stored.id is not null then
    return agenda.visit_json(stored, agenda.token_for(stored.id));
  end if;

  select * into k from agenda.kinds where id = p_kind;
  if k.id is null or pg_catalog.char_length(name_clean) not between 2 and 120 or phone_clean !~ '^[0-9]{10,13}$'
     or pg_catalog.char_length(email_clean) > 254 or email_clean !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'
     or pg_catalog.cardinality(coalesce(p_stones, '{}')) > 20 or pg_catalog.char_length(coalesce(p_room, '')) > 80 then
    perform agenda.refuse('invalid');
  end if;
  if k.needs_address then
    if address_clean is null or pg_catalog.char_length(address_clean) not between 5 and 300 then
      perform agenda.refuse('invalid');
    end if;
    select a.name into area from agenda.served_areas a
      where pg_catalog.lower(a.name) = pg_catalog.lower(pg_catalog.btrim(coalesce(p_neighbourhood, '')));
    if area is null then
      perform agenda.refuse('not_served');
    end if;
  else
    address_clean := null;
  end if;

  problem := agenda.slot_problem(p_kind, start_given);
  if problem is not null then
    perform agenda.refuse(problem);
  end if;

  v.ip_address := agenda.sender_ip();
  perform agenda.check_sender(email_clean, phone_clean, v.ip_address);

  v.id := gen_random_uuid();
  v.kind := k.id;
  v.starts_at := start_given;
  v.name := name_clean;
  v.phone := phone_clean;
  v.email := email_clean;
  v.address := address_clean;
  v.neighbourhood := area;
  v.request_id := request_given;
  v.stones := coalesce(p_stones, '{}');
  v.room := nullif(pg_catalog.btrim(coalesce(p_room, '')), '');
  v.status := 'booked';
  v.manage_token_hash := agenda.token_hash(agenda.token_for(v.id));
  v.client_key := key_given;
  v.sequence := 0;
  v.user_agent := pg_catalog.left(nullif(current_setting('request.headers', true), '')::jsonb ->> 'user-agent', 500);
  v.created_at := pg_catalog.now();
  v.updated_at := v.created_at;

  begin
    stored := agenda.take_resource(v);
  exception when unique_violation then
    -- The same client key, sent twice at once: the other one stored it.
    select * into stored from public.visits o where o.client_key = key_given;
    if stored.id is null then
      raise;
    end if;
    return agenda.visit_json(stored, agenda.token_for(stored.id));
  end;
  if stored.id is null then
    perform agenda.refuse('slot_taken');
  end if;
  perform agenda.queue_messages(stored, 'booked');
  return agenda.visit_json(stored, agenda.token_for(stored.id));
end;
$$;

create function agenda.visit_for_token(token text)
  returns public.visits
  language plpgsql
  set search_path = ''
as $$
declare
  found public.visits;
begin
  if token is null or token !~ '^[0-9a-f]{64}$' then
    perform agenda.refuse('not_found');
  end if;
  select * into found from public.visits v where v.manage_token_hash = agenda.token_hash(token) for update;
  if found.id is null then
    perform agenda.refuse('not_found');
  end if;
  return found;
end;
$$;

create function public.visit_by_token(p_token text)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v public.visits := agenda.visit_for_token(p_token);
begin
  return agenda.visit_json(v) || pg_catalog.jsonb_build_object('name', v.name);
end;
$$;

create function public.cancel_visit(p_token text)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v public.visits := agenda.visit_for_token(p_token);
begin
  -- Cancelling twice changes nothing and sends nothing more.
  if v.status = 'booked' then
    update public.visits o set status = 'cancelled', sequence = o.sequence + 1, updated_at = pg_catalog.now()
      where o.id = v.id returning o.* into v;
    perform agenda.queue_messages(v, 'cancelled');
  end if;
  return agenda.visit_json(v) || pg_catalog.jsonb_build_object('name', v.name);
end;
$$;

create function public.move_visit(p_token text, p_starts_at text)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v public.visits := agenda.visit_for_token(p_token);
  stored public.visits;
  problem text;
  new_start timestamptz := agenda.to_timestamptz(p_starts_at);
begin
  if v.status <> 'booked' then
    perform agenda.refuse('not_found');
  end if;
  if new_start is null then
    perform agenda.refuse('invalid');
  end if;
  if v.starts_at = new_start then
    return agenda.visit_json(v) || pg_catalog.jsonb_build_object('name', v.name);
  end if;
  problem := agenda.slot_problem(v.kind, new_start);
  if problem is not null then
    perform agenda.refuse(problem);
  end if;
  v.starts_at := new_start;
  stored := agenda.take_resource(v);
  if stored.id is null then
    perform agenda.refuse('slot_taken');
  end if;
  perform agenda.queue_messages(stored, 'moved');
  return agenda.visit_json(stored) || pg_catalog.jsonb_build_object('name', stored.name);
end;
$$;

-- The helpers run only inside the functions above (their owner's rights); nobody calls them directly.
revoke all on all functions in schema agenda from public, anon, authenticated;
revoke all on function public.visit_slots(text, text, integer) from public;
revoke all on function public.book_visit(text, text, text, text, text, text, text, text, text, text[], text) from public;
revoke all on function public.visit_by_token(text) from public;
revoke all on function public.cancel_visit(text) from public;
revoke all on function public.move_visit(text, text) from public;
grant execute on function public.visit_slots(text, text, integer) to anon, authenticated, service_role;
grant execute on function public.book_visit(text, text, text, text, text, text, text, text, text, text[], text) to anon, authenticated, service_role;
grant execute on function public.visit_by_token(text) to anon, authenticated, service_role;
grant execute on function public.cancel_visit(text) to anon, authenticated, service_role;
grant execute on function public.move_visit(text, text) to anon, authenticated, service_role;

-- The sender's side (service_role), as lead_mail.claim / record_sent / record_failure for the lead e-mails.
-- Superseded by 20261129000200_one_outbox.sql: those three serve every message; visit_claim and record_visit_* were dropped.
-- Takes up to max_count due messages for lease_seconds and returns each with its visit (and, for the visitor's,
-- the manage token for the link to cancel or move: derived here, never stored) and the request it follows.
create function lead_mail.visit_claim(max_count integer default 10, lease_seconds integer default 120)
  returns table (id uuid, kind text, event text, sequence integer, attempts integer, visit jsonb)
  language plpgsql
  -- The token's secret is readable by the owner alone.
  security definer
  set search_path = ''
as $$
#variable_conflict use_column
begin
  return query
  with due as (
    select m.id
      from lead_mail.visit_messages m
      where m.status = 'pending' and m.next_attempt_at <= pg_catalog.now()
        and (m.claimed_until is null or m.claimed_until <= pg_catalog.now())
      order by m.next_attempt_at, m.created_at, m.kind
      limit greatest(1, least(max_count, 100))
      for update skip locked
  ), claimed as (
    update lead_mail.visit_messages m
      set claimed_until = pg_catalog.now() + pg_catalog.make_interval(secs => greatest(10, lease_seconds)),
          attempts = m.attempts + 1
      from due
      where m.id = due.id
      returning m.id, m.kind, m.event, m.sequence, m.attempts, m.visit_id
  )
  select c.id, c.kind, c.event, c.sequence, c.attempts,
      pg_catalog.to_jsonb(v.*) - 'manage_token_hash' - 'client_key' - 'during' - 'ip_address' - 'user_agent'
        || pg_catalog.jsonb_build_object(
          'starts_at', agenda.iso(v.starts_at), 'ends_at', agenda.iso(v.ends_at),
          'title', k.title, 'place', k.place,
          'manage_token', case when c.kind = 'visitor' then agenda.token_for(v.id) end,
          'request', (select pg_catalog.jsonb_build_object('id', r.id, 'created_at', r.created_at, 'environment_type', r.environment_type)
                        from public.budget_requests r where r.id = v.request_id))
    from claimed c
    join public.visits v on v.id = c.visit_id
    join agenda.kinds k on k.id = v.kind;
end;
$$;

create function lead_mail.record_visit_sent(message_id uuid)
  returns void
  language sql
  set search_path = ''
as $$
  update lead_mail.visit_messages
    set status = 'sent', sent_at = pg_catalog.now(), claimed_until = null, last_error = null
    where id = message_id and status = 'pending';
$$;

create function lead_mail.record_visit_failure(message_id uuid, attempt integer, error text, retry_in_seconds double precision)
  returns void
  language sql
  set search_path = ''
as $$
  update lead_mail.visit_messages
    set status = case when retry_in_seconds is null then 'failed' else 'pending' end,
        next_attempt_at = pg_catalog.now() + pg_catalog.make_interval(secs => coalesce(retry_in_seconds, 0)),
        claimed_until = null,
        last_error = pg_catalog.left(error, 1000)
    where id = message_id and status = 'pending' and attempts = attempt;
$$;

revoke all on function lead_mail.visit_claim(integer, integer) from public, anon, authenticated;
revoke all on function lead_mail.record_visit_sent(uuid) from public, anon, authenticated;
revoke all on function lead_mail.record_visit_failure(uuid, integer, text, double precision) from public, anon, authenticated;
grant execute on function lead_mail.visit_claim(integer, integer) to service_role;
grant execute on function lead_mail.record_visit_sent(uuid) to service_role;
grant execute on function lead_mail.record_visit_failure(uuid, integer, text, double precision) to service_role;
