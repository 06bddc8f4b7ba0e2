-- The warranty registration: the client records what was installed and when, confirms the address by the link of
-- one e-mail, and receives the certificate; with consent, the care reminders (the sealing date the care sheet gives,
-- and a notice one month before each coverage ends) are rows of the one outbox due later. See
-- docs/decisions/033-warranty-registration.md and docs/decisions/032-one-outbox.md ("A new kind of message").
--
-- 1. public.warranty_registrations and public.warranty_pieces: row-level security on, no policy, no grant to anon or
--    authenticated: only the functions below (security definer, search_path '') read or write them.
-- 2. The link is a key: hmac-sha256 of the registration's id with the agenda's secret (the visit's own MAC, with a
--    purpose of its own), stored only hashed; a second key, for the one-click unsubscribe alone.
-- 3. Until the link is followed the address gets one e-mail (warranty_confirm, carrying nothing typed), at most one
--    a day; confirmed, the certificate and the team's notice; with consent, the reminders.
-- 4. The database refuses to queue a reminder for a registration unconfirmed, without consent, unsubscribed or
--    deleted (a trigger on lead_mail.notifications), and a reminder whose registration changed since gives no
--    payload (the sender gives it up).
-- 5. Deleting keeps only that a warranty existed: the id, the installation month and the dates.
-- The rules (each stone's first sealing, each coverage's months, the rooms and surfaces, the limits and refusal
-- sentences) are rows written by the generated 20261129000310_warranty_rules.sql.
--
-- Runs unchanged on hosted Supabase, on the local PGlite store and on Debian's PostgreSQL.

create schema if not exists warranty;
revoke all on schema warranty from public, anon, authenticated;

-- The rules' rows --------------------------------------------------------------------------------------------

create table warranty.sealing (
  stone text not null,
  finish text not null check (finish in ('polido', 'levigado')),
  months integer not null check (months between 1 and 120),
  primary key (stone, finish)
);

create table warranty.covers (
  id text primary key,
  title text not null,
  months integer not null check (months between 1 and 240),
  position integer not null
);

create table warranty.places (
  kind text not null check (kind in ('room', 'surface')),
  slug text not null,
  primary key (kind, slug)
);

create table warranty.limits (
  only_row boolean primary key default true constraint limits_one_row check (only_row),
  pieces_min integer not null,
  pieces_max integer not null,
  months_back integer not null,
  order_min integer not null,
  order_max integer not null,
  order_pattern text not null
);

create table warranty.messages (
  hint text primary key,
  message text not null
);

-- The registrations ------------------------------------------------------------------------------------------

create table public.warranty_registrations (
  id uuid primary key default gen_random_uuid(),
  status text not null default 'pending' constraint warranty_registrations_status check (status in ('pending', 'confirmed', 'deleted')),
  -- Contact data: gone once deleted, present otherwise.
  name text,
  email text,
  phone text,
  order_number text,
  installed_on date not null constraint warranty_registrations_month check (pg_catalog.date_trunc('month', installed_on)::date = installed_on),
  reminders boolean not null default false,
  unsubscribed_at timestamptz,
  token_hash text unique,
  unsubscribe_hash text unique,
  client_key uuid unique,
  ip_address inet,
  created_at timestamptz not null default pg_catalog.now(),
  confirmed_at timestamptz,
  deleted_at timestamptz,
  updated_at timestamptz not null default pg_catalog.now(),
  constraint warranty_registrations_contact check (
    case when status = 'deleted'
      then name is null and email is null and phone is null and order_number is null and token_hash is null
        and unsubscribe_hash is null and client_key is null and ip_address is null and deleted_at is not null
      else name is not null and email is not null and token_hash is not null and unsubscribe_hash is not null end),
  constraint warranty_registrations_confirmed check ((status = 'pending') = (confirmed_at is null) or status = 'deleted')
);

create index warranty_registrations_email_idx on public.warranty_registrations (pg_catalog.lower(email), created_at) where email is not null;
create index warranty_registrations_ip_idx on public.warranty_registrations (ip_address, created_at) where ip_address is not null;

