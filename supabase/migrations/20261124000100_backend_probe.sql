-- Lets `npm run check:backend` prove, against any deployment, that an anonymous insert of a valid
-- budget request passes the grants, the row-level security policy and every constraint, without
-- storing anything.
--
-- The check sends a valid row whose id is this reserved value, which only this constraint refuses.
-- PostgreSQL meets a new row's checks in a fixed order: privileges, BEFORE triggers, the policies'
-- WITH CHECK, NOT NULL, then CHECK constraints in alphabetical order by name (documented since 9.5),
-- then unique indexes. Named "zz_", this is the last CHECK a row meets, so the refusal
-- "zz_backend_probe" means every earlier check accepted the row; any other answer names what did not.
-- No visitor's row can carry this id: the browser makes random (version 4) UUIDs.

alter table public.budget_requests
  add constraint zz_backend_probe check (id <> '00000000-0000-4000-8000-00000000c0de'::uuid);
