-- Each piece of a stored estimate says which of its visible edges has which finish (/estimativa lets the visitor
-- finish an island's ends otherwise than its front): `pieces[].edges`, a list of {name, finish, m}. The check of
-- 20261127000200_budget_request_estimate.sql bounded the pieces' names and measures but let a piece carry any
-- other key; this one keeps every bound it had and adds these: a piece has only name, lengthCm, depthCm and
-- edges; edges, when present, is a list of at most 4 (an island's sides), each with only a name and a finish of
-- 1-60 characters and its metres (0.01-12, one run's length). Estimates stored before, without edges, still pass.
-- src/lib/lead-estimate.ts `isStorableEstimate` mirrors it, so the form never sends a shape the table refuses.

alter table public.budget_requests
  drop constraint budget_requests_estimate_shape,
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
      -- A piece's keys, and its edges: a list of at most four.
      and not jsonb_path_exists(estimate, 'lax $.pieces[*] ? (@.type() == "object").keyvalue() ? (!(@.key == "name" || @.key == "lengthCm"
            || @.key == "depthCm" || @.key == "edges"))')
      and not jsonb_path_exists(estimate, 'lax $.pieces[*] ? (@.type() == "object" && exists(@.edges)
            && !(@.edges.type() == "array" && @.edges.size() <= 4))')
      and not jsonb_path_exists(estimate, 'lax $.pieces[*] ? (@.type() == "object").edges[*] ? (!(@.type() == "object"
            && @.name.type() == "string" && @.name like_regex "^.{1,60}$" flag "s"
            && @.finish.type() == "string" && @.finish like_regex "^.{1,60}$" flag "s"
            && @.m.type() == "number" && @.m >= 0.01 && @.m <= 12))')
      and not jsonb_path_exists(estimate, 'lax $.pieces[*] ? (@.type() == "object").edges[*] ? (@.type() == "object").keyvalue()
            ? (!(@.key == "name" || @.key == "finish" || @.key == "m"))')
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
  'The estimate sent from /estimativa: pieces (name, lengthCm, depthCm, and edges: each visible edge''s name, finish and metres), thickness, the all-round edge finish, cutouts, area, seams and each stone''s range; null otherwise.';
