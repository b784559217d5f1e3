CREATE TABLE "message_unreads" (
	"user_id" integer NOT NULL,
	"thread_id" integer NOT NULL,
	"team_id" integer,
	"side" text NOT NULL,
	CONSTRAINT "message_unreads_user_id_thread_id_pk" PRIMARY KEY("user_id","thread_id"),
	CONSTRAINT "message_unreads_side_check" CHECK (side in ('TEAM','APPLICANT'))
);
--> statement-breakpoint
ALTER TABLE "message_unreads" ADD CONSTRAINT "message_unreads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_unreads" ADD CONSTRAINT "message_unreads_thread_id_message_threads_application_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."message_threads"("application_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_unreads" ADD CONSTRAINT "message_unreads_team_id_users_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_unreads_count_idx" ON "message_unreads" USING btree ("user_id","team_id","thread_id");--> statement-breakpoint
CREATE INDEX "message_unreads_thread_idx" ON "message_unreads" USING btree ("thread_id");--> statement-breakpoint
-- The rows for the threads there already, from the read marks (conversation/unreads.ts, unreadRowsSql).
insert into message_unreads (user_id, thread_id, team_id, side)
  select ut.user_id, t.application_id, t.team_id, 'TEAM'
  from message_threads t
  join opportunities o on o.id = t.opportunity_id
  join user_teams ut on ut.team_id = t.team_id
  where t.last_applicant_message_id > coalesce((select r.last_read_id from message_reads r where r.thread_id = t.application_id and r.user_id = ut.user_id), 0)
    and (ut.role = 'admin' or ut.user_id = o.created_by or exists (
      select 1 from team_user_associations a where a.team_id = t.team_id and a.user_id = ut.user_id and a.associate_id = o.created_by))
  on conflict (user_id, thread_id) do nothing;--> statement-breakpoint
insert into message_unreads (user_id, thread_id, team_id, side)
  select coalesce(ut.user_id, t.applicant_id), t.application_id, t.applicant_team_id, 'APPLICANT'
  from message_threads t
  left join user_teams ut on ut.team_id = t.applicant_team_id
  where (t.applicant_team_id is null or ut.user_id is not null)
    and t.last_team_message_id > coalesce((select r.last_read_id from message_reads r where r.thread_id = t.application_id and r.user_id = coalesce(ut.user_id, t.applicant_id)), 0)
  on conflict (user_id, thread_id) do nothing;
