// The hiring conversation's bulk data (decision 0060): threads on a sample of the applications, their messages, the
// thread rows' last messages and each person's read marks, made by set-based SQL from the session's setseed. Opt-in:
// `npm run seed:bulk -- --conversations` (100,000 threads and 1,000,000 messages unless --threads N --messages N), or
// scripts/bulk/seed-conversations.ts on a database seed:bulk filled before. Read by scripts/bench/messages.ts.
// - Threads hang on applications drawn at random (no thread yet), so a team's share follows its posts and a
//   freelancer's their applications. The first `long` threads have LONG_THREAD messages each (the long-thread figure);
//   the others at least one, and the rest of the messages spread over them unevenly (about a fifth have one, the
//   busiest a few dozen), so the total is exact.
// - Either side may begin (the team three times in four); the next message changes side 60% of the time. Messages
//   follow the application, over hours to months; ids follow time across threads, as in production.
// - The team's messages are its admin's, or on a post assigned to a member, the member's: the teams with the most
//   threads each get a recruiter (GUEST, member) with a fifth of their posts assigned, for the member's figures.
// - Read marks, per person on each side: the whole thread read (recent threads less often: half of those of the
//   last 3 days, 85% of the last month, 98% of older ones), else up to their side's last message (as writing
//   leaves it), else none. The thread rows' last_* and mailed_at columns come from the messages.
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { unreadRowsSql } from '../../apps/api/src/modules/conversation/unreads.js';
import { lit, textArray } from './sql.js';

export interface ConversationSizes {
  threads: number;
  messages: number;
  /** Threads of LONG_THREAD messages. */
  long: number;
}

export const LONG_THREAD = 500;
/** Teams with the most threads that get a recruiter (a member with a fifth of the team's posts assigned). */
const RECRUITER_TEAMS = 20;

const TEAM_OPENINGS = [
  'Thanks for applying.', 'Thank you for your application.', 'Hello, and thanks for getting in touch.', 'Thanks for the quick reply.',
  'Good to hear from you.', 'Thanks, that is really helpful.', 'Apologies for the slow reply, it has been a busy week.',
];
const TEAM_LINES = [
  'Could you share two or three recent projects that are closest to this brief?',
  'Are you available for a 30-minute video call this week?', 'What would your day rate be for a three-month engagement?',
  'When could you start, and how many days a week could you give us?', 'We would like to invite you to a second interview with our director.',
  'Could you send over your portfolio as a PDF?', 'The team loved your work; we are putting together a short brief for a paid trial day.',
  'Would Thursday at 2pm or Friday at 10am suit you?', 'We have a few more candidates to see and will come back to you by Friday.',
  'Could you tell us a little more about your role on the project you mentioned?', 'Do you have experience working to brand guidelines set by a client?',
  'The role is hybrid: two days a week in the studio.', 'We can be flexible on the start date for the right person.',
];
const APPLICANT_OPENINGS = ['Hi, thanks for getting back to me.', 'Thank you!', 'Hello, thanks for your message.', 'Great to hear from you.', 'Thanks for the update.'];
const APPLICANT_LINES = [
  'I have attached links to three projects in my profile: the rebrand is the closest to your brief.',
  'Thursday afternoon works well for me.', 'I could start in two weeks and give you four days a week.',
  'My day rate is in my profile, and I am happy to discuss it for a longer engagement.', 'I led the design side of that project with two other designers.',
  'Yes, most of my recent work has been for clients with established guidelines.', 'Could you tell me a little more about the team I would be working with?',
  'Is the role open to someone based outside London?', 'I have sent the portfolio over; let me know if anything does not open.',
  'That sounds great, I look forward to it.', 'Would a call early next week suit you instead?', 'Happy to do a trial day.',
];
const CLOSINGS = ['', '', '', 'Best wishes.', 'Many thanks.', 'Kind regards.', 'Speak soon.', 'Thanks again.'];

const pickFrom = (list: readonly string[]) => `(${textArray(list)})[1 + floor(random() * ${list.length})::int]`;