create table public.warranty_pieces (
  registration_id uuid not null references public.warranty_registrations (id) on delete cascade,
  position integer not null check (position between 1 and 100),
  room text not null,
  surface text not null,
  stone text not null,
  finish text not null check (finish in ('polido', 'levigado')),
  primary key (registration_id, position)
);

alter table public.warranty_registrations enable row level security;
alter table public.warranty_pieces enable row level security;
revoke all on public.warranty_registrations, public.warranty_pieces from public, anon, authenticated;
grant select on public.warranty_registrations, public.warranty_pieces to service_role;
grant select on warranty.sealing, warranty.covers to service_role;
grant usage on schema warranty to service_role;

comment on table public.warranty_registrations is
  'Warranty registrations (docs/decisions/033-warranty-registration.md): written only by the functions register_warranty, confirm_warranty, update_warranty_pieces, delete_warranty and unsubscribe_warranty. A deleted row keeps only its id, installation month and dates.';

-- The one outbox: a third subject ------------------------------------------------------------------------------

alter table lead_mail.notifications
  add column warranty_id uuid references public.warranty_registrations (id) on delete cascade,
  -- The day a warranty message is about: the confirmation's and certificate's day, a reminder's due day.
  add column due_on date;

alter table lead_mail.notifications
  drop constraint notifications_kind_value,
  drop constraint notifications_one_subject,
  drop constraint notifications_kind_subject;

alter table lead_mail.notifications
  add constraint notifications_kind_value check (kind in ('team', 'receipt', 'visit_team', 'visit_visitor',
    'warranty_confirm', 'warranty_certificate', 'warranty_team', 'warranty_sealing', 'warranty_notice')),
  add constraint notifications_one_subject check (pg_catalog.num_nonnulls(request_id, visit_id, warranty_id) = 1),
  add constraint notifications_kind_subject check (
    (kind in ('team', 'receipt')) = (request_id is not null)
    and (kind in ('visit_team', 'visit_visitor')) = (visit_id is not null)
    and (kind like 'warranty\_%') = (warranty_id is not null)),
  add constraint notifications_warranty_day check ((warranty_id is not null) = (due_on is not null)),
  -- Each message of a registration once per day it is about, whatever queues it twice.
  add constraint notifications_warranty_once unique (warranty_id, kind, due_on);

create index notifications_warranty_id_idx on lead_mail.notifications (warranty_id) where warranty_id is not null;

-- Helpers ------------------------------------------------------------------------------------------------------

create function warranty.refuse(code text)
  returns void
  language plpgsql
  set search_path = ''
as $$
begin
  raise exception using
    errcode = 'P0001',
    message = coalesce((select m.message from warranty.messages m where m.hint = code), code),
    hint = code;
end;
$$;

-- The link's key and the unsubscribe key: keyed MACs of the id, each for its own purpose.
create function warranty.key_for(registration_id uuid, purpose text)
  returns text
  language sql
  set search_path = ''
as $$
  select pg_catalog.encode(extensions.hmac('warranty:' || purpose || ':' || registration_id::text, agenda.token_secret(), 'sha256'), 'hex');
$$;

create function warranty.by_hash(column_name text, key text)
  returns public.warranty_registrations
  language plpgsql
  stable
  set search_path = ''
as $$
declare
  found public.warranty_registrations;
begin
  if key is null or key !~ '^[0-9a-f]{64}$' then
    perform warranty.refuse('not_found');
  end if;
  if column_name = 'token' then
    select * into found from public.warranty_registrations r where r.token_hash = agenda.token_hash(key);
  else
    select * into found from public.warranty_registrations r where r.unsubscribe_hash = agenda.token_hash(key);
  end if;
  if found.id is null or found.status = 'deleted' then
    perform warranty.refuse('not_found');
  end if;
  return found;
end;
$$;

-- Today in Rio, by the agenda's clock.
create function warranty.today()
  returns date
  language sql
  stable
  set search_path = ''
