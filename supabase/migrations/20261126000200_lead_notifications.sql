-- The e-mails each budget request brings: one to the team, one receipt to the prospect. They are
-- written by a trigger in the request's own transaction, so a stored request always has them, and a
-- sender (the site server's, or the Edge Function supabase/functions/lead-notifications) claims the
-- due ones, sends them and records the outcome. See docs/decisions/016-lead-notifications.md.
-- Superseded by 20261126000300_lead_notifications_inbox.sql: the trigger writes one row into lead_mail.inbox; the sender's claim (lead_mail.take_in) writes the messages.
--
-- Everything lives in the schema lead_mail, which the data API does not expose and neither anon nor
-- authenticated may use: nothing here is readable or writable with the public key. The sender works
-- as service_role through the three functions at the end.
-- Superseded by 20261126000300_lead_notifications_inbox.sql: and lead_mail.take_in(), which the claim calls first.
--
-- This file runs unchanged on hosted Supabase, on the local PGlite store and on Debian's PostgreSQL.

create schema lead_mail;
revoke all on schema lead_mail from public;
grant usage on schema lead_mail to service_role;

create table lead_mail.notifications (
  -- Also the Message-ID's local part, so a message sent again after a crash carries the same one.
  id uuid primary key default gen_random_uuid(),
  -- The request's id. No foreign key: only the trigger below writes rows, in the request's own transaction, and
  -- a key check would cost every visitor's insert a lookup and a row lock more. Deleting a request (by hand:
  -- the API cannot) deletes its rows through the trigger budget_requests_forget_notifications.
-- Superseded by 20261126000300_lead_notifications_inbox.sql: lead_mail.take_in() writes the rows now, at the sender's claim.
  request_id uuid not null,
  kind text not null constraint notifications_kind_value check (kind in ('team', 'receipt')),
  -- The receipt's address as the visitor typed it; null for the team, whose addresses are the
  -- sender's configuration (LEADS_NOTIFY_TO), read when it sends.
  recipient text,
  -- lower(recipient): the once-a-day rule compares addresses case-insensitively.
  recipient_key text,
  status text not null default 'pending'
    constraint notifications_status_value check (status in ('pending', 'sent', 'skipped', 'failed')),
  -- Why a receipt was not sent: 'receipt-sent-in-last-24h' (the team e-mail says so).
  skip_reason text,
  -- Claims so far; a claim counts as an attempt even if its sender dies before recording anything.
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  -- A claimed message belongs to its sender until then; after that another sender may take it.
  claimed_until timestamptz,
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  constraint notifications_one_per_kind unique (request_id, kind),
  constraint notifications_recipient check ((kind = 'team') = (recipient is null))
);

comment on table lead_mail.notifications is
  'E-mails owed for each budget request (team announcement and prospect receipt); written by a trigger, sent by the lead-notifications sender.';
-- Superseded by 20261127000110_lead_mail_comments.sql: the stored comment says who writes the rows now.

-- What the senders look for: the pending ones, by when they are due.
create index notifications_due_idx on lead_mail.notifications (next_attempt_at) where status = 'pending';
-- The once-a-day rule: receipts to one address, newest first.
create index notifications_receipt_idx on lead_mail.notifications (recipient_key, created_at desc)
  where kind = 'receipt' and status in ('pending', 'sent');

revoke all on table lead_mail.notifications from public, anon, authenticated;
grant select on table lead_mail.notifications to service_role;

create function lead_mail.budget_requests_after_insert()
  returns trigger
  language plpgsql
  -- Runs as its owner (anon may not touch lead_mail) with an empty search path: every name is qualified.
  security definer
  set search_path = ''
as $$
declare
  receipt_key text := pg_catalog.lower(new.email);
begin
  -- One request at a time per address, so two requests naming it at once cannot both see no receipt. A receipt
  -- that failed for good does not count: the next request may try that address again.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('lead_mail:receipt:' || receipt_key));
  -- Both rows in one statement: this runs inside every visitor's insert.
  insert into lead_mail.notifications (request_id, kind, recipient, recipient_key, status, skip_reason)
    select new.id, 'team', null, null, 'pending', null
    union all
    select new.id, 'receipt', new.email, receipt_key,
        case when earlier.found then 'skipped' else 'pending' end,
        case when earlier.found then 'receipt-sent-in-last-24h' end
      from (select exists (
        select from lead_mail.notifications n
          where n.kind = 'receipt' and n.status in ('pending', 'sent') and n.recipient_key = receipt_key
            and n.created_at > pg_catalog.now() - interval '24 hours'
      ) as found) earlier;
  return null;
