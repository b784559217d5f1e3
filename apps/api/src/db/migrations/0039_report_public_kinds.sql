ALTER TABLE "hidden_items" DROP CONSTRAINT "hidden_items_kind_check";--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_kind_check";--> statement-breakpoint
ALTER TABLE "hidden_items" ADD CONSTRAINT "hidden_items_kind_check" CHECK ("hidden_items"."kind" in ('MESSAGE','POST','COMPANY_PAGE','AGENCY_PROFILE','CASE_STUDY'));--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_kind_check" CHECK ("reports"."kind" in ('MESSAGE','POST','COMPANY_PAGE','AGENCY_PROFILE','CASE_STUDY'));