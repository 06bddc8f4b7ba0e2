-- One outbox: every message the site sends is a row of lead_mail.notifications, claimed by lead_mail.claim and
-- recorded by lead_mail.record_sent / lead_mail.record_failure, with one retry rule and one sender
-- (server/lead-mail/lead-mail.ts, run by the site server and by the Edge Function). See
-- docs/decisions/032-one-outbox.md.
--
-- Until this file the visit e-mails had a queue of their own (lead_mail.visit_messages, lead_mail.visit_claim,
-- lead_mail.record_visit_sent / record_visit_failure, and on hosted Supabase the wake-up trigger of
-- 20261128000120_visit_messages_wake.sql). Their rows move here under the same ids (a message sent again keeps its
-- Message-ID), and those objects are dropped.
--
-- A row names exactly one subject, the record its message is about:
--   request_id  a budget request  kinds 'team' (the team's notice) and 'receipt' (the visitor's receipt)
--   visit_id    a visit           kinds 'visit_team' and 'visit_visitor', with the event ('booked', 'moved',
--                                 'cancelled') and the visit's sequence at that event (the invitation's SEQUENCE)
-- The claim gives each message its payload, everything its template needs (lead_mail.payload, one branch per
-- subject). A later kind of message (a warranty confirmation, a sealing reminder) is one more subject column and
-- its kinds in the checks below, one branch of lead_mail.payload, and one template on the sender's side.
--
-- Runs unchanged on hosted Supabase, on the local PGlite store and on Debian's PostgreSQL.

-- The subjects ------------------------------------------------------------------------------------------------

alter table lead_mail.notifications alter column request_id drop not null;

alter table lead_mail.notifications
  -- Deleting a visit (by hand: the API cannot) deletes its messages.
  add column visit_id uuid references public.visits (id) on delete cascade,
  add column event text constraint notifications_event_value check (event in ('booked', 'moved', 'cancelled')),
  add column sequence integer;

alter table lead_mail.notifications drop constraint notifications_kind_value;
alter table lead_mail.notifications drop constraint notifications_recipient;

alter table lead_mail.notifications
  add constraint notifications_kind_value check (kind in ('team', 'receipt', 'visit_team', 'visit_visitor')),
  add constraint notifications_one_subject check (pg_catalog.num_nonnulls(request_id, visit_id) = 1),
  -- Each kind belongs to one subject.
  add constraint notifications_kind_subject check (
    (kind in ('team', 'receipt')) = (request_id is not null)
    and (kind in ('visit_team', 'visit_visitor')) = (visit_id is not null)),
  -- The visits' event and sequence, on their messages alone.
  add constraint notifications_visit_event check ((visit_id is not null) = (event is not null and sequence is not null)),
  -- Only the receipt keeps its address (the once-a-day rule reads it); every other message finds its addresses in
  -- its payload or in the sender's configuration when it is sent.
  add constraint notifications_recipient check ((kind = 'receipt') = (recipient is not null)),
  -- One message of a kind per visit event, whatever calls the queueing twice.
  add constraint notifications_visit_once unique (visit_id, kind, sequence);

comment on table lead_mail.notifications is
  'Every e-mail the site owes (docs/decisions/032-one-outbox.md), each about one subject: a budget request (team, receipt; written by lead_mail.take_in() from lead_mail.inbox) or a visit (visit_team, visit_visitor; written by agenda.queue_messages in the booking''s transaction). Claimed by lead_mail.claim, recorded by lead_mail.record_sent / record_failure.';

-- The visit messages ------------------------------------------------------------------------------------------

-- Every row, sent and failed ones too (their history), under its own id; the pending ones go out from here.
insert into lead_mail.notifications
    (id, visit_id, kind, event, sequence, status, attempts, next_attempt_at, claimed_until, last_error, created_at, sent_at)
  select m.id, m.visit_id, 'visit_' || m.kind, m.event, m.sequence, m.status, m.attempts, m.next_attempt_at,
      m.claimed_until, m.last_error, m.created_at, m.sent_at
    from lead_mail.visit_messages m;

drop function lead_mail.visit_claim(integer, integer);
drop function lead_mail.record_visit_sent(uuid);
drop function lead_mail.record_visit_failure(uuid, integer, text, double precision);
-- With it goes the hosted wake-up trigger of 20261128000120; the one below replaces it.
drop table lead_mail.visit_messages;

