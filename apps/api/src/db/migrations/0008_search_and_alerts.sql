CREATE TABLE "job_alert_deliveries" (
	"user_id" integer NOT NULL,
	"opportunity_id" integer NOT NULL,
	"mode" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_alert_deliveries_user_id_opportunity_id_pk" PRIMARY KEY("user_id","opportunity_id"),
	CONSTRAINT "job_alert_deliveries_mode_check" CHECK ("job_alert_deliveries"."mode" in ('immediately','daily'))
);
--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', regexp_replace(description, '<[^>]*>', ' ', 'g')), 'B')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "job_alert_deliveries" ADD CONSTRAINT "job_alert_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_deliveries" ADD CONSTRAINT "job_alert_deliveries_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_alert_deliveries_opportunity_idx" ON "job_alert_deliveries" USING btree ("opportunity_id");--> statement-breakpoint
CREATE INDEX "opportunities_search_idx" ON "opportunities" USING gin ("search_vector") WHERE "opportunities"."deleted_at" is null and "opportunities"."is_active";--> statement-breakpoint
CREATE INDEX "opportunities_published_idx" ON "opportunities" USING btree ("target","published_at") WHERE "opportunities"."deleted_at" is null and "opportunities"."is_active";--> statement-breakpoint
UPDATE "opportunities" SET "published_at" = "created_at" WHERE "is_active";
