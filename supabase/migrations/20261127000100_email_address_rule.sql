-- One rule for what an e-mail address is, shared by the budget form, this table, the lead e-mails' model and
-- their sender (src/lib/email-address.ts, which holds the same pattern; tests/notifications/email-rule.test.ts
-- runs one table of good and bad addresses through all four). See docs/decisions/024-email-addresses-and-the-receipt.md.
--
-- The first migration's check took the browser's (WHATWG) pattern: it accepted an address whose domain has no
-- dot ("cliente@localhost") or two dots in a row in the local part, which no mail server on the internet
-- delivers, and refused accented domains, which Brazil registers ("contato@ação.com.br"). The rule now:
-- - local part: a dot-atom of ASCII characters, at most 64 characters;
-- - domain: at least two labels of letters (Latin letters with accents included), digits and inner hyphens,
--   each at most 63 characters; the last one ASCII letters (or an xn-- label);
-- - at most 253 characters in all (RFC 5321's 256-octet path, as strictly as mail servers read it).
--
-- NOT VALID: the rule holds for every row written from now on; rows stored under the old one stay as they are,
-- readable and exported as before (PostgreSQL checks a NOT VALID constraint on new and updated rows only). Their
-- team e-mail still goes out: an address the sender cannot use is left out of Reply-To, and the e-mail says so.
--
-- Runs unchanged on hosted Supabase, on the local PGlite store and on Debian's PostgreSQL.

alter table public.budget_requests drop constraint budget_requests_email_format;

alter table public.budget_requests add constraint budget_requests_email_format check (
  char_length(email) <= 253
  and char_length(pg_catalog.split_part(email, '@', 1)) <= 64
  and email ~ '^[A-Za-z0-9!#$%&''*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&''*+/=?^_`{|}~-]+)*@([A-Za-z0-9\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F]([A-Za-z0-9\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F-]{0,61}[A-Za-z0-9\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F])?\.)+([A-Za-z]{2,63}|[Xx][Nn]--[A-Za-z0-9-]{1,59})$'
) not valid;

comment on constraint budget_requests_email_format on public.budget_requests is
  'The e-mail address rule of src/lib/email-address.ts (EMAIL_PATTERN_SOURCE); NOT VALID: rows stored before 20261127000100 keep the older rule.';