as $$
  select (agenda.now() at time zone (select ru.time_zone from agenda.rules ru))::date;
$$;

-- The first working day (agenda.rules' weekdays, none of agenda.closed_days) on or after `day`, at 9h in the
-- agenda's time zone (America/Sao_Paulo: no daylight saving since 2019).
create function warranty.working_nine(day date)
  returns timestamptz
  language plpgsql
  stable
  set search_path = ''
as $$
declare
  r agenda.rules;
  d date := day;
begin
  select * into r from agenda.rules;
  while not (extract(isodow from d)::integer = any (r.open_weekdays)) or exists (select from agenda.closed_days c where c.day = d) loop
    d := d + 1;
  end loop;
  return (d + time '09:00') at time zone r.time_zone;
end;
$$;

-- What a registration is owed, from the rules: per stone and finish the first sealing reminder after the day `after`
-- (the installation month plus k times the sheet's months, for the first k that falls after it), grouped by day;
-- per coverage the notice one month before it ends. A coverage runs until the last day of the installation month's
-- anniversary (the certificate says so). `due_at` is 9h of the first working day on or after `due_on`.
create function warranty.schedule(r public.warranty_registrations, after date)
  returns table (kind text, due_on date, due_at timestamptz, detail jsonb)
  language sql
  stable
  set search_path = ''
as $$
  with pieces as (
    select p.position, p.stone, p.finish, s.months,
      (select (r.installed_on + pg_catalog.make_interval(months => s.months * k))::date
         from pg_catalog.generate_series(1, 1200 / s.months) k
         where (r.installed_on + pg_catalog.make_interval(months => s.months * k))::date > after
         order by k limit 1) as due_on
    from public.warranty_pieces p join warranty.sealing s on s.stone = p.stone and s.finish = p.finish
    where p.registration_id = r.id
  ), sealing as (
    select 'warranty_sealing'::text as kind, pc.due_on, warranty.working_nine(pc.due_on) as due_at,
      pg_catalog.jsonb_build_object('pieces', pg_catalog.jsonb_agg(pc.position order by pc.position)) as detail
    from pieces pc where pc.due_on is not null group by pc.due_on
  ), covers as (
    select c.id, c.title, c.position,
      (r.installed_on + pg_catalog.make_interval(months => c.months + 1) - interval '1 day')::date as until
    from warranty.covers c
  ), notices as (
    select 'warranty_notice'::text as kind, (cv.until - interval '1 month')::date as due_on,
      warranty.working_nine((cv.until - interval '1 month')::date) as due_at,
      pg_catalog.jsonb_build_object('covers', pg_catalog.jsonb_agg(cv.id order by cv.position)) as detail
    from covers cv group by (cv.until - interval '1 month')::date
  )
  select * from sealing
  union all
  select * from notices
  order by 3;
$$;

-- Queues the reminders of a confirmed registration with consent that are still ahead; drops those pending of an
-- earlier schedule (pieces corrected). Anything else queues nothing (and the trigger below refuses it anyway).
create function warranty.queue_reminders(r public.warranty_registrations)
  returns void
  language plpgsql
  set search_path = ''
as $$
begin
  delete from lead_mail.notifications n
    where n.warranty_id = r.id and n.kind in ('warranty_sealing', 'warranty_notice') and n.status = 'pending';
  if r.status <> 'confirmed' or not r.reminders or r.unsubscribed_at is not null then
    return;
  end if;
  insert into lead_mail.notifications (warranty_id, kind, due_on, next_attempt_at)
    select r.id, s.kind, s.due_on, s.due_at from warranty.schedule(r, warranty.today()) s where s.due_at > agenda.now()
    on conflict on constraint notifications_warranty_once do nothing;
end;
$$;

-- The database's own guard: no reminder is queued for a registration that is not confirmed, has no consent, left the
-- reminders or was deleted; nothing but the confirmation for one not confirmed.
create function warranty.notifications_guard()
  returns trigger
  language plpgsql
  set search_path = ''
as $$
declare
  r public.warranty_registrations;
begin
  if new.warranty_id is null then
    return new;
  end if;
  select * into r from public.warranty_registrations w where w.id = new.warranty_id;
  if r.status = 'deleted' then
    raise exception 'warranty registration % is deleted: nothing is sent to it', new.warranty_id;
  end if;
  if new.kind <> 'warranty_confirm' and r.status <> 'confirmed' then
    raise exception 'warranty registration % is not confirmed: only its confirmation may be sent', new.warranty_id;
  end if;
  if new.kind in ('warranty_sealing', 'warranty_notice') and (not r.reminders or r.unsubscribed_at is not null) then
    raise exception 'warranty registration % takes no reminders', new.warranty_id;
  end if;
  return new;
end;
$$;

create trigger notifications_warranty_guard
  before insert on lead_mail.notifications
  for each row when (new.warranty_id is not null)
  execute function warranty.notifications_guard();

-- Pieces as given: an array of 1 to pieces_max objects, each with a known room, surface, catalogue stone and finish.
create function warranty.valid_pieces(pieces jsonb)
  returns boolean
  language sql
  stable
  set search_path = ''
as $$
  select pieces is not null and pg_catalog.jsonb_typeof(pieces) = 'array'
    and pg_catalog.jsonb_array_length(pieces) between (select l.pieces_min from warranty.limits l) and (select l.pieces_max from warranty.limits l)
    and not exists (
      select from pg_catalog.jsonb_array_elements(pieces) e(piece)
      where pg_catalog.jsonb_typeof(e.piece) <> 'object'
        or (select pg_catalog.count(*) from pg_catalog.jsonb_object_keys(e.piece)) <> 4
        or not exists (select from warranty.places p where p.kind = 'room' and p.slug = e.piece ->> 'room')
        or not exists (select from warranty.places p where p.kind = 'surface' and p.slug = e.piece ->> 'surface')
        or not exists (select from agenda.stones s where s.slug = e.piece ->> 'stone')
        or coalesce(e.piece ->> 'finish', '') not in ('polido', 'levigado'));
$$;

create function warranty.store_pieces(registration_id uuid, pieces jsonb)
  returns void
  language sql
  set search_path = ''
as $$
  delete from public.warranty_pieces p where p.registration_id = store_pieces.registration_id;
  insert into public.warranty_pieces (registration_id, position, room, surface, stone, finish)
    select store_pieces.registration_id, e.position::integer, e.piece ->> 'room', e.piece ->> 'surface', e.piece ->> 'stone', e.piece ->> 'finish'
      from pg_catalog.jsonb_array_elements(pieces) with ordinality e(piece, position);
$$;

-- Per-sender limits with the visits' switch (lavra.requests_per_window; 0: off; default 5 in any 10 minutes), per
-- e-mail and per address.
create function warranty.check_sender(email text, ip inet)
  returns void
  language plpgsql
  set search_path = ''
as $$
declare
  window_start timestamptz := agenda.now() - interval '10 minutes';
  max_per_window integer := agenda.sender_window_limit();
begin
  if max_per_window = 0 then
    return;
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('warranty:email:' || pg_catalog.lower(email)));
  if ip is not null then
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('warranty:ip:' || pg_catalog.host(ip)));
  end if;
  if (select pg_catalog.count(*) from (select from public.warranty_registrations w
        where pg_catalog.lower(w.email) = pg_catalog.lower(check_sender.email) and w.created_at > window_start limit max_per_window) recent) >= max_per_window
     or (ip is not null and (select pg_catalog.count(*) from (select from public.warranty_registrations w
        where w.ip_address = ip and w.created_at > window_start limit max_per_window) recent) >= max_per_window) then
    perform warranty.refuse('rate_limited');
  end if;
