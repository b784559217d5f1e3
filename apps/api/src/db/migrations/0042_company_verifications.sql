CREATE TABLE "company_verifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_verifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"email" text NOT NULL,
	"domain" text NOT NULL,
	"token_hash" text NOT NULL,
	"requested_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	"revoke_reason" text,
	CONSTRAINT "company_verifications_revoked_check" CHECK (("company_verifications"."revoked_at" is null) = ("company_verifications"."revoke_reason" is null) and ("company_verifications"."revoke_reason" is null or "company_verifications"."revoke_reason" in ('ADMIN','WEBSITE_CHANGED'))),
	CONSTRAINT "company_verifications_email_check" CHECK ("company_verifications"."email" = lower("company_verifications"."email") and char_length("company_verifications"."email") <= 254 and position('@' in "company_verifications"."email") > 1)
);
--> statement-breakpoint
ALTER TABLE "company_verifications" ADD CONSTRAINT "company_verifications_team_id_users_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_verifications" ADD CONSTRAINT "company_verifications_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_verifications" ADD CONSTRAINT "company_verifications_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_verifications_token_key" ON "company_verifications" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "company_verifications_live_key" ON "company_verifications" USING btree ("team_id") WHERE "company_verifications"."verified_at" is not null and "company_verifications"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "company_verifications_team_idx" ON "company_verifications" USING btree ("team_id","created_at");--> statement-breakpoint
-- Changing the website ends the verification (and any link still out): the domain it proved is no longer the company's.
CREATE FUNCTION "company_verifications_website_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "company_verifications" SET "revoked_at" = now(), "revoke_reason" = 'WEBSITE_CHANGED'
    WHERE "team_id" = NEW."id" AND "revoked_at" IS NULL;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "company_verifications_website_changed" AFTER UPDATE OF "website" ON "users"
  FOR EACH ROW WHEN (OLD."website" IS DISTINCT FROM NEW."website") EXECUTE FUNCTION "company_verifications_website_changed"();
