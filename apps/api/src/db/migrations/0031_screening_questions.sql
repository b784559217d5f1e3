CREATE TABLE "screening_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "screening_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"opportunity_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opportunity_screenings" (
	"opportunity_id" integer PRIMARY KEY NOT NULL,
	"version_id" integer,
	"auto_decline" boolean DEFAULT false NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opportunity_screenings_auto_decline_check" CHECK (not "opportunity_screenings"."auto_decline" or "opportunity_screenings"."version_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "screening_answers" (
	"application_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"value" text,
	"meets" boolean,
	CONSTRAINT "screening_answers_application_id_question_id_pk" PRIMARY KEY("application_id","question_id"),
	CONSTRAINT "screening_answers_value_check" CHECK (char_length(value) <= 500)
);
--> statement-breakpoint
CREATE TABLE "screening_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "screening_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"must_have" boolean DEFAULT false NOT NULL,
	"required_answer" text,
	"minimum" numeric(9, 2),
	"options" text[] DEFAULT '{}'::text[] NOT NULL,
	"accepted_options" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "screening_questions_kind_check" CHECK (kind in ('YES_NO','NUMBER','CHOICE','TEXT')),
	CONSTRAINT "screening_questions_position_check" CHECK (position between 0 and 9),
	CONSTRAINT "screening_questions_text_check" CHECK (char_length(btrim(text)) between 1 and 200),
	CONSTRAINT "screening_questions_rule_check" CHECK ((kind = 'YES_NO' and minimum is null and cardinality(options) = 0 and cardinality(accepted_options) = 0
          and (required_answer is null or required_answer in ('YES','NO')) and (not must_have or required_answer is not null))
        or (kind = 'NUMBER' and required_answer is null and cardinality(options) = 0 and cardinality(accepted_options) = 0
          and (minimum is null or minimum >= 0) and (not must_have or minimum is not null))
        or (kind = 'CHOICE' and required_answer is null and minimum is null
          and cardinality(options) between 2 and 10 and accepted_options <@ options
          and (not must_have or cardinality(accepted_options) > 0))
        or (kind = 'TEXT' and required_answer is null and minimum is null and cardinality(options) = 0 and cardinality(accepted_options) = 0))
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "screening_version_id" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "meets_must_haves" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "auto_decline_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "screening_versions" ADD CONSTRAINT "screening_versions_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_versions" ADD CONSTRAINT "screening_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_screenings" ADD CONSTRAINT "opportunity_screenings_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_screenings" ADD CONSTRAINT "opportunity_screenings_version_id_screening_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."screening_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_screenings" ADD CONSTRAINT "opportunity_screenings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_answers" ADD CONSTRAINT "screening_answers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_answers" ADD CONSTRAINT "screening_answers_question_id_screening_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."screening_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_questions" ADD CONSTRAINT "screening_questions_version_id_screening_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."screening_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "screening_versions_opportunity_idx" ON "screening_versions" USING btree ("opportunity_id");--> statement-breakpoint
CREATE INDEX "screening_answers_question_idx" ON "screening_answers" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "screening_questions_version_position_key" ON "screening_questions" USING btree ("version_id","position");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_screening_version_id_screening_versions_id_fk" FOREIGN KEY ("screening_version_id") REFERENCES "public"."screening_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_opportunity_meets_idx" ON "applications" USING btree ("opportunity_id","meets_must_haves","created_at");--> statement-breakpoint
CREATE INDEX "applications_auto_decline_idx" ON "applications" USING btree ("auto_decline_at") WHERE "applications"."auto_decline_at" is not null;--> statement-breakpoint
CREATE INDEX "applications_screening_version_idx" ON "applications" USING btree ("screening_version_id") WHERE "applications"."screening_version_id" is not null;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_auto_decline_check" CHECK ("applications"."auto_decline_at" is null or not "applications"."meets_must_haves");--> statement-breakpoint
-- Hand-written: a question and an answer never change once written (an edit makes a new version), so an answer always
-- reads as it was asked; and an answer is to a question of the version its application answered.
CREATE FUNCTION "screening_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are immutable', TG_TABLE_NAME USING ERRCODE = '23514', CONSTRAINT = 'screening_immutable';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "screening_questions_immutable" BEFORE UPDATE ON "screening_questions"
  FOR EACH ROW EXECUTE FUNCTION "screening_immutable"();
--> statement-breakpoint
CREATE TRIGGER "screening_answers_immutable" BEFORE UPDATE ON "screening_answers"
  FOR EACH ROW EXECUTE FUNCTION "screening_immutable"();
--> statement-breakpoint
CREATE FUNCTION "screening_answers_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM "screening_questions" q JOIN "applications" a ON a.id = NEW.application_id
    WHERE q.id = NEW.question_id AND q.version_id = a.screening_version_id
  ) THEN
    RAISE EXCEPTION 'answer % of application % is not to a question of the version it answered', NEW.question_id, NEW.application_id
      USING ERRCODE = '23514', CONSTRAINT = 'screening_answers_version';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "screening_answers_version" BEFORE INSERT ON "screening_answers"
  FOR EACH ROW EXECUTE FUNCTION "screening_answers_version"();
