CREATE TABLE "accounting_records" (
	"invoice_id" integer PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"exported_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "credit_account_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_account_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"requested_by" integer,
	"invoice_company" text NOT NULL,
	"invoice_address_1" text NOT NULL,
	"invoice_address_2" text,
	"invoice_city" text NOT NULL,
	"invoice_state" text NOT NULL,
	"invoice_country" text NOT NULL,
	"invoice_zip" text NOT NULL,
	"invoice_phone" text NOT NULL,
	"invoice_email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_account_requests_status_check" CHECK ("credit_account_requests"."status" in ('pending','approved','declined'))
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"series" text PRIMARY KEY NOT NULL,
	"last_value" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "document_counters_value_check" CHECK ("document_counters"."last_value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"team_id" integer NOT NULL,
	"purchase_id" integer NOT NULL,
	"credits_invoice_id" integer,
	"method" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"supplied_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone,
	"supplier" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_pence" integer NOT NULL,
	"discount_pence" integer NOT NULL,
	"net_pence" integer NOT NULL,
	"vat_percent" integer NOT NULL,
	"vat_pence" integer NOT NULL,
	"total_pence" integer NOT NULL,
	"vat_note" text,
	"paid_at" timestamp with time zone,
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('invoice','credit_note')),
	CONSTRAINT "invoices_method_check" CHECK ("invoices"."method" in ('card','account')),
	CONSTRAINT "invoices_amounts_check" CHECK ("invoices"."net_pence" >= 0 and "invoices"."vat_pence" >= 0 and "invoices"."total_pence" = "invoices"."net_pence" + "invoices"."vat_pence"),
	CONSTRAINT "invoices_credit_note_check" CHECK (("invoices"."kind" = 'credit_note') = ("invoices"."credits_invoice_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"gateway" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_pkey" PRIMARY KEY("gateway","event_id")
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"promo_code_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"purchase_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_redemptions_pkey" PRIMARY KEY("promo_code_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"buyer_id" integer,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"quantity" integer NOT NULL,
	"quote" jsonb NOT NULL,
	"total_pence" integer NOT NULL,
	"promo_code_id" integer,
	"client_key" uuid,
	"gateway" text,
	"gateway_ref" text,
	"failure_message" text,
	"ledger_id" integer,
	"refund_ledger_id" integer,
	"subscription_id" integer,
	"period_end" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "purchases_kind_check" CHECK ("purchases"."kind" in ('card','account','subscription','renewal')),
	CONSTRAINT "purchases_status_check" CHECK ("purchases"."status" in ('pending','requires_action','paid','failed','refunded')),
	CONSTRAINT "purchases_amounts_check" CHECK ("purchases"."quantity" between 0 and 10 and "purchases"."total_pence" >= 0),
	CONSTRAINT "purchases_period_check" CHECK (("purchases"."subscription_id" is null) = ("purchases"."period_end" is null))
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"status" text NOT NULL,
	"price_pence" integer NOT NULL,
	"included_posts" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"started_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('incomplete','active','past_due','cancelled')),
	CONSTRAINT "subscriptions_amounts_check" CHECK ("subscriptions"."price_pence" >= 0 and "subscriptions"."included_posts" >= 0 and "subscriptions"."failed_attempts" >= 0),
	CONSTRAINT "subscriptions_period_check" CHECK ("subscriptions"."period_start" < "subscriptions"."period_end")
);
--> statement-breakpoint
CREATE TABLE "team_cards" (
	"team_id" integer PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"customer_ref" text NOT NULL,
	"method_ref" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_cards_gateway_check" CHECK ("team_cards"."gateway" in ('test','stripe')),
	CONSTRAINT "team_cards_last4_check" CHECK ("team_cards"."last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "team_cards_exp_check" CHECK ("team_cards"."exp_month" between 1 and 12 and "team_cards"."exp_year" between 2000 and 2100)
);
--> statement-breakpoint
CREATE TABLE "test_gateway_objects" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_gateway_objects_kind_check" CHECK ("test_gateway_objects"."kind" in ('customer','setup','card','payment','refund'))
);
--> statement-breakpoint
ALTER TABLE "accounting_records" ADD CONSTRAINT "accounting_records_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_account_requests" ADD CONSTRAINT "credit_account_requests_team_id_users_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_account_requests" ADD CONSTRAINT "credit_account_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_account_requests" ADD CONSTRAINT "credit_account_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_team_id_users_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_team_id_users_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_team_id_users_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_ledger_id_credit_ledger_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."credit_ledger"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_refund_ledger_id_credit_ledger_id_fk" FOREIGN KEY ("refund_ledger_id") REFERENCES "public"."credit_ledger"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_team_id_users_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_cards" ADD CONSTRAINT "team_cards_team_id_users_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_cards" ADD CONSTRAINT "team_cards_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_account_requests_pending_key" ON "credit_account_requests" USING btree ("team_id") WHERE "credit_account_requests"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_purchase_key" ON "invoices" USING btree ("purchase_id","kind");--> statement-breakpoint
CREATE INDEX "invoices_team_idx" ON "invoices" USING btree ("team_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_purchase_key" ON "promo_redemptions" USING btree ("purchase_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_client_key" ON "purchases" USING btree ("team_id","client_key");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_gateway_ref_key" ON "purchases" USING btree ("gateway","gateway_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_ledger_key" ON "purchases" USING btree ("ledger_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_period_key" ON "purchases" USING btree ("subscription_id","period_end") WHERE "purchases"."status" <> 'failed';--> statement-breakpoint
CREATE INDEX "purchases_team_idx" ON "purchases" USING btree ("team_id","id");--> statement-breakpoint
CREATE INDEX "purchases_unsettled_idx" ON "purchases" USING btree ("created_at") WHERE "purchases"."status" in ('pending','requires_action');--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_live_key" ON "subscriptions" USING btree ("team_id") WHERE "subscriptions"."status" in ('incomplete','active','past_due');--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("period_end") WHERE "subscriptions"."status" in ('active','past_due');--> statement-breakpoint
CREATE UNIQUE INDEX "test_gateway_objects_key" ON "test_gateway_objects" USING btree ("kind","idempotency_key");--> statement-breakpoint
-- Hand-written (decision 0045): invoices are immutable once issued. The one change allowed is marking an
-- on-account invoice paid (paid_at from null to a time); a correction is a credit note.
CREATE FUNCTION "invoices_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.paid_at IS NULL AND NEW.paid_at IS NOT NULL
    AND (to_jsonb(NEW) - 'paid_at') = (to_jsonb(OLD) - 'paid_at') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'invoices are immutable' USING ERRCODE = '23514', CONSTRAINT = 'invoices_immutable';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "invoices_immutable" BEFORE UPDATE OR DELETE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION "invoices_immutable"();
--> statement-breakpoint
-- At commit, a paid (or refunded) purchase of posts points at its IN ledger row, and a refunded one at its OUT row:
-- no paid purchase without credits. Deferred, because the paying transaction claims the purchase first
-- (update … where status = 'pending' returning) and writes the ledger row after.
CREATE FUNCTION "purchases_settled_with_ledger"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  p purchases%ROWTYPE;
BEGIN
  SELECT * INTO p FROM purchases WHERE id = NEW.id;
  IF p.quantity > 0 AND p.status IN ('paid', 'refunded') AND p.ledger_id IS NULL THEN
    RAISE EXCEPTION 'purchase % is % without its ledger row', p.id, p.status
      USING ERRCODE = '23514', CONSTRAINT = 'purchases_settled_with_ledger';
  END IF;
  IF p.quantity > 0 AND p.status = 'refunded' AND p.refund_ledger_id IS NULL THEN
    RAISE EXCEPTION 'purchase % is refunded without its OUT row', p.id
      USING ERRCODE = '23514', CONSTRAINT = 'purchases_settled_with_ledger';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "purchases_settled_with_ledger" AFTER INSERT OR UPDATE ON "purchases"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "purchases_settled_with_ledger"();
--> statement-breakpoint
INSERT INTO "document_counters" ("series", "last_value") VALUES ('invoice', 0), ('credit_note', 0);
