DROP INDEX "case_studies_agency_idx";--> statement-breakpoint
DROP INDEX "case_studies_recent_idx";--> statement-breakpoint
DROP INDEX "saved_posts_user_created_idx";--> statement-breakpoint
CREATE INDEX "case_studies_agency_idx" ON "case_studies" USING btree ("agency_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "case_studies_recent_idx" ON "case_studies" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "saved_posts_user_created_idx" ON "saved_posts" USING btree ("user_id","created_at" DESC NULLS FIRST,"opportunity_id" DESC NULLS FIRST);