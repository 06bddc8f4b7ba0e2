-- The per-sender limits at a cost that does not grow with the traffic, and the backend check kept out
-- of them.
--
-- 1. Each limit counted the window's rows through the index on created_at alone, so every insert read
--    every request of the last 10 minutes three times: about 0.65 ms per insert with an empty window,
--    43 ms with 50,000 requests in it. A distributed flood would have made every visitor's insert
--    slower the longer it lasted. Now each key has its own index ending in created_at, and each count
--    stops at the limit: a check reads at most `max_per_window` index entries of that one sender,
--    whatever else the window holds.
-- 2. `npm run check:backend` sends a row with a reserved id that the last constraint,
--    zz_backend_probe, always refuses (20261124000100_backend_probe.sql). BEFORE triggers run before
--    any constraint, so after five real requests from the owner's address the probe met the limit
--    first and the check reported a working backend as broken. The probe never counted (it is never
--    stored); now it is not limited either. That opens no way around the limits for a real row: the
--    same id is refused by zz_backend_probe every time, so a row that skips the counts is never kept.
--
-- Same contract as before otherwise: who sent it is read from the request, at most 5 (or the server's
-- lavra.requests_per_window) per e-mail, phone and address in any 10 minutes, HTTP 429 over it.

create index budget_requests_email_created_at_idx
  on public.budget_requests (pg_catalog.lower(email), created_at);
create index budget_requests_phone_created_at_idx
  on public.budget_requests (phone, created_at);
create index budget_requests_ip_address_created_at_idx
  on public.budget_requests (ip_address, created_at)
  where ip_address is not null;

create or replace function public.budget_requests_before_insert()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  headers jsonb := nullif(current_setting('request.headers', true), '')::jsonb;
  forwarded text;
  sender text;
  window_start timestamptz := pg_catalog.now() - interval '10 minutes';
  setting text := nullif(current_setting('lavra.requests_per_window', true), '');
  max_per_window integer := case when setting ~ '^[0-9]{1,6}$' then setting::integer else 5 end;
begin
  if headers is not null then
    forwarded := pg_catalog.btrim(pg_catalog.split_part(coalesce(headers ->> 'x-forwarded-for', ''), ',', -1));
    sender := coalesce(nullif(pg_catalog.btrim(headers ->> 'cf-connecting-ip'), ''), nullif(forwarded, ''));
    begin
      new.ip_address := sender::inet;
    exception when invalid_text_representation then
      new.ip_address := null;
    end;
    new.user_agent := pg_catalog.left(headers ->> 'user-agent', 500);
  end if;

  -- The backend check's row: refused by zz_backend_probe whatever happens here, so it is never stored
  -- and never needs counting.
  if max_per_window = 0 or new.id = '00000000-0000-4000-8000-00000000c0de'::uuid then
    return new;
  end if;

  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('budget_requests:email:' || pg_catalog.lower(new.email)));
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('budget_requests:phone:' || new.phone));
  if new.ip_address is not null then
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('budget_requests:ip:' || pg_catalog.host(new.ip_address)));
  end if;

  -- Each count reads one sender's entries of its own index, and no more than the limit of them.
  if (select pg_catalog.count(*) from (select from public.budget_requests r
        where pg_catalog.lower(r.email) = pg_catalog.lower(new.email) and r.created_at > window_start
        limit max_per_window) as recent) >= max_per_window
     or (select pg_catalog.count(*) from (select from public.budget_requests r
        where r.phone = new.phone and r.created_at > window_start
        limit max_per_window) as recent) >= max_per_window
     or (new.ip_address is not null and (select pg_catalog.count(*) from (select from public.budget_requests r
        where r.ip_address = new.ip_address and r.created_at > window_start
        limit max_per_window) as recent) >= max_per_window)
  then
    raise sqlstate 'PGRST' using
      message = '{"code":"LAVRA429","message":"Muitas solicitações em pouco tempo. Tente novamente em alguns minutos.","details":null,"hint":null}',
      detail = '{"status":429,"headers":{"Retry-After":"600"}}';
  end if;
  return new;
end;
$$;

revoke all on function public.budget_requests_before_insert() from public, anon, authenticated;