/**
 * The statements, in order, into a database with applications; `userBase` is above every user id, `hash` every new
 * account's password (the recruiters, @bulk.test), `now` the run's start.
 */
export function conversationSql(s: ConversationSizes, userBase: number, hash: string, now: string): string[] {
  const at = `${lit(now)}::timestamptz`;
  const long = Math.min(s.long, s.threads);
  const extra = s.messages - long * LONG_THREAD - (s.threads - long);
  if (extra < 0) throw new Error(`--messages must be at least ${long * LONG_THREAD + s.threads - long} for ${s.threads} threads`);
  return [
    `create temp table bulk_conv_threads as
     select a.id, a.opportunity_id, o.team_id, a.user_id as applicant_id, a.team_id as applicant_team_id, a.created_at as applied_at,
       row_number() over (order by r.r, a.id)::int as n
     from (select id, random() as r from applications a
           where not exists (select 1 from message_threads t where t.application_id = a.id)
           order by 2, 1 limit ${s.threads}) r
     join applications a on a.id = r.id join opportunities o on o.id = a.opportunity_id`,
    `alter table bulk_conv_threads add primary key (id)`,
    // Recruiters for the teams with the most threads, each with a fifth of the team's posts assigned.
    `create temp table bulk_conv_recruiters as
     select ${userBase} + row_number() over (order by n desc, team_id)::int as id, team_id
     from (select team_id, count(*) as n from bulk_conv_threads group by 1 order by 2 desc, 1 limit ${RECRUITER_TEAMS}) t`,
    `insert into users (id, email, password_hash, type, status, first_name, last_name, position, created_at, updated_at)
     overriding system value
     select id, 'recruiter' || (id - ${userBase}) || '@bulk.test', ${lit(hash)}, 'GUEST', 'ACTIVE', 'Riley', 'Recruiter ' || (id - ${userBase}),
       'Recruiter', ${at} - interval '400 days', ${at} - interval '400 days'
     from bulk_conv_recruiters order by id`,
    `select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`,
    `insert into user_teams (user_id, team_id, role, active, can_post_jobs, created_at)
     select id, team_id, 'member', true, true, ${at} - interval '400 days' from bulk_conv_recruiters order by id`,
    `update opportunities o set created_by = r.id from bulk_conv_recruiters r where o.team_id = r.team_id and o.id % 5 = 0`,
    // How many messages each thread has (exact total), who begins, when it starts and over how long it runs.
    `create temp table bulk_conv_counts as
     select id, case when n <= ${long} then ${LONG_THREAD}
       else 1 + (round(${extra}::float8 * cum / total) - round(${extra}::float8 * (cum - w) / total))::int end as k_total
     from (
       select id, n, w, sum(w) over (order by n) as cum, sum(w) over () as total
       from (select id, n, case when n <= ${long} then 0 else power(random(), 2.5) end as w from bulk_conv_threads) x
     ) y`,
    `create temp table bulk_conv_plan as
     select t.*, c.k_total, o.created_by, case when random() < 0.75 then 0 else 1 end as starter, start,
       greatest(least(${at} - start, interval '1 hour' * c.k_total * (2 + 20 * random())), interval '1 minute') as span
     from bulk_conv_threads t join bulk_conv_counts c using (id) join opportunities o on o.id = t.opportunity_id
     cross join lateral (select least(t.applied_at + interval '3 days' * power(random(), 2), greatest(${at} - interval '1 hour', t.applied_at)) as start) s`,
    `alter table bulk_conv_plan add primary key (id)`,
    // The messages' draws: side from the starter and the changes of side so far; ids in the order of time.
    `create temp table bulk_conv_msgs as
     select (select coalesce(max(id), 0) from messages) + row_number() over (order by at, thread_id, k) as id, thread_id, k, at,
       case when (starter + sum(sw) over (partition by thread_id order by k)) % 2 = 0 then 'TEAM' else 'APPLICANT' end as side
     from (
       select p.id as thread_id, g.k, p.starter, case when g.k > 1 and random() < 0.6 then 1 else 0 end as sw,
         least(p.start + p.span * ((g.k - 1) + 0.9 * random()) / p.k_total, ${at}) as at
       from bulk_conv_plan p cross join lateral generate_series(1, p.k_total) g(k)
     ) x`,
    // The thread rows first (the messages refer to them), their last messages from the draws.
    `create temp table bulk_conv_last as
     select thread_id, max(id) filter (where side = 'TEAM') as last_team, max(id) filter (where side = 'APPLICANT') as last_applicant,
       max(at) filter (where side = 'TEAM') as last_team_at, max(at) filter (where side = 'APPLICANT') as last_applicant_at,
       max(id) as last_id, max(at) as last_at, min(at) as first_at
     from bulk_conv_msgs group by 1`,
    `alter table bulk_conv_last add primary key (thread_id)`,
    `insert into message_threads (application_id, opportunity_id, team_id, applicant_id, applicant_team_id, last_team_message_id,
       last_applicant_message_id, last_message_at, blocked_at, team_mailed_at, applicant_mailed_at, created_at)
     select p.id, p.opportunity_id, p.team_id, p.applicant_id, p.applicant_team_id, l.last_team, l.last_applicant, l.last_at,
       case when random() < 0.003 then l.last_at end, l.last_applicant_at, l.last_team_at, l.first_at
     from bulk_conv_plan p join bulk_conv_last l on l.thread_id = p.id
     order by p.id`,
    `insert into messages (id, thread_id, author_id, side, body, created_at)
     overriding system value
     select m.id, m.thread_id, case when m.side = 'TEAM' then coalesce(p.created_by, p.team_id) else p.applicant_id end, m.side,
       case when m.side = 'TEAM' then ${pickFrom(TEAM_OPENINGS)} || ' ' || ${pickFrom(TEAM_LINES)} || case when random() < 0.4 then ' ' || ${pickFrom(TEAM_LINES)} else '' end
            else ${pickFrom(APPLICANT_OPENINGS)} || ' ' || ${pickFrom(APPLICANT_LINES)} || case when random() < 0.3 then ' ' || ${pickFrom(APPLICANT_LINES)} else '' end end
         || rtrim(' ' || ${pickFrom(CLOSINGS)}),
       m.at
     from bulk_conv_msgs m join bulk_conv_plan p on p.id = m.thread_id
     order by m.id`,
    `select setval(pg_get_serial_sequence('messages', 'id'), (select max(id) from messages))`,
    // Each reader: the team's admin, the recruiter on an assigned post, the applicant (an agency's team is its account).
    `insert into message_reads (user_id, thread_id, side, last_read_id, read_at)
     select user_id, thread_id, side, mark, read_at from (
       select r.user_id, l.thread_id, r.side,
         case when random() < case when l.last_at > ${at} - interval '3 days' then 0.5 when l.last_at > ${at} - interval '30 days' then 0.85 else 0.98 end
              then l.last_id else case when r.side = 'TEAM' then l.last_team else l.last_applicant end end as mark,
         l.last_at as read_at
       from bulk_conv_last l join bulk_conv_plan p on p.id = l.thread_id
       cross join lateral (
         select p.team_id as user_id, 'TEAM' as side
         union all select p.created_by, 'TEAM' where p.created_by is not null and p.created_by <> p.team_id
         union all select p.applicant_id, 'APPLICANT'
       ) r
     ) x
     where mark is not null
     order by thread_id, user_id`,
    // Who has unread messages, from the read marks: the statements the API keeps them with, over every thread.
    ...(['TEAM', 'APPLICANT'] as const).map((side) => new PgDialect().sqlToQuery(unreadRowsSql(side, sql`true`)).sql),
    `drop table bulk_conv_threads, bulk_conv_recruiters, bulk_conv_counts, bulk_conv_plan, bulk_conv_msgs, bulk_conv_last`,
  ];
}

/** The tables the statements fill, for their indexes and statistics. */
export const CONVERSATION_TABLES = ['message_threads', 'messages', 'message_reads', 'message_unreads'];
