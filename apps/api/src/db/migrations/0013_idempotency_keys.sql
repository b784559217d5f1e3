CREATE TABLE "idempotency_keys" (
	"scope_id" integer NOT NULL,
	"operation" text NOT NULL,
	"key" uuid NOT NULL,
	"fingerprint" text NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY("scope_id","operation","key"),
	CONSTRAINT "idempotency_keys_operation_check" CHECK (char_length("idempotency_keys"."operation") between 1 and 64)
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_scope_id_users_id_fk" FOREIGN KEY ("scope_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");