-- Called by book_visit, move_visit and cancel_visit in the visitor's own transaction: the two messages of the
-- event, one to the team and one to the visitor.
create or replace function agenda.queue_messages(v public.visits, event text) returns void language sql set search_path = '' as $$
  insert into lead_mail.notifications (visit_id, kind, event, sequence)
    values (v.id, 'visit_team', event, v.sequence), (v.id, 'visit_visitor', event, v.sequence)
    on conflict on constraint notifications_visit_once do nothing;
$$;

-- The payload and the claim ----------------------------------------------------------------------------------

-- What a message's template needs, one branch per subject:
-- - a budget request's message: the request as stored; for the team's notice, what became of the receipt (its
--   status, why it was skipped, when it is next tried) and the visit booked after the request, if any;
-- - a visit's message: the event, its sequence and the visit (without its token hash, client key, sender's
--   address or browser), with its kind's title and place; for the visitor's message, the token of the link to
--   cancel or move (derived here, never stored); and the request the visit follows.
-- Null when the subject is gone.
create function lead_mail.payload(m lead_mail.notifications)
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
  end;
$$;

revoke all on function lead_mail.payload(lead_mail.notifications) from public, anon, authenticated;

-- Takes in the budget requests that arrived (lead_mail.take_in, as many as the messages it may claim: under a flood
-- each claim stays a short statement), then leases up to max_count due messages of any kind for lease_seconds,
-- oldest due first (a receipt before its team notice), and returns each with its payload. Rows another sender is
-- leasing right now are skipped, not waited for. Its return type changes, hence drop and create.
drop function lead_mail.claim(integer, integer);

create function lead_mail.claim(max_count integer default 10, lease_seconds integer default 120)
  returns table (id uuid, kind text, attempts integer, payload jsonb)
  -- Security definer: the payloads read what service_role may not (the visits' token secret, the agenda's kinds).
  language plpgsql security definer set search_path = '' as $$
#variable_conflict use_column
begin
  perform lead_mail.take_in(max_count);
  return query
    update lead_mail.notifications n
      set claimed_until = pg_catalog.now() + pg_catalog.make_interval(secs => greatest(10, lease_seconds)), attempts = n.attempts + 1
      where n.id in (select d.id from lead_mail.notifications d
        where d.status = 'pending' and d.next_attempt_at <= pg_catalog.now() and (d.claimed_until is null or d.claimed_until <= pg_catalog.now())
        order by d.next_attempt_at, d.created_at, d.kind limit greatest(1, least(max_count, 100)) for update skip locked)
      returning n.id, n.kind, n.attempts, lead_mail.payload(n);
end;
$$;

revoke all on function lead_mail.claim(integer, integer) from public, anon, authenticated;
grant execute on function lead_mail.claim(integer, integer) to service_role;

-- Hosted Supabase: a message written straight into the queue wakes the sender ------------------------------------

-- A budget request wakes the Edge Function from its own insert (20261126000210); its messages are written later,
-- by the sender's own claim, and wake nothing. Every other message (a booking, a move, a cancellation, and any
-- later kind) is written in the transaction of what caused it, and wakes the function once per statement. Where
-- 20261126000210 created no wake-up function (the local PGlite store, Debian's PostgreSQL) this part does
-- nothing: the site server's own sender sends there.
do $migration$
begin
  if pg_catalog.to_regprocedure('lead_mail.wake_sender()') is not null then
    create function lead_mail.notifications_wake_sender() returns trigger language plpgsql security definer set search_path = '' as $trigger$
    begin
      -- Only queues the call (pg_net, after the commit) and swallows any error: never fails or slows the visitor.
      if exists (select from added a where a.request_id is null) then perform lead_mail.wake_sender(); end if;
      return null;
    end;
    $trigger$;
    revoke all on function lead_mail.notifications_wake_sender() from public, anon, authenticated;
    create trigger notifications_wake_sender after insert on lead_mail.notifications
      referencing new table as added for each statement execute function lead_mail.notifications_wake_sender();
  else
    raise notice 'lead_mail: no wake-up function here; the messages wait for the site server''s sender.';
  end if;
end;
$migration$;
