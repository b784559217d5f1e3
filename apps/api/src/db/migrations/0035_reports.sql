CREATE TABLE "hidden_items" (
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"automatic" boolean NOT NULL,
	"hidden_by" integer,
	"hidden_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hidden_items_kind_item_id_pk" PRIMARY KEY("kind","item_id"),
	CONSTRAINT "hidden_items_kind_check" CHECK ("hidden_items"."kind" in ('MESSAGE'))
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"reporter_id" integer,
	"reporter_address_hash" text,
	"reason" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"action" text,
	CONSTRAINT "reports_kind_check" CHECK ("reports"."kind" in ('MESSAGE')),
	CONSTRAINT "reports_reason_check" CHECK ("reports"."reason" in ('SCAM','PAYMENT','HARASSMENT','SPAM','OTHER')),
	CONSTRAINT "reports_status_check" CHECK ("reports"."status" in ('OPEN','DISMISSED','ACTIONED')),
	CONSTRAINT "reports_action_check" CHECK ("reports"."action" is null or "reports"."action" in ('DISMISS','HIDE','SUSPEND')),
	CONSTRAINT "reports_note_check" CHECK ("reports"."note" is null or char_length("reports"."note") between 1 and 1000),
	CONSTRAINT "reports_resolved_check" CHECK (("reports"."status" = 'OPEN') = ("reports"."resolved_at" is null) and ("reports"."status" = 'OPEN') = ("reports"."action" is null))
);
--> statement-breakpoint
ALTER TABLE "hidden_items" ADD CONSTRAINT "hidden_items_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_reporter_key" ON "reports" USING btree ("kind","item_id","reporter_id") WHERE "reports"."status" = 'OPEN' and "reports"."reporter_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_address_key" ON "reports" USING btree ("kind","item_id","reporter_address_hash") WHERE "reports"."status" = 'OPEN' and "reports"."reporter_id" is null and "reports"."reporter_address_hash" is not null;--> statement-breakpoint
CREATE INDEX "reports_open_idx" ON "reports" USING btree ("created_at","kind","item_id") WHERE "reports"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "reports_item_idx" ON "reports" USING btree ("kind","item_id","created_at");--> statement-breakpoint
CREATE INDEX "reports_reporter_idx" ON "reports" USING btree ("reporter_id");