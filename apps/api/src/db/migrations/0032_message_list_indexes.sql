DROP INDEX "message_threads_team_idx";--> statement-breakpoint
DROP INDEX "message_threads_applicant_idx";--> statement-breakpoint
DROP INDEX "message_threads_applicant_team_idx";--> statement-breakpoint
CREATE INDEX "message_reads_user_idx" ON "message_reads" USING btree ("user_id","thread_id","last_read_id");--> statement-breakpoint
CREATE INDEX "message_threads_team_idx" ON "message_threads" USING btree ("team_id","last_message_at" DESC NULLS FIRST,"application_id" DESC NULLS FIRST,"opportunity_id","last_applicant_message_id");--> statement-breakpoint
CREATE INDEX "message_threads_applicant_idx" ON "message_threads" USING btree ("applicant_id","last_message_at" DESC NULLS FIRST,"application_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "message_threads_applicant_team_idx" ON "message_threads" USING btree ("applicant_team_id","last_message_at" DESC NULLS FIRST,"application_id" DESC NULLS FIRST) WHERE "message_threads"."applicant_team_id" is not null;