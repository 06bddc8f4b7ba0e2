-- The visit link is a key, and the booking functions bound what they store. See docs/decisions/030-visits.md.
--
-- 1. Extensions in the schema `extensions`, as hosted Supabase keeps them: btree_gist (moved there from public),
--    pgcrypto (hmac) and unaccent (neighbourhoods compared accents aside).
-- 2. The manage token is a keyed MAC, hmac-sha256(visit id, secret); every stored hash is recomputed, so a link
--    sent before this migration no longer opens its visit (the next e-mail of that visit carries the new one).
-- 3. Reads take no lock: visit_by_token is stable and works in a read-only transaction.
-- 4. The test clock leaves the schema: agenda.now() is the transaction's time, unless the session sets
--    lavra.fixed_now (the tests do; the data API sets no such parameter).
-- 5. The limits of each field (agenda.field_limits), the web-address and e-mail rules (agenda.patterns), the
--    catalogue's stones (agenda.stones) and the most moves a visit may have (agenda.rules.max_moves) come from
--    content/, written by the generated 20261129000110_visit_rules.sql. book_visit refuses a field out of bounds or
--    carrying a web address with a hint naming that field, an unknown or fourth stone, and a client key replayed
--    with other contact details; it links a budget request only when that request has the same e-mail or phone.
-- 6. move_visit: at most max_moves moves, never once the visit has begun, each one counted with the bookings
--    toward the per-sender limits (the same switch, lavra.requests_per_window).
--
-- Runs unchanged on hosted Supabase, on the local PGlite store and on Debian's PostgreSQL.

create schema if not exists extensions;

do $$
begin
  if exists (select from pg_catalog.pg_extension e join pg_catalog.pg_namespace n on n.oid = e.extnamespace
             where e.extname = 'btree_gist' and n.nspname <> 'extensions') then
    alter extension btree_gist set schema extensions;
  end if;
end;
$$;
create extension if not exists btree_gist with schema extensions;
create extension if not exists pgcrypto with schema extensions;
create extension if not exists unaccent with schema extensions;

-- The rows the generated migration writes.
alter table agenda.rules add column max_moves integer not null default 3;

create table agenda.field_limits (
  field text primary key,
  min_length integer not null,
  max_length integer not null
);

create table agenda.patterns (
  name text primary key,
  pattern text not null
);

create table agenda.stones (
  slug text primary key
);

-- Each move, for the per-sender limits (who moved which visit, when).
create table agenda.moves (
  visit_id uuid not null references public.visits (id) on delete cascade,
  email text not null,
  phone text not null,
  ip_address inet,
  created_at timestamptz not null default now()
);
create index moves_email_created_at_idx on agenda.moves (pg_catalog.lower(email), created_at);
create index moves_phone_created_at_idx on agenda.moves (phone, created_at);
create index moves_ip_address_created_at_idx on agenda.moves (ip_address, created_at) where ip_address is not null;

grant select on agenda.field_limits, agenda.patterns, agenda.stones, agenda.moves to service_role;

-- 4. No test clock in the schema.
create or replace function agenda.now()
  returns timestamptz
  language sql
  stable
  set search_path = ''
as $$
  select coalesce(nullif(pg_catalog.current_setting('lavra.fixed_now', true), '')::timestamptz, pg_catalog.now());
$$;
drop table agenda.clock;

-- 2. The token: a keyed MAC of the visit's id.
create or replace function agenda.token_secret()
  returns text
  language plpgsql
  set search_path = ''
as $$
declare
  found text;
begin
  select s.value into found from agenda.secret s;
  if found is null then
    insert into agenda.secret (value) values (pg_catalog.encode(extensions.gen_random_bytes(32), 'hex'))
      on conflict (only_row) do nothing;
    select s.value into found from agenda.secret s;
  end if;
  return found;
end;
$$;

create or replace function agenda.token_for(visit_id uuid)
  returns text
  language sql
  set search_path = ''
as $$
  select pg_catalog.encode(extensions.hmac(visit_id::text, agenda.token_secret(), 'sha256'), 'hex');
$$;

update public.visits set manage_token_hash = agenda.token_hash(agenda.token_for(id));

-- 6. Accents and case aside: 'jardim botanico' is 'Jardim Botânico'. unaccent() is stable (its dictionary could
-- change); naming the dictionary makes the fold safe to call immutable.
create function agenda.fold(value text)
  returns text
  language sql
  immutable
  parallel safe
  set search_path = ''
as $$
  select pg_catalog.lower(pg_catalog.regexp_replace(pg_catalog.btrim(extensions.unaccent('extensions.unaccent'::regdictionary, coalesce(value, ''))), '\s+', ' ', 'g'));
$$;

-- 5. True when `value` (already trimmed) is within the limits of `field`.
create function agenda.fits(field text, value text)
  returns boolean
  language sql
  stable
  set search_path = ''
as $$
  select coalesce((select pg_catalog.char_length(value) between l.min_length and l.max_length
                     from agenda.field_limits l where l.field = fits.field), false);
$$;

create function agenda.matches(pattern_name text, value text)
  returns boolean
  language sql
  stable
  set search_path = ''
