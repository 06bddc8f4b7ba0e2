-- The stone a visitor was looking at when they asked for a budget: its page's call to action opens the
-- form with the stone's family as the material, and the request carries the stone's name. Optional:
-- requests from the home page have none. The form trims it and keeps it to 80 characters; the table
-- holds a request that skips the form to the same bounds, and anon may insert it like the other answers.
-- Row-level security is unchanged: the one INSERT policy applies to the whole row.

alter table public.budget_requests
  add column stone text,
  add constraint budget_requests_stone_length check (
    stone is null
    or (
      char_length(btrim(stone, E' \t\n\r\f\u000b\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff')) between 2 and 80
      and char_length(stone) <= 80
    )
  );

comment on column public.budget_requests.stone is
  'Name of the stone whose page the request came from (e.g. Branco Polar); null from anywhere else.';

grant insert (stone) on public.budget_requests to anon;
