-- The estimate a visitor drew on /estimativa and sent with the request ("Pedir orçamento com esta estimativa"):
-- the pieces with their measures, the details that change the price, and each stone's range. Optional:
-- requests that did not come from the estimate have none. The table bounds its size and shape, so a request
-- that skips the form cannot park a large or odd document here: an object of at most 4,000 bytes with only the
-- known keys, 1-8 pieces, 1-3 stones, at most 5 kinds of cutout, every number in range and every range
-- ordered. The form builds the same shape (src/lib/lead-estimate.ts `isStorableEstimate` mirrors this check),
-- so it never sends one the table refuses; the API answers anything else with 400, naming this constraint,
-- and stores nothing. Row-level security is unchanged: the one INSERT policy applies to the whole row.

alter table public.budget_requests
  add column estimate jsonb,
  add constraint budget_requests_estimate_shape check (
    estimate is null
    or (
      jsonb_typeof(estimate) = 'object'
      and octet_length(estimate::text) <= 4000
      and (estimate - array['v', 'table', 'shape', 'pieces', 'thicknessCm', 'edge', 'edgeM', 'backsplashCm', 'cutouts',
                            'installation', 'areaM2', 'areaWithWasteM2', 'seams', 'stones']) = '{}'::jsonb
      and estimate -> 'v' = '1'::jsonb
      and jsonb_typeof(estimate -> 'table') = 'string' and (estimate ->> 'table') ~ '^\d{4}-\d{2}-\d{2}$'
      and (estimate ->> 'shape') in ('reta', 'l', 'u', 'ilha', 'peninsula')
      and jsonb_typeof(estimate -> 'pieces') = 'array' and jsonb_array_length(estimate -> 'pieces') between 1 and 8
      and jsonb_typeof(estimate -> 'stones') = 'array' and jsonb_array_length(estimate -> 'stones') between 1 and 3
      and jsonb_typeof(estimate -> 'cutouts') = 'array' and jsonb_array_length(estimate -> 'cutouts') <= 5
      and jsonb_typeof(estimate -> 'installation') = 'boolean'
      and jsonb_path_match(estimate, 'strict $.thicknessCm.type() == "number" && $.thicknessCm >= 1 && $.thicknessCm <= 10')
      and jsonb_path_match(estimate, 'strict $.edge.type() == "string" && $.edge like_regex "^.{1,60}$" flag "s"')
      and jsonb_path_match(estimate, 'strict $.edgeM.type() == "number" && $.edgeM >= 0 && $.edgeM <= 1000')
      and jsonb_path_match(estimate, 'strict $.backsplashCm.type() == "number" && $.backsplashCm >= 0 && $.backsplashCm <= 200')
      and jsonb_path_match(estimate, 'strict $.areaM2.type() == "number" && $.areaM2 >= 0.01 && $.areaM2 <= 200')
      and jsonb_path_match(estimate, 'strict $.areaWithWasteM2.type() == "number" && $.areaWithWasteM2 >= 0.01 && $.areaWithWasteM2 <= 200')
      and jsonb_path_match(estimate, 'strict $.seams.type() == "number" && $.seams >= 0 && $.seams <= 100')
      and not jsonb_path_exists(estimate, 'lax $.pieces[*] ? (!(@.type() == "object"
            && @.name.type() == "string" && @.name like_regex "^.{1,60}$" flag "s"
            && @.lengthCm.type() == "number" && @.lengthCm >= 1 && @.lengthCm <= 1200
            && @.depthCm.type() == "number" && @.depthCm >= 1 && @.depthCm <= 200))')
      and not jsonb_path_exists(estimate, 'lax $.cutouts[*] ? (!(@.type() == "object"
            && @.name.type() == "string" && @.name like_regex "^.{1,60}$" flag "s"
            && @.count.type() == "number" && @.count >= 1 && @.count <= 20))')
      and not jsonb_path_exists(estimate, 'lax $.stones[*] ? (!(@.type() == "object"
            && @.name.type() == "string" && @.name like_regex "^.{1,60}$" flag "s"
            && @.min.type() == "number" && @.max.type() == "number"
            && @.min >= 0 && @.max <= 10000000 && @.min <= @.max))')
    )
  );

comment on column public.budget_requests.estimate is
  'The estimate sent from /estimativa: pieces (name, lengthCm, depthCm), thickness, edge, cutouts, area, seams and each stone''s range; null otherwise.';

grant insert (estimate) on public.budget_requests to anon;
