-- Hosted Supabase only: the database starts the Edge Function supabase/functions/lead-notifications
-- itself, with pg_net right after a request is stored and with pg_cron every minute for retries.
-- Where pg_net, pg_cron or Supabase Vault do not exist (the local PGlite store, Debian's PostgreSQL) this
-- file does nothing: the site server runs its own sender there (docs/decisions/016-lead-notifications.md).
--
-- The function's URL and shared secret are read from Vault at each call, never stored here:
--   select vault.create_secret('https://<project>.supabase.co/functions/v1/lead-notifications', 'lead_notifications_url');
--   select vault.create_secret('<the same value as the function secret LEAD_NOTIFICATIONS_SECRET>', 'lead_notifications_secret');
-- Until both exist the calls are skipped and the messages wait, pending, in lead_mail.notifications.

do $migration$
begin
  if not exists (select from pg_catalog.pg_available_extensions where name = 'pg_net')
     or not exists (select from pg_catalog.pg_available_extensions where name = 'pg_cron')
     or not exists (select from pg_catalog.pg_namespace where nspname = 'vault') then
    raise notice 'lead_mail: pg_net, pg_cron or Vault is missing here; the database will not call the lead-notifications function.';
    return;
  end if;

  create extension if not exists pg_net;
  create extension if not exists pg_cron;

  -- Asks the function to send what is due. pg_net only queues the request (it goes out after the commit,
  -- from a background worker), so a slow or dead function never slows the visitor's insert; and any error
  -- here (a missing secret, pg_net itself) is swallowed, so it never fails it either.
  create function lead_mail.wake_sender()
    returns void
    language plpgsql
    security definer
    set search_path = ''
  as $wake$
  declare
    function_url text;
    secret text;
  begin
    select s.decrypted_secret into function_url from vault.decrypted_secrets s where s.name = 'lead_notifications_url';
    select s.decrypted_secret into secret from vault.decrypted_secrets s where s.name = 'lead_notifications_secret';
    if function_url is null or secret is null then
      return;
    end if;
    perform net.http_post(
      url := function_url,
      body := '{}'::jsonb,
      headers := pg_catalog.jsonb_build_object('Content-Type', 'application/json', 'X-Lead-Notifications-Secret', secret),
      timeout_milliseconds := 60000
    );
  exception when others then
    raise warning 'lead_mail.wake_sender: %', sqlerrm;
  end;
  $wake$;

  create function lead_mail.budget_requests_wake_sender()
    returns trigger
    language plpgsql
    security definer
    set search_path = ''
  as $trigger$
  begin
    perform lead_mail.wake_sender();
    return null;
  end;
  $trigger$;

  revoke all on function lead_mail.wake_sender() from public, anon, authenticated;
  revoke all on function lead_mail.budget_requests_wake_sender() from public, anon, authenticated;

  -- Once per insert statement, after the rows' own triggers wrote their messages.
  create trigger budget_requests_wake_sender
    after insert on public.budget_requests
    for each statement execute function lead_mail.budget_requests_wake_sender();

  -- Retries, and anything a lost wake-up left behind.
  perform cron.schedule('lead-notifications', '* * * * *', 'select lead_mail.wake_sender()');
end;
$migration$;
