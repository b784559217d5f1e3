DROP INDEX "opportunities_search_idx";--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "facets" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Decision 0039 (written by hand, not drizzle-kit's): the post's search facets, from its columns and its lists. The codes
-- are `modules/search/facets.ts`'s: i discipline, s skill, g category, q qualification, v service, l level, t role type,
-- h working hours, onsite, remote, hybrid. Each is a filter value the post matches: a BOTH post has both role types, a
-- BOTH_TIME post both hours, a hybrid post onsite, remote and hybrid (F-Q4, F-Q5), so every choice is one index list.
CREATE FUNCTION opportunity_facets(p_id integer, p_type text, p_sub_type text, p_level integer, p_on_site boolean, p_remote boolean)
RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT array_remove(ARRAY[
      CASE WHEN p_type = 'BOTH' THEN 'tFREELANCE' ELSE 't' || p_type END, CASE WHEN p_type = 'BOTH' THEN 'tPERMANENT' END,
      CASE WHEN p_sub_type = 'BOTH_TIME' THEN 'hFULLTIME' ELSE 'h' || p_sub_type END, CASE WHEN p_sub_type = 'BOTH_TIME' THEN 'hPARTTIME' END,
      'l' || p_level::text,
      CASE WHEN p_on_site THEN 'onsite' END, CASE WHEN p_remote THEN 'remote' END, CASE WHEN p_on_site AND p_remote THEN 'hybrid' END], NULL)
    || ARRAY(SELECT 'i' || industry_id FROM opportunity_industries WHERE opportunity_id = p_id ORDER BY industry_id)
    || ARRAY(SELECT 's' || skill_id FROM opportunity_skills WHERE opportunity_id = p_id ORDER BY skill_id)
    || ARRAY(SELECT 'g' || genre_id FROM opportunity_genres WHERE opportunity_id = p_id ORDER BY genre_id)
    || ARRAY(SELECT 'q' || qualification_id FROM opportunity_qualifications WHERE opportunity_id = p_id ORDER BY qualification_id)
    || ARRAY(SELECT 'v' || service_id FROM opportunity_services WHERE opportunity_id = p_id ORDER BY service_id)
$$;--> statement-breakpoint
-- Any write to the filtered columns, or to facets itself, recomputes facets: nothing can store them wrong.
CREATE FUNCTION opportunities_facets_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.facets := opportunity_facets(NEW.id, NEW.type, NEW.sub_type, NEW.job_level_id, NEW.is_on_site, NEW.is_remote);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER opportunities_facets BEFORE INSERT OR UPDATE OF type, sub_type, job_level_id, is_on_site, is_remote, facets
  ON opportunities FOR EACH ROW EXECUTE FUNCTION opportunities_facets_row();--> statement-breakpoint
-- A statement that changes a post's lists touches facets once per post it changed (the row trigger above recomputes
-- them), so saving a post with ten skills, or loading a million, is one update per post.
CREATE FUNCTION opportunity_lists_facets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    UPDATE opportunities o SET facets = o.facets
      WHERE o.id IN (SELECT opportunity_id FROM changed UNION SELECT opportunity_id FROM changed_before);
  ELSE
    UPDATE opportunities o SET facets = o.facets WHERE o.id IN (SELECT opportunity_id FROM changed);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['opportunity_industries', 'opportunity_skills', 'opportunity_genres', 'opportunity_qualifications', 'opportunity_services'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION opportunity_lists_facets()', t || '_facets_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION opportunity_lists_facets()', t || '_facets_delete', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION opportunity_lists_facets()', t || '_facets_update', t);
  END LOOP;
END $$;--> statement-breakpoint
-- The existing posts: touching facets makes the row trigger compute them.
UPDATE "opportunities" SET "facets" = "facets";--> statement-breakpoint
-- Every facet in the planner's most common elements, so a rare one is known to be rare (as migration 0009's lists).
ALTER TABLE "opportunities" ALTER COLUMN "facets" SET STATISTICS 1000;--> statement-breakpoint
CREATE INDEX "opportunities_for_you_idx" ON "opportunities" USING btree ("id","target","published_at","team_id","type","sub_type","job_level_id","position_id","featured","created_at") WHERE "opportunities"."deleted_at" is null and "opportunities"."is_active" and "opportunities"."is_public";--> statement-breakpoint
CREATE INDEX "opportunities_search_idx" ON "opportunities" USING gin ("facets","search_vector") WHERE "opportunities"."deleted_at" is null and "opportunities"."is_active";
