-- The drop test comes back. warranty.queue_reminders (20261129000300) queues each piece's next drop test when the
-- registration is confirmed or its pieces corrected: one date per piece, the first after that day. Nothing queued the
-- one after it, so a Carrara counter heard from us six months after the installation and never again. Now, once a
-- sealing reminder leaves the outbox (sent, skipped or given up after its retries), the next date the care rules give is
-- queued the same way: the installation month plus the next multiple of the sheet's months, 9h of a working day.
--
-- Only the next sealing reminder is inserted: rows already pending (a coverage notice due the same morning, perhaps
-- already claimed by the sender) are never deleted or replaced. A registration that left the reminders, was
-- unsubscribed or deleted gets nothing (and the guard on lead_mail.notifications would refuse it anyway).
create function warranty.queue_next_sealing()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  r public.warranty_registrations;
begin
  select * into r from public.warranty_registrations w where w.id = new.warranty_id;
  if not found or r.status <> 'confirmed' or not r.reminders or r.unsubscribed_at is not null then
    return null;
  end if;
  insert into lead_mail.notifications (warranty_id, kind, due_on, next_attempt_at)
    select r.id, s.kind, s.due_on, s.due_at from warranty.schedule(r, warranty.today()) s
      where s.kind = 'warranty_sealing' and s.due_at > agenda.now()
    on conflict on constraint notifications_warranty_once do nothing;
  return null;
end;
$$;

revoke all on function warranty.queue_next_sealing() from public, anon, authenticated;

create trigger notifications_next_sealing
  after update of status on lead_mail.notifications
  for each row
  when (new.kind = 'warranty_sealing' and old.status = 'pending' and new.status in ('sent', 'skipped', 'failed'))
  execute function warranty.queue_next_sealing();