end;
$$;

revoke all on function lead_mail.budget_requests_after_insert() from public, anon, authenticated;

create trigger budget_requests_notify
  after insert on public.budget_requests
  for each row execute function lead_mail.budget_requests_after_insert();

create function lead_mail.budget_requests_after_delete()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  delete from lead_mail.notifications n where n.request_id = old.id;
  return null;
end;
$$;

revoke all on function lead_mail.budget_requests_after_delete() from public, anon, authenticated;

create trigger budget_requests_forget_notifications
  after delete on public.budget_requests
  for each row execute function lead_mail.budget_requests_after_delete();

-- Takes up to max_count due messages for lease_seconds and returns each with its request (and, for the
-- team's, what became of the receipt). Rows another sender is claiming right now are skipped, not waited for.
create function lead_mail.claim(max_count integer default 10, lease_seconds integer default 120)
  returns table (
    id uuid,
    kind text,
    recipient text,
    attempts integer,
    request jsonb,
    receipt_status text,
    receipt_skip_reason text
  )
  language plpgsql
  set search_path = ''
as $$
#variable_conflict use_column
begin
  return query
  with due as (
    select n.id
      from lead_mail.notifications n
      where n.status = 'pending' and n.next_attempt_at <= pg_catalog.now()
        and (n.claimed_until is null or n.claimed_until <= pg_catalog.now())
      -- Receipts before team e-mails: the team's then says what became of the receipt.
      order by n.next_attempt_at, n.created_at, n.kind
      limit greatest(1, least(max_count, 100))
      for update skip locked
  ), claimed as (
    update lead_mail.notifications n
      set claimed_until = pg_catalog.now() + pg_catalog.make_interval(secs => greatest(10, lease_seconds)),
          attempts = n.attempts + 1
      from due
      where n.id = due.id
      returning n.id, n.kind, n.recipient, n.attempts, n.request_id
  )
  select c.id, c.kind, c.recipient, c.attempts, pg_catalog.to_jsonb(r.*), rc.status, rc.skip_reason
    from claimed c
    join public.budget_requests r on r.id = c.request_id
    left join lead_mail.notifications rc on rc.request_id = c.request_id and rc.kind = 'receipt';
end;
$$;

-- The message went out. Recorded whoever holds the claim now: it was sent either way.
create function lead_mail.record_sent(notification_id uuid)
  returns void
  language sql
  set search_path = ''
as $$
  update lead_mail.notifications
    set status = 'sent', sent_at = pg_catalog.now(), claimed_until = null, last_error = null
    where id = notification_id and status = 'pending';
$$;

-- The attempt failed: try again in retry_in_seconds, or give up (null) and mark it failed. Ignored when
-- the claim has since passed to another sender (its attempt number moved on).
create function lead_mail.record_failure(notification_id uuid, attempt integer, error text, retry_in_seconds double precision)
  returns void
  language sql
  set search_path = ''
as $$
  update lead_mail.notifications
    set status = case when retry_in_seconds is null then 'failed' else 'pending' end,
        next_attempt_at = pg_catalog.now() + pg_catalog.make_interval(secs => coalesce(retry_in_seconds, 0)),
        claimed_until = null,
        last_error = pg_catalog.left(error, 1000)
    where id = notification_id and status = 'pending' and attempts = attempt;
$$;

-- Functions are executable by PUBLIC unless revoked: only the sender's role may call these.
revoke all on function lead_mail.claim(integer, integer) from public, anon, authenticated;
revoke all on function lead_mail.record_sent(uuid) from public, anon, authenticated;
revoke all on function lead_mail.record_failure(uuid, integer, text, double precision) from public, anon, authenticated;
grant execute on function lead_mail.claim(integer, integer) to service_role;
grant execute on function lead_mail.record_sent(uuid) to service_role;
grant execute on function lead_mail.record_failure(uuid, integer, text, double precision) to service_role;
-- The functions run as the caller (no security definer), so service_role needs the rows themselves.
-- (service_role already has every privilege on budget_requests, from the first migration.)
grant update (status, sent_at, claimed_until, last_error, attempts, next_attempt_at) on table lead_mail.notifications to service_role;
