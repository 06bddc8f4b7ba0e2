-- Abuse limits that hold wherever the table lives (hosted Supabase and the local store alike): the
-- honeypot and the minimum fill time live in the browser, and a script posting straight to
-- /rest/v1/budget_requests with the public anon key skips them.
--
-- 1. Who sent it comes from the request, never from the row. PostgREST hands the request's headers to
--    SQL as current_setting('request.headers'). The address is the one the platform's own edge wrote:
--    cf-connecting-ip on hosted Supabase (its Cloudflare edge sets it and drops any value a client
--    sent), otherwise the last X-Forwarded-For entry, the one appended by the nearest proxy (a client can
--    only prepend entries). The local store sets the same header for each request from the socket's
--    address. A row written outside the API (no request headers: psql, the dashboard) keeps its values.
-- 2. At most 5 requests per e-mail, per phone and per address in any 10 minutes. No global ceiling: one
--    flood must not lock out every other visitor. A request over a limit is refused with HTTP 429
--    (PostgREST 11+ lets SQL choose the status: SQLSTATE PGRST, a JSON message and a JSON detail) and
--    stores nothing. Two different requests from one visitor in a minute both go through.

-- The windows are read through budget_requests_created_at_idx (first migration).
-- Superseded by 20261126000100_abuse_limit_indexes.sql: each limit reads its own index (e-mail, phone, address) ending in created_at.

create function public.budget_requests_before_insert()
  returns trigger
  language plpgsql
  -- Counting needs to read the table, which the anon role cannot; the function runs as its owner with
  -- a fixed, empty search path (every name below is qualified) so no caller can redirect it.
  security definer
  set search_path = ''
as $$
declare
  headers jsonb := nullif(current_setting('request.headers', true), '')::jsonb;
  forwarded text;
  sender text;
  window_start timestamptz := pg_catalog.now() - interval '10 minutes';
  -- 5, unless the server that runs the API says otherwise for its own requests (the local store's
  -- LEADS_REQUESTS_PER_WINDOW, for the test suite; 0 turns the limits off). No API client can set it.
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

  if max_per_window = 0 then
    return new;
  end if;

  -- One sender at a time per key, so concurrent requests cannot all count the same rows and slip past.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('budget_requests:email:' || pg_catalog.lower(new.email)));
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('budget_requests:phone:' || new.phone));
  if new.ip_address is not null then
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('budget_requests:ip:' || pg_catalog.host(new.ip_address)));
  end if;

  if (select pg_catalog.count(*) from public.budget_requests r
        where r.created_at > window_start and pg_catalog.lower(r.email) = pg_catalog.lower(new.email)) >= max_per_window
     or (select pg_catalog.count(*) from public.budget_requests r
        where r.created_at > window_start and r.phone = new.phone) >= max_per_window
     or (new.ip_address is not null and (select pg_catalog.count(*) from public.budget_requests r
        where r.created_at > window_start and r.ip_address = new.ip_address) >= max_per_window)
  then
    raise sqlstate 'PGRST' using
      message = '{"code":"LAVRA429","message":"Muitas solicitações em pouco tempo. Tente novamente em alguns minutos.","details":null,"hint":null}',
      detail = '{"status":429,"headers":{"Retry-After":"600"}}';
  end if;
  return new;
end;
$$;

revoke all on function public.budget_requests_before_insert() from public, anon, authenticated;

create trigger budget_requests_before_insert
  before insert on public.budget_requests
  for each row execute function public.budget_requests_before_insert();
