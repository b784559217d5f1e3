-- Two companies of the same name signing up at once both found the same free slug, and the second sign-up
-- failed on users_slug_key. Picking a slug now holds a lock on its base name until the transaction ends, so
-- the second waits for the first and, in a fresh snapshot, takes the next number.
CREATE OR REPLACE FUNCTION "users_company_slug"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  base text;
  candidate text;
  n integer := 1;
BEGIN
  IF NEW.type <> 'COMPANY' OR NEW.slug IS NOT NULL OR coalesce(btrim(NEW.company), '') = '' THEN
    RETURN NEW;
  END IF;
  base := company_slug_base(NEW.company);
  PERFORM pg_advisory_xact_lock(hashtext('users_company_slug:' || base));
  candidate := base;
  WHILE EXISTS (SELECT 1 FROM users WHERE slug = candidate) LOOP
    n := n + 1;
    candidate := base || '-' || n;
  END LOOP;
  NEW.slug := candidate;
  RETURN NEW;
END
$$;
