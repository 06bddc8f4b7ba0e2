-- Hosted Supabase only: the warranty reminders (rows of lead_mail.notifications due at 9h in Rio on a working day,
-- 20261129000300_warranty_registrations.sql) are claimed by the same Edge Function as every other message. The
-- every-minute job of 20261126000210 already wakes it; this job wakes it at 9h in Rio (12:00 UTC: America/Sao_Paulo
-- keeps no daylight saving since 2019) by name, so the reminders of the day go out at nine even if that job is
-- ever slowed or removed. Where pg_cron, pg_net, Vault or lead_mail.wake_sender() do not exist (the local PGlite
-- store, Debian's PostgreSQL) this file does nothing: the site server's sender claims the reminders there.

do $migration$
begin
  if not exists (select from pg_catalog.pg_available_extensions where name = 'pg_cron')
     or pg_catalog.to_regprocedure('lead_mail.wake_sender()') is null then
    raise notice 'warranty: pg_cron or lead_mail.wake_sender() is missing here; the site server''s sender sends the reminders.';
    return;
  end if;
  perform cron.schedule('warranty-reminders', '0 12 * * *', 'select lead_mail.wake_sender()');
end;
$migration$;
