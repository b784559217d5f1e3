ALTER TABLE "users" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "page_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_size" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_slug_key" ON "users" USING btree ("slug");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_slug_check" CHECK ("users"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length("users"."slug") <= 72);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_size_check" CHECK ("users"."company_size" in ('1-10','11-50','51-200','201-500','501-1000','1000+'));--> statement-breakpoint
-- A company's page address comes from its name the first time it has one, with -2, -3… when taken, and is kept
-- when the name changes afterwards. Set here so that every way a company row is written gets one.
CREATE FUNCTION "company_slug_base"(name text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(nullif(btrim(left(btrim(regexp_replace(
    translate(lower(name), 'àáâãäåāçćčďèéêëēěìíîïīłñńňòóôõöøōřśšßťùúûüūůýÿžźż', 'aaaaaaacccdeeeeeeiiiiilnnnooooooorssstuuuuuuyyzzz'),
    '[^a-z0-9]+', '-', 'g'), '-'), 60), '-'), ''), 'company')
$$;--> statement-breakpoint
CREATE FUNCTION "users_company_slug"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  base text;
  candidate text;
  n integer := 1;
BEGIN
  IF NEW.type <> 'COMPANY' OR NEW.slug IS NOT NULL OR coalesce(btrim(NEW.company), '') = '' THEN
    RETURN NEW;
  END IF;
  base := company_slug_base(NEW.company);
  candidate := base;
  WHILE EXISTS (SELECT 1 FROM users WHERE slug = candidate) LOOP
    n := n + 1;
    candidate := base || '-' || n;
  END LOOP;
  NEW.slug := candidate;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_company_slug" BEFORE INSERT OR UPDATE OF "company", "slug" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "users_company_slug"();--> statement-breakpoint
-- The companies there already, oldest first, so the first of a name keeps it plain.
DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT id FROM users WHERE type = 'COMPANY' ORDER BY id LOOP
    UPDATE users SET company = company WHERE id = r.id;
  END LOOP;
END
$$;
