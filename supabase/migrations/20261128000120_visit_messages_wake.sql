-- Hosted Supabase only: a booking, a move or a cancellation wakes the Edge Function right away, as a stored budget
-- request does (20261126000210_lead_notifications_schedule.sql), instead of waiting for the per-minute schedule.
-- Where that migration created nothing (the local PGlite store, Debian's PostgreSQL: no pg_net, pg_cron or Vault)
-- this file does nothing either: the site server's own sender sends the visit e-mails there.
-- Superseded by 20261129000200_one_outbox.sql: the trigger went with lead_mail.visit_messages; notifications_wake_sender on lead_mail.notifications wakes the function instead.

do $migration$
begin
  if pg_catalog.to_regprocedure('lead_mail.budget_requests_wake_sender()') is null then
    raise notice 'lead_mail: no wake-up function here; the visit e-mails wait for the site server''s sender.';
    return;
  end if;
  -- The same trigger function: it only asks the function to send what is due (pg_net, after the commit), and
  -- swallows any error, so it never fails or slows the visitor's booking.
  create trigger visit_messages_wake_sender
    after insert on lead_mail.visit_messages
    for each statement execute function lead_mail.budget_requests_wake_sender();
end;
$migration$;