as $$
  select coalesce((select value ~* p.pattern from agenda.patterns p where p.name = pattern_name), false);
$$;

-- 3. The visit behind a token, read without a lock; agenda.visit_to_change locks it for a change.
create or replace function agenda.visit_for_token(token text)
  returns public.visits
  language plpgsql
  stable
  set search_path = ''
as $$
declare
  found public.visits;
begin
  if token is null or token !~ '^[0-9a-f]{64}$' then
    perform agenda.refuse('not_found');
  end if;
  select * into found from public.visits v where v.manage_token_hash = agenda.token_hash(token);
  if found.id is null then
    perform agenda.refuse('not_found');
  end if;
  return found;
end;
$$;

create function agenda.visit_to_change(token text)
  returns public.visits
  language plpgsql
  set search_path = ''
as $$
declare
  found public.visits := agenda.visit_for_token(token);
begin
  select * into found from public.visits v where v.id = found.id for update;
  if found.status = 'booked' and found.starts_at <= agenda.now() then
    perform agenda.refuse('visit_started');
  end if;
  return found;
end;
$$;

create or replace function public.visit_by_token(p_token text)
  returns jsonb
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
declare
  v public.visits := agenda.visit_for_token(p_token);
begin
  return agenda.visit_json(v) || pg_catalog.jsonb_build_object('name', v.name);
end;
$$;

-- How many entries one sender may make in any 10 minutes: 5, or the API server's lavra.requests_per_window (0: no
-- limit). Read once here by every sender check that shares the budget requests' switch (bookings, moves, warranty
-- registrations).
create function agenda.sender_window_limit()
  returns integer
  language sql
  stable
  set search_path = ''
as $$
  select case when s ~ '^[0-9]{1,6}$' then s::integer else 5 end
    from (select nullif(pg_catalog.current_setting('lavra.requests_per_window', true), '') as s) setting;
$$;

revoke all on function agenda.sender_window_limit() from public, anon, authenticated;

-- Per-sender limits, as for budget_requests: at most 5 (or the API server's lavra.requests_per_window; 0: off)
-- bookings and moves together per e-mail, phone and address in any 10 minutes.
create or replace function agenda.check_sender(email text, phone text, ip inet)
  returns void
  language plpgsql
  set search_path = ''
as $$
declare
  window_start timestamptz := pg_catalog.now() - interval '10 minutes';
  max_per_window integer := agenda.sender_window_limit();
begin
  if max_per_window = 0 then
    return;
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('visits:email:' || pg_catalog.lower(email)));
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('visits:phone:' || phone));
  if ip is not null then
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('visits:ip:' || pg_catalog.host(ip)));
  end if;
  if (select pg_catalog.count(*) from (
        (select from public.visits v where pg_catalog.lower(v.email) = pg_catalog.lower(check_sender.email) and v.created_at > window_start limit max_per_window)
        union all
        (select from agenda.moves m where pg_catalog.lower(m.email) = pg_catalog.lower(check_sender.email) and m.created_at > window_start limit max_per_window)
      ) as recent) >= max_per_window
     or (select pg_catalog.count(*) from (
        (select from public.visits v where v.phone = check_sender.phone and v.created_at > window_start limit max_per_window)
        union all
        (select from agenda.moves m where m.phone = check_sender.phone and m.created_at > window_start limit max_per_window)
      ) as recent) >= max_per_window
     or (ip is not null and (select pg_catalog.count(*) from (
        (select from public.visits v where v.ip_address = ip and v.created_at > window_start limit max_per_window)
        union all
        (select from agenda.moves m where m.ip_address = ip and m.created_at > window_start limit max_per_window)
      ) as recent) >= max_per_window)
  then
    perform agenda.refuse('rate_limited');
  end if;
end;
$$;

