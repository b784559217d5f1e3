CREATE TABLE "case_studies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "case_studies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"created_by" integer,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"headline" text NOT NULL,
	"thumbnail" text,
	"video_url" text,
	"external_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_studies_title_check" CHECK (char_length(btrim("case_studies"."title")) between 1 and 255),
	CONSTRAINT "case_studies_headline_check" CHECK (char_length("case_studies"."headline") <= 100),
	CONSTRAINT "case_studies_description_check" CHECK (char_length("case_studies"."description") between 1 and 20000),
	CONSTRAINT "case_studies_external_url_check" CHECK ("case_studies"."external_url" is null or "case_studies"."external_url" ~* '^https?://'),
	CONSTRAINT "case_studies_video_url_check" CHECK ("case_studies"."video_url" is null or "case_studies"."video_url" ~* '^https?://')
);
--> statement-breakpoint
CREATE TABLE "case_study_media" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "case_study_media_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"case_study_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"image" text,
	"url" text,
	CONSTRAINT "case_study_media_position_check" CHECK ("case_study_media"."position" between 0 and 2),
	CONSTRAINT "case_study_media_kind_check" CHECK (("case_study_media"."kind" = 'image' and "case_study_media"."image" is not null and "case_study_media"."url" is null) or ("case_study_media"."kind" = 'video' and "case_study_media"."url" ~* '^https?://' and "case_study_media"."image" is null))
);
--> statement-breakpoint
CREATE TABLE "email_verifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_verifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_services" (
	"user_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	CONSTRAINT "user_services_user_id_service_id_pk" PRIMARY KEY("user_id","service_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "agency_locations" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "case_studies" ADD CONSTRAINT "case_studies_agency_id_users_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_studies" ADD CONSTRAINT "case_studies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_study_media" ADD CONSTRAINT "case_study_media_case_study_id_case_studies_id_fk" FOREIGN KEY ("case_study_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_services" ADD CONSTRAINT "user_services_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_services" ADD CONSTRAINT "user_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_studies_agency_idx" ON "case_studies" USING btree ("agency_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "case_studies_recent_idx" ON "case_studies" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "case_study_media_position_key" ON "case_study_media" USING btree ("case_study_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "email_verifications_hash_key" ON "email_verifications" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_verifications_user_idx" ON "email_verifications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_services_service_idx" ON "user_services" USING btree ("service_id","user_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_agency_locations_check" CHECK (cardinality("users"."agency_locations") <= 2);--> statement-breakpoint
-- The one location string agencies had becomes the first of their list.
UPDATE "users" SET "agency_locations" = ARRAY["agency_location"] WHERE "agency_location" IS NOT NULL AND btrim("agency_location") <> '';--> statement-breakpoint
-- Accounts made before verification existed were approved by an administrator: they count as verified.
UPDATE "users" SET "email_verified_at" = "created_at";
