CREATE TABLE "interview_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interview_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"interview_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"kind" text NOT NULL,
	"side" text NOT NULL,
	"actor_id" integer,
	"round" integer NOT NULL,
	"starts_at" timestamp with time zone,
	"reason" text,
	"message_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_events_kind_check" CHECK (kind in ('PROPOSED','CHOSEN','OTHER_TIMES_ASKED','RESCHEDULED','CANCELLED')),
	CONSTRAINT "interview_events_side_check" CHECK (side in ('TEAM','APPLICANT')),
	CONSTRAINT "interview_events_reason_check" CHECK ("interview_events"."reason" is null or char_length("interview_events"."reason") between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "interview_slots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interview_slots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"interview_id" integer NOT NULL,
	"round" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"place" text,
	"video_url" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_slots_duration_check" CHECK (duration_minutes between 15 and 480),
	CONSTRAINT "interview_slots_where_check" CHECK (num_nonnulls("interview_slots"."place", "interview_slots"."video_url") = 1),
	CONSTRAINT "interview_slots_place_check" CHECK ("interview_slots"."place" is null or char_length("interview_slots"."place") between 1 and 200),
	CONSTRAINT "interview_slots_url_check" CHECK ("interview_slots"."video_url" is null or ("interview_slots"."video_url" like 'https://%' and char_length("interview_slots"."video_url") <= 2000)),
	CONSTRAINT "interview_slots_note_check" CHECK ("interview_slots"."note" is null or char_length("interview_slots"."note") between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"opportunity_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"status" text NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"invited_sequence" integer,
	"proposed_by" integer,
	"chosen_slot_id" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"reminder_due_at" timestamp with time zone,
	"cancelled_by" integer,
	"cancel_reason" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interviews_status_check" CHECK (status in ('PROPOSED','OTHER_TIMES_REQUESTED','SCHEDULED','CANCELLED')),
	CONSTRAINT "interviews_scheduled_check" CHECK ("interviews"."status" <> 'SCHEDULED' or ("interviews"."chosen_slot_id" is not null and "interviews"."starts_at" is not null)),
	CONSTRAINT "interviews_times_check" CHECK (("interviews"."starts_at" is null) = ("interviews"."ends_at" is null) and ("interviews"."starts_at" is null or "interviews"."ends_at" > "interviews"."starts_at")),
	CONSTRAINT "interviews_reminder_check" CHECK ("interviews"."reminder_due_at" is null or "interviews"."status" = 'SCHEDULED'),
	CONSTRAINT "interviews_cancel_check" CHECK (("interviews"."status" = 'CANCELLED') = ("interviews"."cancelled_at" is not null) and ("interviews"."cancel_reason" is null or char_length("interviews"."cancel_reason") between 1 and 500)),
	CONSTRAINT "interviews_sequence_check" CHECK ("interviews"."sequence" >= 0 and "interviews"."round" >= 1)
);
--> statement-breakpoint
ALTER TABLE "interview_events" ADD CONSTRAINT "interview_events_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_events" ADD CONSTRAINT "interview_events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_events" ADD CONSTRAINT "interview_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_events" ADD CONSTRAINT "interview_events_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_team_id_users_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_chosen_slot_id_interview_slots_id_fk" FOREIGN KEY ("chosen_slot_id") REFERENCES "public"."interview_slots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_events_application_idx" ON "interview_events" USING btree ("application_id","id");--> statement-breakpoint
CREATE INDEX "interview_slots_interview_idx" ON "interview_slots" USING btree ("interview_id","round","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "interview_slots_time_idx" ON "interview_slots" USING btree ("interview_id","round","starts_at");--> statement-breakpoint
CREATE INDEX "interviews_application_idx" ON "interviews" USING btree ("application_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "interviews_one_pending_idx" ON "interviews" USING btree ("application_id") WHERE status in ('PROPOSED','OTHER_TIMES_REQUESTED');--> statement-breakpoint
CREATE INDEX "interviews_team_upcoming_idx" ON "interviews" USING btree ("team_id","starts_at") WHERE status = 'SCHEDULED';--> statement-breakpoint
CREATE INDEX "interviews_reminder_due_idx" ON "interviews" USING btree ("reminder_due_at") WHERE "interviews"."reminder_due_at" is not null;