create or replace function public.book_visit(
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
  name_clean text;
  email_clean text;
  phone_clean text;
  address_clean text;
  room_clean text;
  area text;
  start_given timestamptz;
  key_given uuid;
  request_given uuid;
begin
  -- Anything far beyond every limit is refused before it is read further (the data API takes bodies of megabytes).
  if pg_catalog.char_length(p_kind) > 40 or pg_catalog.char_length(p_starts_at) > 40 or pg_catalog.char_length(p_client_key) > 40
     or pg_catalog.char_length(p_request_id) > 40 or pg_catalog.char_length(p_name) > 1000 or pg_catalog.char_length(p_phone) > 100
     or pg_catalog.char_length(p_email) > 1000 or pg_catalog.char_length(p_address) > 1000 or pg_catalog.char_length(p_neighbourhood) > 1000
     or pg_catalog.char_length(p_room) > 1000 or pg_catalog.cardinality(p_stones) > 100 then
    perform agenda.refuse('invalid');
  end if;
  name_clean := pg_catalog.btrim(coalesce(p_name, ''));
  email_clean := pg_catalog.btrim(coalesce(p_email, ''));
  phone_clean := pg_catalog.regexp_replace(coalesce(p_phone, ''), '[^0-9]', '', 'g');
  address_clean := nullif(pg_catalog.btrim(coalesce(p_address, '')), '');
  room_clean := nullif(pg_catalog.btrim(coalesce(p_room, '')), '');
  start_given := agenda.to_timestamptz(p_starts_at);
  key_given := agenda.to_uuid(p_client_key);
  request_given := agenda.to_uuid(p_request_id);
  if key_given is null or start_given is null or (p_request_id is not null and request_given is null) then
    perform agenda.refuse('invalid');
  end if;
  -- A retry of a booking already made: the same booking, never a second one, and only to the one who made it.
  select * into stored from public.visits o where o.client_key = key_given;
  if stored.id is not null then
    if stored.name <> name_clean or pg_catalog.lower(stored.email) <> pg_catalog.lower(email_clean) or stored.phone <> phone_clean then
      perform agenda.refuse('client_key_reused');
    end if;
    return agenda.visit_json(stored, agenda.token_for(stored.id));
  end if;

  select * into k from agenda.kinds where id = p_kind;
  if k.id is null then
    perform agenda.refuse('invalid');
  end if;
  if not agenda.fits('name', name_clean) then
    perform agenda.refuse('name_invalid');
  end if;
  if agenda.matches('web_address', name_clean) then
    perform agenda.refuse('name_web_address');
  end if;
  if not agenda.fits('phoneDigits', phone_clean) then
    perform agenda.refuse('phone_invalid');
  end if;
  if not agenda.fits('email', email_clean) or email_clean !~ (select p.pattern from agenda.patterns p where p.name = 'email')
     or pg_catalog.char_length(pg_catalog.split_part(email_clean, '@', 1)) > 64 then
    perform agenda.refuse('email_invalid');
  end if;
  if pg_catalog.cardinality(coalesce(p_stones, '{}')) > (select l.max_length from agenda.field_limits l where l.field = 'stones')
     or exists (select from pg_catalog.unnest(coalesce(p_stones, '{}')) s(slug)
                where s.slug is null or not exists (select from agenda.stones c where c.slug = s.slug)) then
    perform agenda.refuse('stones_invalid');
  end if;
  if room_clean is not null and not agenda.fits('room', room_clean) then
    perform agenda.refuse('invalid');
  end if;
  if k.needs_address then
    if address_clean is null or not agenda.fits('address', address_clean) then
      perform agenda.refuse('address_invalid');
    end if;
    if agenda.matches('web_address', address_clean) then
      perform agenda.refuse('address_web_address');
    end if;
    select a.name into area from agenda.served_areas a where agenda.fold(a.name) = agenda.fold(p_neighbourhood);
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
  -- Only a request of the same person: another one's request (and its details in the team's e-mail) stays apart.
  v.request_id := (select r.id from public.budget_requests r
                    where r.id = request_given
                      and (pg_catalog.lower(r.email) = pg_catalog.lower(email_clean)
                           or pg_catalog.regexp_replace(r.phone, '[^0-9]', '', 'g') = phone_clean));
  v.stones := coalesce(p_stones, '{}');
  v.room := room_clean;
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
    if stored.name <> name_clean or pg_catalog.lower(stored.email) <> pg_catalog.lower(email_clean) or stored.phone <> phone_clean then
      perform agenda.refuse('client_key_reused');
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

create or replace function public.cancel_visit(p_token text)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v public.visits := agenda.visit_to_change(p_token);
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

create or replace function public.move_visit(p_token text, p_starts_at text)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v public.visits;
  stored public.visits;
  problem text;
  new_start timestamptz;
  mover inet;
begin
  if pg_catalog.char_length(p_starts_at) > 40 then
    perform agenda.refuse('invalid');
  end if;
  v := agenda.visit_to_change(p_token);
  new_start := agenda.to_timestamptz(p_starts_at);
  if v.status <> 'booked' then
    perform agenda.refuse('visit_cancelled');
  end if;
  if new_start is null then
    perform agenda.refuse('invalid');
  end if;
  if v.starts_at = new_start then
    return agenda.visit_json(v) || pg_catalog.jsonb_build_object('name', v.name);
  end if;
  -- A booked visit's sequence counts its moves (a cancellation ends it).
  if v.sequence >= (select r.max_moves from agenda.rules r) then
    perform agenda.refuse('move_limit');
  end if;
  problem := agenda.slot_problem(v.kind, new_start);
  if problem is not null then
    perform agenda.refuse(problem);
  end if;
  mover := agenda.sender_ip();
  perform agenda.check_sender(v.email, v.phone, mover);
  v.starts_at := new_start;
  stored := agenda.take_resource(v);
  if stored.id is null then
    perform agenda.refuse('slot_taken');
  end if;
  insert into agenda.moves (visit_id, email, phone, ip_address) values (stored.id, stored.email, stored.phone, mover);
  perform agenda.queue_messages(stored, 'moved');
  return agenda.visit_json(stored) || pg_catalog.jsonb_build_object('name', stored.name);
end;
$$;

-- The helpers run only inside the public functions (their owner's rights); nobody calls them directly.
revoke all on all functions in schema agenda from public, anon, authenticated;
revoke all on table agenda.moves from public, anon, authenticated;
