CREATE TABLE "job_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb NOT NULL,
	"start_after" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_mailings" (
	"invoice_id" integer PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "message_key" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "test_mode" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "invoice_mailings" ADD CONSTRAINT "invoice_mailings_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_outbox_created_idx" ON "job_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_message_key" ON "outbox" USING btree ("message_key");--> statement-breakpoint
-- Documents issued before this migration had their mails queued after their commit: the sweep must not mail them again.
INSERT INTO "invoice_mailings" ("invoice_id") SELECT "id" FROM "invoices";