end;
$$;

-- What the certificate page and e-mail show: the pieces with each one's next sealing (null: takes no sealer), the
-- coverages with the day each runs until, the next reminders. Never the keys or the sender's address.
create function warranty.certificate(r public.warranty_registrations)
  returns jsonb
  language sql
  stable
  set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'id', r.id,
    'status', r.status,
    'name', r.name,
    'email', r.email,
    'phone', r.phone,
    'order_number', r.order_number,
    'installed_on', r.installed_on,
    'reminders', r.reminders and r.unsubscribed_at is null,
    'confirmed_at', agenda.iso(r.confirmed_at),
    'pieces', coalesce((select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'room', p.room, 'surface', p.surface, 'stone', p.stone, 'finish', p.finish,
        'sealing_months', s.months,
        'next_sealing', (select agenda.iso(sc.due_at) from warranty.schedule(r, warranty.today()) sc
                           where sc.kind = 'warranty_sealing' and sc.detail -> 'pieces' @> pg_catalog.to_jsonb(p.position)))
        order by p.position)
      from public.warranty_pieces p left join warranty.sealing s on s.stone = p.stone and s.finish = p.finish
      where p.registration_id = r.id), '[]'::jsonb),
    'covers', coalesce((select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('id', c.id, 'title', c.title, 'months', c.months,
        'until', (r.installed_on + pg_catalog.make_interval(months => c.months + 1) - interval '1 day')::date) order by c.position)
      from warranty.covers c), '[]'::jsonb));
