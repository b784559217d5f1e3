CREATE TABLE "passkeys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "passkeys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"credential_id" text NOT NULL,
	"public_key" text NOT NULL,
	"counter" bigint DEFAULT 0 NOT NULL,
	"transports" text[] DEFAULT '{}'::text[] NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "passkeys_name_check" CHECK (char_length("passkeys"."name") between 1 and 60),
	CONSTRAINT "passkeys_counter_check" CHECK ("passkeys"."counter" >= 0)
);
--> statement-breakpoint
CREATE TABLE "webauthn_challenges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webauthn_challenges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"challenge_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"user_id" integer,
	"pending_sign_in_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "webauthn_challenges_purpose_check" CHECK ("webauthn_challenges"."purpose" in ('REGISTER','SIGN_IN','SECOND_STEP','STEP_UP')),
	CONSTRAINT "webauthn_challenges_expiry_check" CHECK ("webauthn_challenges"."expires_at" > "webauthn_challenges"."created_at"),
	CONSTRAINT "webauthn_challenges_owner_check" CHECK (("webauthn_challenges"."purpose" = 'SIGN_IN') = ("webauthn_challenges"."user_id" is null)),
	CONSTRAINT "webauthn_challenges_pending_check" CHECK (("webauthn_challenges"."purpose" = 'SECOND_STEP') = ("webauthn_challenges"."pending_sign_in_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "passkeys" ADD CONSTRAINT "passkeys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webauthn_challenges" ADD CONSTRAINT "webauthn_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webauthn_challenges" ADD CONSTRAINT "webauthn_challenges_pending_sign_in_id_pending_sign_ins_id_fk" FOREIGN KEY ("pending_sign_in_id") REFERENCES "public"."pending_sign_ins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "passkeys_credential_key" ON "passkeys" USING btree ("credential_id");--> statement-breakpoint
CREATE INDEX "passkeys_user_idx" ON "passkeys" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "webauthn_challenges_hash_key" ON "webauthn_challenges" USING btree ("challenge_hash");--> statement-breakpoint
CREATE INDEX "webauthn_challenges_expiry_idx" ON "webauthn_challenges" USING btree ("expires_at");