-- The outbox reads one clock. The claim (20261129000300) takes the messages due by agenda.now(): the transaction's
-- time, unless a session fixes lavra.fixed_now (the tests do; the data API sets no such parameter). A message queued
-- without a time of its own took the column's default, the server's own now(): in a session whose clock stands
-- before the real time, a confirmation queued "now" was not due until the real time came round, and the claim
-- never saw it. The default now reads the same clock as the claim; where no session fixes it, nothing changes.
alter table lead_mail.notifications alter column next_attempt_at set default agenda.now();