$$;

-- The public functions -----------------------------------------------------------------------------------------

-- Stores a registration and queues its one confirmation. Answers only that it was taken: never the key, which
-- reaches only the address given.
create function public.register_warranty(
  p_name text,
  p_email text,
  p_installed_month text,
  p_pieces jsonb,
  p_client_key text,
  p_phone text default null,
  p_order_number text default null,
  p_reminders boolean default false
)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  r public.warranty_registrations;
  stored public.warranty_registrations;
  name_clean text;
  email_clean text;
  phone_clean text;
  order_clean text;
  month_given date;
  key_given uuid;
  today date;
  lim warranty.limits;
begin
  -- Anything far beyond every limit is refused before it is read further (the data API takes bodies of megabytes).
  if pg_catalog.char_length(p_name) > 1000 or pg_catalog.char_length(p_email) > 1000 or pg_catalog.char_length(p_phone) > 100
     or pg_catalog.char_length(p_installed_month) > 20 or pg_catalog.char_length(p_client_key) > 40 or pg_catalog.char_length(p_order_number) > 200
     or pg_catalog.octet_length(p_pieces::text) > 20000 then
    perform warranty.refuse('invalid');
  end if;
  select * into lim from warranty.limits;
  name_clean := pg_catalog.btrim(coalesce(p_name, ''));
  email_clean := pg_catalog.btrim(coalesce(p_email, ''));
  phone_clean := nullif(pg_catalog.regexp_replace(coalesce(p_phone, ''), '[^0-9]', '', 'g'), '');
  order_clean := nullif(pg_catalog.btrim(coalesce(p_order_number, '')), '');
  key_given := agenda.to_uuid(p_client_key);
  if key_given is null then
    perform warranty.refuse('invalid');
  end if;
  -- A retry of the same registration (the browser's outbox): the same answer, never a second row or e-mail.
  select * into stored from public.warranty_registrations o where o.client_key = key_given;
  if stored.id is not null then
    if stored.name <> name_clean or pg_catalog.lower(stored.email) <> pg_catalog.lower(email_clean) then
      perform warranty.refuse('client_key_reused');
    end if;
    return pg_catalog.jsonb_build_object('status', 'pending');
  end if;

  if not agenda.fits('name', name_clean) then
    perform warranty.refuse('name_invalid');
  end if;
  if agenda.matches('web_address', name_clean) then
    perform warranty.refuse('name_web_address');
  end if;
  if not agenda.fits('email', email_clean) or email_clean !~ (select p.pattern from agenda.patterns p where p.name = 'email')
     or pg_catalog.char_length(pg_catalog.split_part(email_clean, '@', 1)) > 64 then
    perform warranty.refuse('email_invalid');
  end if;
  if phone_clean is not null and not agenda.fits('phoneDigits', phone_clean) then
    perform warranty.refuse('phone_invalid');
  end if;
  if order_clean is not null and (pg_catalog.char_length(order_clean) not between lim.order_min and lim.order_max or order_clean !~ lim.order_pattern) then
    perform warranty.refuse('order_invalid');
  end if;
  today := warranty.today();
  month_given := case when p_installed_month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$' then (p_installed_month || '-01')::date end;
  if month_given is null or month_given > today
     or month_given < (pg_catalog.date_trunc('month', today) - pg_catalog.make_interval(months => lim.months_back))::date then
    perform warranty.refuse('month_invalid');
  end if;
  if not warranty.valid_pieces(p_pieces) then
    perform warranty.refuse('pieces_invalid');
  end if;

  r.ip_address := agenda.sender_ip();
  perform warranty.check_sender(email_clean, r.ip_address);
  -- One confirmation a day per address, whoever types it.
  if exists (select from public.warranty_registrations o
             where pg_catalog.lower(o.email) = pg_catalog.lower(email_clean) and o.created_at > agenda.now() - interval '1 day') then
    perform warranty.refuse('confirmation_sent_today');
  end if;
  -- Registrations never confirmed are forgotten after a week.
  delete from public.warranty_registrations o where o.status = 'pending' and o.created_at < agenda.now() - interval '7 days';

  r.id := gen_random_uuid();
  r.status := 'pending';
  r.name := name_clean;
  r.email := email_clean;
  r.phone := phone_clean;
  r.order_number := order_clean;
  r.installed_on := month_given;
  r.reminders := coalesce(p_reminders, false);
  r.token_hash := agenda.token_hash(warranty.key_for(r.id, 'link'));
  r.unsubscribe_hash := agenda.token_hash(warranty.key_for(r.id, 'unsubscribe'));
  r.client_key := key_given;
  r.created_at := agenda.now();
  r.updated_at := r.created_at;
  begin
    insert into public.warranty_registrations select r.*;
  exception when unique_violation then
    -- The same client key, sent twice at once: the other one stored it.
    return pg_catalog.jsonb_build_object('status', 'pending');
  end;
  perform warranty.store_pieces(r.id, p_pieces);
  insert into lead_mail.notifications (warranty_id, kind, due_on) values (r.id, 'warranty_confirm', today);
  return pg_catalog.jsonb_build_object('status', 'pending');
end;
$$;

-- Following the link: confirms (once: the certificate, the team's notice and the reminders are queued then) and
-- answers the certificate. Called again, it only answers.
create function public.confirm_warranty(p_key text)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  r public.warranty_registrations;
  today date;
begin
  if pg_catalog.char_length(p_key) > 100 then
    perform warranty.refuse('not_found');
  end if;
  r := warranty.by_hash('token', p_key);
  if r.status = 'pending' then
    update public.warranty_registrations w set status = 'confirmed', confirmed_at = agenda.now(), updated_at = agenda.now()
      where w.id = r.id returning w.* into r;
    today := warranty.today();
    insert into lead_mail.notifications (warranty_id, kind, due_on)
      values (r.id, 'warranty_certificate', today), (r.id, 'warranty_team', today)
      on conflict on constraint notifications_warranty_once do nothing;
    perform warranty.queue_reminders(r);
  end if;
  return warranty.certificate(r);
end;
$$;

-- Corrects the pieces of a confirmed registration; the reminders follow the new pieces. Sends nothing.
create function public.update_warranty_pieces(p_key text, p_pieces jsonb)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  r public.warranty_registrations;
begin
  if pg_catalog.char_length(p_key) > 100 or pg_catalog.octet_length(p_pieces::text) > 20000 then
    perform warranty.refuse('invalid');
  end if;
  r := warranty.by_hash('token', p_key);
  if r.status <> 'confirmed' then
    perform warranty.refuse('not_found');
  end if;
  if not warranty.valid_pieces(p_pieces) then
    perform warranty.refuse('pieces_invalid');
  end if;
  select * into r from public.warranty_registrations w where w.id = r.id for update;
  perform warranty.store_pieces(r.id, p_pieces);
  update public.warranty_registrations w set updated_at = agenda.now() where w.id = r.id returning w.* into r;
  perform warranty.queue_reminders(r);
  return warranty.certificate(r);
end;
$$;

-- Deletes: the contact data, the pieces and every message not yet sent go; the row keeps that a warranty existed.
create function public.delete_warranty(p_key text)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  r public.warranty_registrations;
begin
  if pg_catalog.char_length(p_key) > 100 then
    perform warranty.refuse('not_found');
  end if;
  r := warranty.by_hash('token', p_key);
  delete from lead_mail.notifications n where n.warranty_id = r.id and n.status = 'pending';
  delete from public.warranty_pieces p where p.registration_id = r.id;
  update public.warranty_registrations w
    set status = 'deleted', name = null, email = null, phone = null, order_number = null, token_hash = null, unsubscribe_hash = null,
        client_key = null, ip_address = null, reminders = false, deleted_at = agenda.now(), updated_at = agenda.now()
    where w.id = r.id;
  return pg_catalog.jsonb_build_object('status', 'deleted');
end;
$$;

-- One click (RFC 8058): stops every reminder of the registration. Saying it twice is the same.
create function public.unsubscribe_warranty(p_key text)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  r public.warranty_registrations;
begin
  if pg_catalog.char_length(p_key) > 100 then
    perform warranty.refuse('not_found');
  end if;
  r := warranty.by_hash('unsubscribe', p_key);
  update public.warranty_registrations w set unsubscribed_at = coalesce(w.unsubscribed_at, agenda.now()), updated_at = agenda.now()
    where w.id = r.id returning w.* into r;
  perform warranty.queue_reminders(r);
  return pg_catalog.jsonb_build_object('status', 'unsubscribed');
end;
$$;

revoke all on all functions in schema warranty from public, anon, authenticated;
revoke all on function public.register_warranty(text, text, text, jsonb, text, text, text, boolean) from public;
revoke all on function public.confirm_warranty(text) from public;
revoke all on function public.update_warranty_pieces(text, jsonb) from public;
revoke all on function public.delete_warranty(text) from public;
revoke all on function public.unsubscribe_warranty(text) from public;
grant execute on function public.register_warranty(text, text, text, jsonb, text, text, text, boolean) to anon, authenticated;
grant execute on function public.confirm_warranty(text) to anon, authenticated;
grant execute on function public.update_warranty_pieces(text, jsonb) to anon, authenticated;
grant execute on function public.delete_warranty(text) to anon, authenticated;
grant execute on function public.unsubscribe_warranty(text) to anon, authenticated, service_role;

-- The payload and the claim ----------------------------------------------------------------------------------

-- lead_mail.payload with the registrations' branch: what each warranty message's template needs.
-- - warranty_confirm: the address and the link's key, nothing the registrant typed;
-- - warranty_certificate, warranty_team: the certificate (and the link's key for the client's);
-- - warranty_sealing, warranty_notice: the certificate, the day, what is due (pieces or coverages) and the
--   unsubscribe key; null when the registration left the reminders or no longer owes this one (pieces corrected).
create or replace function lead_mail.payload(m lead_mail.notifications)
  returns jsonb
  language sql
  stable
  set search_path = ''
as $$
  select case
    when m.request_id is not null then (
      select pg_catalog.jsonb_build_object(
          'request', pg_catalog.to_jsonb(r.*),
          'receipt', (select pg_catalog.jsonb_build_object('status', rc.status, 'skip_reason', rc.skip_reason,
                          'retry_at', agenda.iso(greatest(rc.next_attempt_at, coalesce(rc.claimed_until, rc.next_attempt_at), pg_catalog.now())))
                        from lead_mail.notifications rc where rc.request_id = r.id and rc.kind = 'receipt'),
          'visit', (select pg_catalog.jsonb_build_object('title', k.title, 'starts_at', agenda.iso(v.starts_at), 'ends_at', agenda.iso(v.ends_at))
                      from public.visits v join agenda.kinds k on k.id = v.kind
                      where v.request_id = r.id and v.status = 'booked' order by v.starts_at limit 1))
        from public.budget_requests r where r.id = m.request_id)
    when m.visit_id is not null then (
      select pg_catalog.jsonb_build_object(
          'event', m.event,
          'sequence', m.sequence,
          'visit', pg_catalog.to_jsonb(v.*) - 'manage_token_hash' - 'client_key' - 'during' - 'ip_address' - 'user_agent'
            || pg_catalog.jsonb_build_object(
              'starts_at', agenda.iso(v.starts_at), 'ends_at', agenda.iso(v.ends_at), 'title', k.title, 'place', k.place,
              'manage_token', case when m.kind = 'visit_visitor' then agenda.token_for(v.id) end,
              'request', (select pg_catalog.jsonb_build_object('id', r.id, 'created_at', r.created_at, 'environment_type', r.environment_type)
                            from public.budget_requests r where r.id = v.request_id)))
        from public.visits v join agenda.kinds k on k.id = v.kind where v.id = m.visit_id)
    when m.warranty_id is not null then (
      select case
        when w.status = 'deleted' then null
        when m.kind = 'warranty_confirm' then pg_catalog.jsonb_build_object(
          'registration', pg_catalog.jsonb_build_object('id', w.id, 'email', w.email), 'key', warranty.key_for(w.id, 'link'), 'due_on', m.due_on)
        when m.kind in ('warranty_certificate', 'warranty_team') and w.status = 'confirmed' then pg_catalog.jsonb_build_object(
          'registration', warranty.certificate(w), 'due_on', m.due_on,
          'key', case when m.kind = 'warranty_certificate' then warranty.key_for(w.id, 'link') end)
        when m.kind in ('warranty_sealing', 'warranty_notice') and w.status = 'confirmed' and w.reminders and w.unsubscribed_at is null then (
          select pg_catalog.jsonb_build_object(
              'registration', warranty.certificate(w), 'due_on', m.due_on, 'detail', s.detail,
              'key', warranty.key_for(w.id, 'link'), 'unsubscribe_key', warranty.key_for(w.id, 'unsubscribe'))
            from warranty.schedule(w, m.due_on - 1) s where s.kind = m.kind and s.due_on = m.due_on)
        end
        from public.warranty_registrations w where w.id = m.warranty_id)
  end;
$$;

revoke all on function lead_mail.payload(lead_mail.notifications) from public, anon, authenticated;

-- The claim reads the agenda's clock (agenda.now(): the transaction's time, unless a test session fixes
-- lavra.fixed_now), so a reminder due in months is claimed when that day's 9h comes, and a test can move the day.
create or replace function lead_mail.claim(max_count integer default 10, lease_seconds integer default 120)
  returns table (id uuid, kind text, attempts integer, payload jsonb)
  language plpgsql security definer set search_path = '' as $$
#variable_conflict use_column
begin
  perform lead_mail.take_in(max_count);
  return query
    update lead_mail.notifications n
      set claimed_until = agenda.now() + pg_catalog.make_interval(secs => greatest(10, lease_seconds)), attempts = n.attempts + 1
      where n.id in (select d.id from lead_mail.notifications d
        where d.status = 'pending' and d.next_attempt_at <= agenda.now() and (d.claimed_until is null or d.claimed_until <= agenda.now())
        order by d.next_attempt_at, d.created_at, d.kind limit greatest(1, least(max_count, 100)) for update skip locked)
      returning n.id, n.kind, n.attempts, lead_mail.payload(n);
end;
$$;

revoke all on function lead_mail.claim(integer, integer) from public, anon, authenticated;
grant execute on function lead_mail.claim(integer, integer) to service_role;
