CREATE TABLE "account_deletions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_deletions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"former_user_id" integer NOT NULL,
	"user_type" text NOT NULL,
	"outcome" text NOT NULL,
	"pending_files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"removal_attempts" integer DEFAULT 0 NOT NULL,
	"files_removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_deletions_outcome_check" CHECK ("account_deletions"."outcome" in ('erased','scrubbed'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "account_deletions_user_key" ON "account_deletions" USING btree ("former_user_id");--> statement-breakpoint
CREATE INDEX "account_deletions_pending_idx" ON "account_deletions" USING btree ("created_at") WHERE "account_deletions"."files_removed_at" is null;