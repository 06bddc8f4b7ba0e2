-- The visitor's insert records one thing for the lead e-mails: that this request owes them. It writes one
-- row, the request's id, into lead_mail.inbox (no index, no lookup, no lock), in the request's own
-- transaction, so a stored request is always announced. The sender turns those rows into the messages of
-- lead_mail.notifications (the team e-mail and the receipt, with the once-a-day decision) when it claims,
-- before it sends. Until this file, the insert itself wrote both messages, with a per-address lock and the
-- receipt lookup: about a fifth more time per insert on the local store (README, Measurements;
-- docs/decisions/016-lead-notifications.md).
--
-- Runs unchanged on hosted Supabase, on the local PGlite store and on Debian's PostgreSQL.

create table lead_mail.inbox (
  -- No primary key and no foreign key: each would cost every visitor's insert an index entry or a lookup.
  -- Only the trigger below writes here, once per request; lead_mail.take_in() reads the whole table.
  request_id uuid not null
);

comment on table lead_mail.inbox is
  'Budget requests whose e-mails are not yet in lead_mail.notifications; one row per request, written by a trigger, emptied by lead_mail.take_in().';

revoke all on table lead_mail.inbox from public, anon, authenticated;
-- The owner's tools count what waits here (npm run leads, /_owner/mail, the sender's next wake-up).
grant select on table lead_mail.inbox to service_role;

-- Same function, same trigger (budget_requests_notify), lighter body.
create or replace function lead_mail.budget_requests_after_insert()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  insert into lead_mail.inbox (request_id) values (new.id);
  return null;
end;
$$;

-- Turns up to max_count waiting requests into their two messages, oldest request first, and returns how
-- many it took. The receipt rule: at most one receipt (pending or sent) to an address within 24 hours of
-- another, on either side, by the requests' own times, so a request that committed late or was taken in a
-- later batch is judged the same. A receipt that failed for good does not count: the next request may try
-- that address again. One sender at a time decides; another that finds it busy goes on to claim what is
-- already there, without waiting.
create function lead_mail.take_in(max_count integer default 500)
  returns integer
  language plpgsql
  -- The sender's role may not write lead_mail.notifications itself.
  security definer
  set search_path = ''
as $$
declare
  request record;
  taken integer := 0;
begin
  if not pg_catalog.pg_try_advisory_xact_lock(pg_catalog.hashtext('lead_mail:take_in')) then
    return 0;
  end if;
  for request in
    with moved as (
      delete from lead_mail.inbox i
        where i.ctid = any (array(select w.ctid from lead_mail.inbox w limit greatest(1, least(max_count, 5000))))
        returning i.request_id
    )
    -- A request deleted since (by hand) has nothing left to announce.
    select r.id, r.email, r.created_at, pg_catalog.lower(r.email) as receipt_key
      from (select distinct m.request_id from moved m) w
      join public.budget_requests r on r.id = w.request_id
      order by r.created_at, r.id
  loop
    insert into lead_mail.notifications (request_id, kind, recipient, recipient_key, status, skip_reason, created_at)
      select request.id, 'team', null, null, 'pending', null, request.created_at
      union all
      select request.id, 'receipt', request.email, request.receipt_key,
          case when earlier.found then 'skipped' else 'pending' end,
          case when earlier.found then 'receipt-sent-in-last-24h' end,
          request.created_at
        from (select exists (
          select from lead_mail.notifications n
            where n.kind = 'receipt' and n.status in ('pending', 'sent') and n.recipient_key = request.receipt_key
              and n.created_at > request.created_at - interval '24 hours'
              and n.created_at < request.created_at + interval '24 hours'
        ) as found) earlier
      on conflict on constraint notifications_one_per_kind do nothing;
    taken := taken + 1;
  end loop;
  return taken;
end;
$$;

revoke all on function lead_mail.take_in(integer) from public, anon, authenticated;
grant execute on function lead_mail.take_in(integer) to service_role;

-- The claim first takes in what has arrived (as many requests as the messages it may claim); the rest is as before.
create or replace function lead_mail.claim(max_count integer default 10, lease_seconds integer default 120)
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
  -- As many requests as messages asked for: under a flood each claim stays a short statement, and the local
  -- store's single connection goes back to the visitors' inserts between claims.
  perform lead_mail.take_in(max_count);
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

