CREATE TABLE "user_teams" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_teams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"can_post_jobs" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_teams_role_check" CHECK ("user_teams"."role" in ('admin','member'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'INACTIVE' NOT NULL,
	"vetted" boolean DEFAULT false NOT NULL,
	"google_id" text,
	"first_name" text,
	"last_name" text,
	"pronouns" text,
	"language" text,
	"ethnicity" text,
	"bio" text,
	"description" text,
	"company" text,
	"agency_name" text,
	"position" text,
	"jobtitle" text,
	"avatar" text,
	"website" text,
	"linkedin" text,
	"supporting_url" text,
	"referee_1" text,
	"referee_2" text,
	"phone" text,
	"phone_secondary" text,
	"contact_email" text,
	"address_1" text,
	"address_2" text,
	"city" text,
	"state" text,
	"country" text DEFAULT 'GB' NOT NULL,
	"zip" text,
	"location" text,
	"agency_location" text,
	"agency_phone" jsonb,
	"billing_address_1" text,
	"billing_address_2" text,
	"billing_city" text,
	"billing_state" text,
	"billing_country" text,
	"billing_zip" text,
	"invoice_company" text,
	"invoice_address_1" text,
	"invoice_address_2" text,
	"invoice_city" text,
	"invoice_state" text,
	"invoice_country" text,
	"invoice_zip" text,
	"invoice_phone" text,
	"invoice_email" text,
	"pm_type" text,
	"pm_last_four" text,
	"is_payment_active" boolean DEFAULT false NOT NULL,
	"can_use_logo" boolean,
	"privacy" text DEFAULT 'ACTIVE' NOT NULL,
	"send_email" boolean DEFAULT true NOT NULL,
	"send_text_notification" boolean DEFAULT false NOT NULL,
	"notification_frequency" text DEFAULT 'immediately' NOT NULL,
	"looking_for" text,
	"payroll_status" text,
	"hear_us" text,
	"hear_us_additional" text,
	"salary_currency" text,
	"minimum_salary" integer,
	"maximum_salary" integer,
	"salary_unit" text,
	"start_date" date,
	"right_to_work" text,
	"notice_period" text,
	"budget_currency" text,
	"budget_min" integer,
	"budget_max" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_type_check" CHECK ("users"."type" in ('ADMIN','AGENCY','COMPANY','FREELANCER','GUEST')),
	CONSTRAINT "users_status_check" CHECK ("users"."status" in ('ACTIVE','INACTIVE')),
	CONSTRAINT "users_privacy_check" CHECK ("users"."privacy" in ('ACTIVE','INACTIVE')),
	CONSTRAINT "users_notification_frequency_check" CHECK ("users"."notification_frequency" in ('daily','immediately')),
	CONSTRAINT "users_salary_order_check" CHECK ("users"."minimum_salary" is null or "users"."maximum_salary" is null or "users"."minimum_salary" <= "users"."maximum_salary"),
	CONSTRAINT "users_budget_order_check" CHECK ("users"."budget_min" is null or "users"."budget_max" is null or "users"."budget_min" <= "users"."budget_max"),
	CONSTRAINT "users_bio_length_check" CHECK (char_length("users"."bio") <= 1000 and char_length("users"."description") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "access_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "access_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_resets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"transport" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_status_check" CHECK ("outbox"."status" in ('queued','sent','logged','failed'))
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_teams" ADD CONSTRAINT "user_teams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_teams" ADD CONSTRAINT "user_teams_team_id_users_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_teams_user_team_key" ON "user_teams" USING btree ("user_id","team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_teams_one_active_key" ON "user_teams" USING btree ("user_id") WHERE "user_teams"."active";--> statement-breakpoint
CREATE INDEX "user_teams_team_idx" ON "user_teams" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_id_key" ON "users" USING btree ("google_id");--> statement-breakpoint
CREATE INDEX "users_type_status_idx" ON "users" USING btree ("type","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "access_tokens_hash_key" ON "access_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "access_tokens_user_live_idx" ON "access_tokens" USING btree ("user_id") WHERE "access_tokens"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_hash_key" ON "password_resets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_resets_user_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at");