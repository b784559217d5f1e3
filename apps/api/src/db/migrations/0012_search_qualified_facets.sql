-- Decision 0039: a job's level, role type, working hours and location facets also qualified by each of its
-- disciplines (`i7.tPERMANENT`, `i7.hFULLTIME`, `i7.l3`, `i7.onsite`; `modules/search/facets.ts` names the same codes).
-- A discipline searched with those filters then reads short lists of the GIN index instead of intersecting the
-- discipline's list with lists that hold half of all posts.
CREATE OR REPLACE FUNCTION opportunity_facets(p_id integer, p_type text, p_sub_type text, p_level integer, p_on_site boolean, p_remote boolean)
RETURNS text[] LANGUAGE sql STABLE AS $$
  WITH own AS (
    SELECT array_remove(ARRAY[
        CASE WHEN p_type = 'BOTH' THEN 'tFREELANCE' ELSE 't' || p_type END, CASE WHEN p_type = 'BOTH' THEN 'tPERMANENT' END,
        CASE WHEN p_sub_type = 'BOTH_TIME' THEN 'hFULLTIME' ELSE 'h' || p_sub_type END, CASE WHEN p_sub_type = 'BOTH_TIME' THEN 'hPARTTIME' END,
        'l' || p_level::text,
        CASE WHEN p_on_site THEN 'onsite' END, CASE WHEN p_remote THEN 'remote' END, CASE WHEN p_on_site AND p_remote THEN 'hybrid' END], NULL) AS codes
  ), disciplines AS (
    SELECT ARRAY(SELECT 'i' || industry_id FROM opportunity_industries WHERE opportunity_id = p_id ORDER BY industry_id) AS codes
  )
  SELECT own.codes || disciplines.codes
    -- Jobs only: a project's type and hours are PROJECT, and no project filter reads them.
    || ARRAY(SELECT d || '.' || c FROM unnest(disciplines.codes) WITH ORDINALITY AS d(d, n), unnest(own.codes) WITH ORDINALITY AS c(c, m)
             WHERE p_type IS DISTINCT FROM 'PROJECT' ORDER BY n, m)
    || ARRAY(SELECT 's' || skill_id FROM opportunity_skills WHERE opportunity_id = p_id ORDER BY skill_id)
    || ARRAY(SELECT 'g' || genre_id FROM opportunity_genres WHERE opportunity_id = p_id ORDER BY genre_id)
    || ARRAY(SELECT 'q' || qualification_id FROM opportunity_qualifications WHERE opportunity_id = p_id ORDER BY qualification_id)
    || ARRAY(SELECT 'v' || service_id FROM opportunity_services WHERE opportunity_id = p_id ORDER BY service_id)
  FROM own, disciplines
$$;--> statement-breakpoint
-- The existing posts: touching facets makes the row trigger (migration 0010) compute them again. On a large
-- database this rewrites every post once; compact the table afterwards (VACUUM FULL) in a quiet hour.
UPDATE "opportunities" SET "facets" = "facets";
