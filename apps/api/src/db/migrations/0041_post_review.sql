-- The near-copy rule compares posts by trigram similarity (decision 0065); a trusted extension since PostgreSQL 13.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "post_fingerprints" (
	"opportunity_id" integer PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"fingerprint" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "post_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"opportunity_id" integer NOT NULL,
	"kind" text NOT NULL,
	"revision" jsonb,
	"findings" jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"reason" text,
	"submitted_by" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_reviews_kind_check" CHECK ("post_reviews"."kind" in ('POST','EDIT') and ("post_reviews"."kind" = 'EDIT') = ("post_reviews"."revision" is not null)),
	CONSTRAINT "post_reviews_status_check" CHECK ("post_reviews"."status" in ('PENDING','APPROVED','REJECTED','SUPERSEDED')),
	CONSTRAINT "post_reviews_decided_check" CHECK (("post_reviews"."status" = 'PENDING') = ("post_reviews"."decided_at" is null)),
	CONSTRAINT "post_reviews_reason_check" CHECK (("post_reviews"."status" = 'REJECTED') = ("post_reviews"."reason" is not null) and ("post_reviews"."reason" is null or char_length(btrim("post_reviews"."reason")) between 1 and 1000))
);
--> statement-breakpoint
CREATE TABLE "trusted_posters" (
	"team_id" integer PRIMARY KEY NOT NULL,
	"trusted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "review_status" text;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "agency_name" text;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "work_term" text;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "minimum_requirements" text;--> statement-breakpoint
ALTER TABLE "post_fingerprints" ADD CONSTRAINT "post_fingerprints_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_reviews" ADD CONSTRAINT "post_reviews_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_reviews" ADD CONSTRAINT "post_reviews_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_reviews" ADD CONSTRAINT "post_reviews_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trusted_posters" ADD CONSTRAINT "trusted_posters_team_id_users_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trusted_posters" ADD CONSTRAINT "trusted_posters_trusted_by_users_id_fk" FOREIGN KEY ("trusted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_fingerprints_trgm_idx" ON "post_fingerprints" USING gin ("fingerprint" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "post_reviews_pending_key" ON "post_reviews" USING btree ("opportunity_id") WHERE "post_reviews"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "post_reviews_pending_idx" ON "post_reviews" USING btree ("created_at","id") WHERE "post_reviews"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "post_reviews_opportunity_idx" ON "post_reviews" USING btree ("opportunity_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_post_refund_key" ON "credit_ledger" USING btree ("opportunity_id") WHERE "credit_ledger"."direction" = 'IN' and "credit_ledger"."opportunity_id" is not null;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_review_check" CHECK ("opportunities"."review_status" is null or ("opportunities"."review_status" in ('IN_REVIEW','REJECTED') and not "opportunities"."is_active"));--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_agency_check" CHECK ((("opportunities"."agency_name" is null) = ("opportunities"."work_term" is null)) and ("opportunities"."work_term" is null or ("opportunities"."work_term" in ('TEMPORARY','PERMANENT') and "opportunities"."target" = 'JOB'))
        and char_length("opportunities"."agency_name") <= 255 and char_length("opportunities"."minimum_requirements") <= 1000);