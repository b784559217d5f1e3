CREATE TABLE "application_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"author_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_notes_body_check" CHECK (char_length(btrim("application_notes"."body")) between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "application_status_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_status_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"actor_id" integer,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_status_changes_from_check" CHECK (from_status in ('NEW','VIEWED','SHORTLISTED','INTERVIEWING','OFFERED','HIRED','NOT_SELECTED')),
	CONSTRAINT "application_status_changes_to_check" CHECK (to_status in ('NEW','VIEWED','SHORTLISTED','INTERVIEWING','OFFERED','HIRED','NOT_SELECTED')),
	CONSTRAINT "application_status_changes_differ_check" CHECK ("application_status_changes"."from_status" <> "application_status_changes"."to_status")
);
--> statement-breakpoint
CREATE TABLE "saved_posts" (
	"user_id" integer NOT NULL,
	"opportunity_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_notified_at" timestamp with time zone,
	CONSTRAINT "saved_posts_user_id_opportunity_id_pk" PRIMARY KEY("user_id","opportunity_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "send_not_selected_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "landing_pages" ADD COLUMN "heading" text;--> statement-breakpoint
ALTER TABLE "landing_pages" ADD COLUMN "hero_image" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "status" text DEFAULT 'NEW' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "not_selected_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_status_changes" ADD CONSTRAINT "application_status_changes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_status_changes" ADD CONSTRAINT "application_status_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_posts" ADD CONSTRAINT "saved_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_posts" ADD CONSTRAINT "saved_posts_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_notes_application_idx" ON "application_notes" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "application_status_changes_application_idx" ON "application_status_changes" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_posts_user_created_idx" ON "saved_posts" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_posts_opportunity_idx" ON "saved_posts" USING btree ("opportunity_id");--> statement-breakpoint
CREATE INDEX "applications_opportunity_status_idx" ON "applications" USING btree ("opportunity_id","status");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_status_check" CHECK (status in ('NEW','VIEWED','SHORTLISTED','INTERVIEWING','OFFERED','HIRED','NOT_SELECTED'));--> statement-breakpoint
-- Applications read before the pipeline existed are Viewed; the applicant who filled a post is Hired.
UPDATE "applications" SET "status" = 'VIEWED', "status_changed_at" = "viewed_at" WHERE "viewed_at" IS NOT NULL;--> statement-breakpoint
UPDATE "applications" a SET "status" = 'HIRED', "status_changed_at" = coalesce(o."deleted_at", a."status_changed_at")
  FROM "opportunities" o WHERE o."id" = a."opportunity_id" AND o."freelancer_id" = a."user_id";--> statement-breakpoint
UPDATE "applications" SET "status_changed_at" = "created_at" WHERE "viewed_at" IS NULL AND "status" = 'NEW';
