DROP INDEX "opportunity_genres_genre_idx";--> statement-breakpoint
DROP INDEX "opportunity_industries_industry_idx";--> statement-breakpoint
DROP INDEX "opportunity_qualifications_qualification_idx";--> statement-breakpoint
DROP INDEX "opportunity_services_service_idx";--> statement-breakpoint
DROP INDEX "opportunity_skills_skill_idx";--> statement-breakpoint
CREATE INDEX "opportunity_genres_genre_idx" ON "opportunity_genres" USING btree ("genre_id","opportunity_id");--> statement-breakpoint
CREATE INDEX "opportunity_industries_industry_idx" ON "opportunity_industries" USING btree ("industry_id","opportunity_id");--> statement-breakpoint
CREATE INDEX "opportunity_qualifications_qualification_idx" ON "opportunity_qualifications" USING btree ("qualification_id","opportunity_id");--> statement-breakpoint
CREATE INDEX "opportunity_services_service_idx" ON "opportunity_services" USING btree ("service_id","opportunity_id");--> statement-breakpoint
CREATE INDEX "opportunity_skills_skill_idx" ON "opportunity_skills" USING btree ("skill_id","opportunity_id");--> statement-breakpoint
-- Decision 0039: every skill, category, discipline, qualification and service in the planner's statistics (most common
-- values), so a filter on a rare or unused one is known to be rare (not drizzle-kit's: written by hand).
ALTER TABLE "opportunity_skills" ALTER COLUMN "skill_id" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "opportunity_genres" ALTER COLUMN "genre_id" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "opportunity_industries" ALTER COLUMN "industry_id" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "opportunity_qualifications" ALTER COLUMN "qualification_id" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "opportunity_services" ALTER COLUMN "service_id" SET STATISTICS 1000;
