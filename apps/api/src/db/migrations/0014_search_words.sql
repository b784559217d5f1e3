-- Decision 0039 (written by hand; drizzle-kit wrote the two ALTERs in the other order, which PostgreSQL refuses):
-- the search words also hold the posting company's name and the post's place, as the cards show them. A generated
-- column cannot read the company, so the words become a plain column kept by triggers.
ALTER TABLE "opportunities" ALTER COLUMN "search_vector" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "opportunities" ALTER COLUMN "search_vector" SET DEFAULT ''::tsvector;--> statement-breakpoint
-- The name seekers see (`postingCompanyName` in packages/domain): the company, else its owner's name.
CREATE FUNCTION opportunity_company_name(p_team_id integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(nullif(btrim(u.company), ''), concat_ws(' ', u.first_name, u.last_name)) FROM users u WHERE u.id = p_team_id
$$;--> statement-breakpoint
-- Title A, description without its tags B (as before), the company's name and the place C.
CREATE FUNCTION opportunity_search_vector(p_title text, p_description text, p_location text, p_company text)
RETURNS tsvector LANGUAGE sql IMMUTABLE AS $$
  SELECT setweight(to_tsvector('english', p_title), 'A')
    || setweight(to_tsvector('english', regexp_replace(p_description, '<[^>]*>', ' ', 'g')), 'B')
    || setweight(to_tsvector('english', coalesce(p_company, '') || ' ' || coalesce(p_location, '')), 'C')
$$;--> statement-breakpoint
-- Any write to the words' columns, or to search_vector itself, recomputes them: nothing can store them wrong.
CREATE FUNCTION opportunities_search_vector_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := opportunity_search_vector(NEW.title, NEW.description, NEW.location, opportunity_company_name(NEW.team_id));
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER opportunities_search_vector BEFORE INSERT OR UPDATE OF title, description, location, team_id, search_vector
  ON opportunities FOR EACH ROW EXECUTE FUNCTION opportunities_search_vector_row();--> statement-breakpoint
-- A company renamed (its profile, the console, an erasure): its posts' words follow, whoever wrote the name.
CREATE FUNCTION users_posts_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE opportunities SET search_vector = search_vector WHERE team_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_posts_search_vector AFTER UPDATE OF company, first_name, last_name ON users FOR EACH ROW
  WHEN (OLD.company IS DISTINCT FROM NEW.company OR OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION users_posts_search_vector();--> statement-breakpoint
-- The existing posts: touching the words makes the row trigger compute them. On a large database this rewrites
-- every post once; compact the table afterwards (VACUUM FULL) in a quiet hour.
UPDATE "opportunities" SET "search_vector" = "search_vector";
