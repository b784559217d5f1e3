-- Decision 0039 (written by hand): the search words also hold the names of the post's skills (software included),
-- weight B, as the cards show them as tags. The words are kept by triggers (migration 0014): the row trigger reads the
-- skills, the lists' statement triggers touch the posts whose skills changed, a renamed skill touches its posts.
CREATE FUNCTION opportunity_skill_names(p_id integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(string_agg(s.name, ' '), '') FROM opportunity_skills os JOIN skills s ON s.id = os.skill_id WHERE os.opportunity_id = p_id
$$;--> statement-breakpoint
-- The whole vector of a post: migration 0014's words, and its skills' names.
CREATE FUNCTION opportunity_words(p_id integer, p_team_id integer, p_title text, p_description text, p_location text)
RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT opportunity_search_vector(p_title, p_description, p_location, opportunity_company_name(p_team_id))
    || setweight(to_tsvector('english', opportunity_skill_names(p_id)), 'B')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION opportunities_search_vector_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := opportunity_words(NEW.id, NEW.team_id, NEW.title, NEW.description, NEW.location);
  RETURN NEW;
END $$;--> statement-breakpoint
-- A statement that changes posts' skills touches each of those posts once, for its facets and its words together
-- (it replaces migration 0010's facets-only triggers on opportunity_skills).
CREATE FUNCTION opportunity_skills_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    UPDATE opportunities o SET facets = o.facets, search_vector = o.search_vector
      WHERE o.id IN (SELECT opportunity_id FROM changed UNION SELECT opportunity_id FROM changed_before);
  ELSE
    UPDATE opportunities o SET facets = o.facets, search_vector = o.search_vector WHERE o.id IN (SELECT opportunity_id FROM changed);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER opportunity_skills_facets_insert ON opportunity_skills;--> statement-breakpoint
DROP TRIGGER opportunity_skills_facets_delete ON opportunity_skills;--> statement-breakpoint
DROP TRIGGER opportunity_skills_facets_update ON opportunity_skills;--> statement-breakpoint
CREATE TRIGGER opportunity_skills_changed_insert AFTER INSERT ON opportunity_skills REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION opportunity_skills_changed();--> statement-breakpoint
CREATE TRIGGER opportunity_skills_changed_delete AFTER DELETE ON opportunity_skills REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION opportunity_skills_changed();--> statement-breakpoint
CREATE TRIGGER opportunity_skills_changed_update AFTER UPDATE ON opportunity_skills REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION opportunity_skills_changed();--> statement-breakpoint
-- A skill renamed in the reference lists: the words of the posts that carry it follow.
CREATE FUNCTION skills_posts_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE opportunities o SET search_vector = o.search_vector
    WHERE o.id IN (SELECT os.opportunity_id FROM opportunity_skills os WHERE os.skill_id = NEW.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER skills_posts_search_vector AFTER UPDATE OF name ON skills FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION skills_posts_search_vector();--> statement-breakpoint
-- The existing posts with skills, in one statement: each is rewritten once (a dead copy of each until VACUUM; see
-- decision 0039 for its cost at a million posts).
UPDATE "opportunities" o SET "search_vector" = o."search_vector" WHERE EXISTS (SELECT 1 FROM opportunity_skills os WHERE os.opportunity_id = o.id);
