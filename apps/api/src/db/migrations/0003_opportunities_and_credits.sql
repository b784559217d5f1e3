CREATE TABLE "applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"opportunity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"team_id" integer,
	"is_shown" boolean DEFAULT true NOT NULL,
	"viewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opportunities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "opportunities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"team_id" integer NOT NULL,
	"target" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"location" text,
	"location_place_id" text,
	"location_country" text,
	"location_lat" double precision,
	"location_lng" double precision,
	"job_number" date DEFAULT current_date NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"type" text NOT NULL,
	"sub_type" text NOT NULL,
	"job_level_id" integer,
	"position_id" integer,
	"is_on_site" boolean DEFAULT false NOT NULL,
	"is_remote" boolean DEFAULT false NOT NULL,
	"minimum_budget" integer NOT NULL,
	"maximum_budget" integer NOT NULL,
	"is_compensation_displayed" boolean DEFAULT false NOT NULL,
	"compensation_currency" text DEFAULT 'GBP' NOT NULL,
	"compensation_unit" text,
	"duration" smallint,
	"is_ir35" smallint,
	"follow_up" text NOT NULL,
	"application_link" text,
	"featured" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"close_reason" text,
	"closed_at" date,
	"freelancer_id" integer,
	"freelancer_name" text,
	CONSTRAINT "opportunities_slug_check" CHECK ("opportunities"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length("opportunities"."slug") <= 120),
	CONSTRAINT "opportunities_title_check" CHECK (char_length(btrim("opportunities"."title")) between 1 and 255),
	CONSTRAINT "opportunities_follow_up_check" CHECK (char_length(btrim("opportunities"."follow_up")) between 1 and 1000),
	CONSTRAINT "opportunities_text_lengths_check" CHECK (char_length("opportunities"."description") <= 20000 and char_length("opportunities"."location") <= 255 and char_length("opportunities"."application_link") <= 500 and char_length("opportunities"."freelancer_name") <= 255),
	CONSTRAINT "opportunities_currency_check" CHECK ("opportunities"."compensation_currency" in ('GBP','EUR','USD')),
	CONSTRAINT "opportunities_budget_check" CHECK ("opportunities"."minimum_budget" >= 0 and "opportunities"."maximum_budget" >= "opportunities"."minimum_budget" and "opportunities"."maximum_budget" <= 100000000),
	CONSTRAINT "opportunities_location_check" CHECK ("opportunities"."location_country" is null or "opportunities"."location_country" ~ '^[A-Z]{2}$'),
	CONSTRAINT "opportunities_kind_check" CHECK (("opportunities"."target" = 'JOB'
        and "opportunities"."type" in ('FREELANCE','PERMANENT','BOTH') and "opportunities"."sub_type" in ('FULLTIME','PARTTIME','BOTH_TIME')
        and "opportunities"."job_level_id" is not null and "opportunities"."position_id" is not null and ("opportunities"."is_on_site" or "opportunities"."is_remote")
        and "opportunities"."compensation_unit" in ('DAY','YEAR')
        and ("opportunities"."duration" is null or ("opportunities"."type" <> 'PERMANENT' and "opportunities"."duration" in (1,2,3,4,5,6,7,13)))
        and ("opportunities"."is_ir35" is null or ("opportunities"."type" <> 'PERMANENT' and "opportunities"."is_ir35" in (0,1,2))))
      or ("opportunities"."target" = 'PROJECT'
        and "opportunities"."type" = 'PROJECT' and "opportunities"."sub_type" = 'PROJECT' and "opportunities"."job_level_id" is null and "opportunities"."position_id" is null
        and not "opportunities"."is_on_site" and not "opportunities"."is_remote" and "opportunities"."compensation_unit" is null and "opportunities"."is_ir35" is null
        and ("opportunities"."duration" is null or "opportunities"."duration" in (1,4,99)))),
	CONSTRAINT "opportunities_close_check" CHECK (("opportunities"."deleted_at" is null and "opportunities"."close_reason" is null and "opportunities"."closed_at" is null and "opportunities"."freelancer_id" is null and "opportunities"."freelancer_name" is null)
      or ("opportunities"."deleted_at" is not null and "opportunities"."closed_at" is not null
        and "opportunities"."close_reason" in ('FILLED_ELSEWHERE','JOB_POSTPONED','NO_LONGER_EXISTS','FILLED_BY_APPLICANT')
        and (("opportunities"."close_reason" = 'FILLED_BY_APPLICANT') = ("opportunities"."freelancer_id" is not null or "opportunities"."freelancer_name" is not null))))
);
--> statement-breakpoint
CREATE TABLE "opportunity_genres" (
	"opportunity_id" integer NOT NULL,
	"genre_id" integer NOT NULL,
	CONSTRAINT "opportunity_genres_opportunity_id_genre_id_pk" PRIMARY KEY("opportunity_id","genre_id")
);
--> statement-breakpoint
CREATE TABLE "opportunity_industries" (
	"opportunity_id" integer NOT NULL,
	"industry_id" integer NOT NULL,
	CONSTRAINT "opportunity_industries_opportunity_id_industry_id_pk" PRIMARY KEY("opportunity_id","industry_id")
);
--> statement-breakpoint
CREATE TABLE "opportunity_qualifications" (
	"opportunity_id" integer NOT NULL,
	"qualification_id" integer NOT NULL,
	"must_have" boolean DEFAULT false NOT NULL,
	CONSTRAINT "opportunity_qualifications_opportunity_id_qualification_id_pk" PRIMARY KEY("opportunity_id","qualification_id")
);
--> statement-breakpoint
CREATE TABLE "opportunity_services" (
	"opportunity_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	CONSTRAINT "opportunity_services_opportunity_id_service_id_pk" PRIMARY KEY("opportunity_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "opportunity_skills" (
	"opportunity_id" integer NOT NULL,
	"skill_id" integer NOT NULL,
	"must_have" boolean DEFAULT false NOT NULL,
	CONSTRAINT "opportunity_skills_opportunity_id_skill_id_pk" PRIMARY KEY("opportunity_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "credit_ledger" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"direction" text NOT NULL,
	"quantity" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" text NOT NULL,
	"actor_id" integer,
	"opportunity_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_ledger_direction_check" CHECK ("credit_ledger"."direction" in ('IN','OUT')),
	CONSTRAINT "credit_ledger_quantity_check" CHECK ("credit_ledger"."quantity" > 0),
	CONSTRAINT "credit_ledger_balance_check" CHECK ("credit_ledger"."balance_after" >= 0),
	CONSTRAINT "credit_ledger_reason_check" CHECK (char_length(btrim("credit_ledger"."reason")) between 1 and 255)
);
--> statement-breakpoint
CREATE TABLE "team_credits" (
	"team_id" integer PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_credits_balance_check" CHECK ("team_credits"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "team_user_associations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "team_user_associations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"associate_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_user_associations_self_check" CHECK ("team_user_associations"."user_id" <> "team_user_associations"."associate_id")
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_team_id_users_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_team_id_users_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_job_level_id_job_levels_id_fk" FOREIGN KEY ("job_level_id") REFERENCES "public"."job_levels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_freelancer_id_users_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_genres" ADD CONSTRAINT "opportunity_genres_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_genres" ADD CONSTRAINT "opportunity_genres_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_industries" ADD CONSTRAINT "opportunity_industries_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_industries" ADD CONSTRAINT "opportunity_industries_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_qualifications" ADD CONSTRAINT "opportunity_qualifications_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_qualifications" ADD CONSTRAINT "opportunity_qualifications_qualification_id_qualifications_id_fk" FOREIGN KEY ("qualification_id") REFERENCES "public"."qualifications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_services" ADD CONSTRAINT "opportunity_services_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_services" ADD CONSTRAINT "opportunity_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_skills" ADD CONSTRAINT "opportunity_skills_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_skills" ADD CONSTRAINT "opportunity_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_team_id_users_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_credits" ADD CONSTRAINT "team_credits_team_id_users_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_user_associations" ADD CONSTRAINT "team_user_associations_team_id_users_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_user_associations" ADD CONSTRAINT "team_user_associations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_user_associations" ADD CONSTRAINT "team_user_associations_associate_id_users_id_fk" FOREIGN KEY ("associate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_opportunity_user_key" ON "applications" USING btree ("opportunity_id","user_id");--> statement-breakpoint
CREATE INDEX "applications_opportunity_created_idx" ON "applications" USING btree ("opportunity_id","created_at");--> statement-breakpoint
CREATE INDEX "applications_user_created_idx" ON "applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "opportunities_slug_key" ON "opportunities" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "opportunities_team_list_idx" ON "opportunities" USING btree ("team_id","target",("deleted_at" is null),"created_at");--> statement-breakpoint
CREATE INDEX "opportunities_team_creator_idx" ON "opportunities" USING btree ("team_id","created_by");--> statement-breakpoint
CREATE INDEX "opportunities_open_idx" ON "opportunities" USING btree ("target","featured","created_at") WHERE "opportunities"."deleted_at" is null and "opportunities"."is_active";--> statement-breakpoint
CREATE INDEX "opportunity_genres_genre_idx" ON "opportunity_genres" USING btree ("genre_id");--> statement-breakpoint
CREATE INDEX "opportunity_industries_industry_idx" ON "opportunity_industries" USING btree ("industry_id");--> statement-breakpoint
CREATE INDEX "opportunity_qualifications_qualification_idx" ON "opportunity_qualifications" USING btree ("qualification_id");--> statement-breakpoint
CREATE INDEX "opportunity_services_service_idx" ON "opportunity_services" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "opportunity_skills_skill_idx" ON "opportunity_skills" USING btree ("skill_id");--> statement-breakpoint
CREATE INDEX "credit_ledger_team_idx" ON "credit_ledger" USING btree ("team_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_user_associations_key" ON "team_user_associations" USING btree ("team_id","user_id","associate_id");--> statement-breakpoint
CREATE INDEX "team_user_associations_associate_idx" ON "team_user_associations" USING btree ("associate_id");--> statement-breakpoint
-- The credits ledger guards (decision 0022), which drizzle-kit does not model: written by hand.
-- 1. Append-only: no row is changed or removed, except a reference that a deleted user or post clears.
CREATE FUNCTION "credit_ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND NEW.id = OLD.id AND NEW.team_id = OLD.team_id AND NEW.direction = OLD.direction AND NEW.quantity = OLD.quantity
    AND NEW.balance_after = OLD.balance_after AND NEW.reason = OLD.reason AND NEW.created_at = OLD.created_at
    AND (NEW.actor_id IS NOT DISTINCT FROM OLD.actor_id OR NEW.actor_id IS NULL)
    AND (NEW.opportunity_id IS NOT DISTINCT FROM OLD.opportunity_id OR NEW.opportunity_id IS NULL) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'credit_ledger is append-only' USING ERRCODE = '23514', CONSTRAINT = 'credit_ledger_append_only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "credit_ledger_append_only" BEFORE UPDATE OR DELETE ON "credit_ledger"
  FOR EACH ROW EXECUTE FUNCTION "credit_ledger_append_only"();
--> statement-breakpoint
-- 2. Each row follows the previous one of its team (balance_after = previous plus or minus quantity, so the last row
--    balance_after is the ledger sum) and equals the team balance, which the same transaction has just
--    changed by a conditional update (that update row lock orders the writers of one team).
CREATE FUNCTION "credit_ledger_follows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  previous integer;
  change integer;
  current_balance integer;
BEGIN
  SELECT balance_after INTO previous FROM credit_ledger WHERE team_id = NEW.team_id ORDER BY id DESC LIMIT 1;
  change := CASE WHEN NEW.direction = 'IN' THEN NEW.quantity ELSE -NEW.quantity END;
  IF NEW.balance_after <> coalesce(previous, 0) + change THEN
    RAISE EXCEPTION 'credit_ledger: balance_after % does not follow %', NEW.balance_after, coalesce(previous, 0)
      USING ERRCODE = '23514', CONSTRAINT = 'credit_ledger_follows';
  END IF;
  SELECT balance INTO current_balance FROM team_credits WHERE team_id = NEW.team_id;
  IF current_balance IS DISTINCT FROM NEW.balance_after THEN
    RAISE EXCEPTION 'credit_ledger: balance_after % is not the team balance %', NEW.balance_after, current_balance
      USING ERRCODE = '23514', CONSTRAINT = 'credit_ledger_follows';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "credit_ledger_follows" BEFORE INSERT ON "credit_ledger"
  FOR EACH ROW EXECUTE FUNCTION "credit_ledger_follows"();
--> statement-breakpoint
-- 3. At commit, a team balance is its ledger last balance_after: a balance changed without a ledger row
--    is refused.
CREATE FUNCTION "team_credits_match_ledger"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  current_balance integer;
  last_after integer;
BEGIN
  SELECT balance INTO current_balance FROM team_credits WHERE team_id = NEW.team_id;
  IF current_balance IS NULL THEN
    RETURN NULL;
  END IF;
  SELECT balance_after INTO last_after FROM credit_ledger WHERE team_id = NEW.team_id ORDER BY id DESC LIMIT 1;
  IF current_balance <> coalesce(last_after, 0) THEN
    RAISE EXCEPTION 'team_credits: balance % is not the ledger''s %', current_balance, coalesce(last_after, 0)
      USING ERRCODE = '23514', CONSTRAINT = 'team_credits_match_ledger';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "team_credits_match_ledger" AFTER INSERT OR UPDATE ON "team_credits"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "team_credits_match_ledger"();
