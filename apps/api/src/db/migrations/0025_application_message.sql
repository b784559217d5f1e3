ALTER TABLE "applications" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_message_check" CHECK (char_length(message) <= 2000);