-- The table comment of lead_mail.notifications said its rows are written by a trigger. Since
-- 20261126000300_lead_notifications_inbox.sql the trigger writes one row into lead_mail.inbox and the sender's
-- claim (lead_mail.take_in) writes the messages. The comment is stored in the database, so it is corrected here.

comment on table lead_mail.notifications is
  'E-mails owed for each budget request (team announcement and prospect receipt); written by lead_mail.take_in() when a sender claims, from the requests the insert trigger left in lead_mail.inbox; sent and recorded by the lead-notifications sender.';
