CREATE TABLE "message_reads" (
	"user_id" integer NOT NULL,
	"thread_id" integer NOT NULL,
	"side" text NOT NULL,
	"last_read_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_reads_user_id_thread_id_pk" PRIMARY KEY("user_id","thread_id"),
	CONSTRAINT "message_reads_side_check" CHECK (side in ('TEAM','APPLICANT'))
);
--> statement-breakpoint
CREATE TABLE "message_threads" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"opportunity_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"applicant_id" integer NOT NULL,
	"applicant_team_id" integer,
	"last_team_message_id" integer,
	"last_applicant_message_id" integer,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"blocked_at" timestamp with time zone,
	"team_mailed_at" timestamp with time zone,
	"applicant_mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"thread_id" integer NOT NULL,
	"author_id" integer,
	"side" text NOT NULL,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_side_check" CHECK (side in ('TEAM','APPLICANT')),
	CONSTRAINT "messages_body_check" CHECK ("messages"."body" is null or char_length(btrim("messages"."body")) between 1 and 5000)
);
--> statement-breakpoint
ALTER TABLE "message_reads" ADD CONSTRAINT "message_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reads" ADD CONSTRAINT "message_reads_thread_id_message_threads_application_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."message_threads"("application_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_team_id_users_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_applicant_team_id_users_id_fk" FOREIGN KEY ("applicant_team_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_thread_id_message_threads_application_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."message_threads"("application_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_reads_thread_idx" ON "message_reads" USING btree ("thread_id","side","last_read_id");--> statement-breakpoint
CREATE INDEX "message_threads_team_idx" ON "message_threads" USING btree ("team_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "message_threads_applicant_idx" ON "message_threads" USING btree ("applicant_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "message_threads_applicant_team_idx" ON "message_threads" USING btree ("applicant_team_id","last_message_at" DESC NULLS LAST) WHERE "message_threads"."applicant_team_id" is not null;--> statement-breakpoint
CREATE INDEX "messages_thread_idx" ON "messages" USING btree ("thread_id","id");