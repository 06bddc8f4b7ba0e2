-- Budget requests sent by the quote form with the public (anon) key.
--
-- The CHECK constraints repeat the form's validation rules, so a request that
-- skips the browser (curl, a bot, a stale client) meets the same rules and a
-- rejected request stores nothing. Lengths are counted in characters
-- (code points); "trimmed" means without the whitespace JavaScript's
-- String.prototype.trim removes, which plain btrim() would not.
--
-- This file runs unchanged on hosted Supabase and on the local PGlite store.
-- The roles anon, authenticated and service_role are created by Supabase (and
-- by the local store before it applies migrations), never here.

create table public.budget_requests (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  name text not null,
  email text not null,
  phone text not null,
  role text not null,
  environment_type text not null,
  application_type text not null,
  square_meters text not null,
  timeline text not null,
  material_preference text not null,
  style_preference text not null,
  has_references text not null,
  investment_range text not null,
  project_stage text not null,
  how_found_us text not null,
  sent_to_whatsapp boolean not null default true,
  ip_address inet,
  user_agent text,

  -- 2 to 100 characters once trimmed; the raw cap stops whitespace padding.
  constraint budget_requests_name_length check (
    char_length(btrim(name, E' \t\n\r\f\u000b\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff')) between 2 and 100
    and char_length(name) <= 255
  ),
  -- Same pattern as the form's e-mail rule (the WHATWG one yup uses).
-- Superseded by 20261127000100_email_address_rule.sql: one rule shared by the form, this table, the e-mails and their sender.
  constraint budget_requests_email_format check (
    char_length(email) <= 255
    and email ~ '^[a-zA-Z0-9.!#$%&''*+/=?^_`{|}~-]+@[a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(\.[a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$'
  ),
  constraint budget_requests_phone_length check (char_length(phone) between 10 and 20),
  constraint budget_requests_role_value check (
    role in ('arquiteto', 'construtor', 'proprietario')
  ),
  constraint budget_requests_environment_type_value check (
    environment_type in ('cozinha', 'banheiro', 'area-gourmet', 'lavabo', 'multiplos', 'outro')
  ),
  constraint budget_requests_application_type_value check (
    application_type in ('bancada', 'revestimento', 'piso', 'multiplas')
  ),
  constraint budget_requests_square_meters_length check (
    char_length(btrim(square_meters, E' \t\n\r\f\u000b\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff')) >= 1
    and char_length(square_meters) <= 50
  ),
  constraint budget_requests_timeline_value check (
    timeline in ('urgente', '1-3-meses', '3-6-meses', '6-meses')
  ),
  constraint budget_requests_material_preference_value check (
    material_preference in ('marmore', 'granito', 'quartzito', 'sinterizado', 'nao-sei')
  ),
  constraint budget_requests_style_preference_value check (
    style_preference in ('classico', 'moderno', 'rustico', 'luxuoso')
  ),
  constraint budget_requests_has_references_value check (
    has_references in ('sim', 'nao')
  ),
  constraint budget_requests_investment_range_value check (
    investment_range in ('ate-20k', '20k-50k', '50k-100k', '100k-mais', 'nao-sei')
  ),
  constraint budget_requests_project_stage_value check (
    project_stage in ('planejamento', 'projeto-aprovado', 'obra-iniciada', 'pronto-executar')
  ),
  constraint budget_requests_how_found_us_length check (
    char_length(btrim(how_found_us, E' \t\n\r\f\u000b\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff')) >= 1
    and char_length(how_found_us) <= 1000
  ),
  constraint budget_requests_user_agent_length check (char_length(user_agent) <= 512)
);

comment on table public.budget_requests is
  'Quote requests from the public site. Write-only for anon; read with the service role.';

create index budget_requests_created_at_idx on public.budget_requests (created_at desc);

alter table public.budget_requests enable row level security;

-- Supabase grants every privilege on new public tables to anon and
-- authenticated by default; take them all back, then give anon only INSERT on
-- the columns the form sends. created_at is left out so a client cannot
-- backdate a request; no SELECT means no RETURNING, so
-- `Prefer: return=representation` fails and stores nothing.
revoke all on public.budget_requests from anon, authenticated;

grant insert (
  id,
  name,
  email,
  phone,
  role,
  environment_type,
  application_type,
  square_meters,
  timeline,
  material_preference,
  style_preference,
  has_references,
  investment_range,
  project_stage,
  how_found_us,
  sent_to_whatsapp,
  ip_address,
  user_agent
) on public.budget_requests to anon;

grant all on public.budget_requests to service_role;

-- The CHECK constraints do the validating; the policy only opens INSERT.
-- There is deliberately no SELECT, UPDATE or DELETE policy for anon.
create policy "anon can submit budget requests"
  on public.budget_requests
  for insert
  to anon
  with check (true);
