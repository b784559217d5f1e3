import { sql, type SQL } from 'drizzle-orm';
import { FOR_YOU_MIN_SHARED, FOR_YOU_WEIGHTS as W, type OpportunityTarget } from '@mp/domain';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../lib/throttle.js';

/**
 * The for-you rule (packages/domain/src/for-you.ts, decision 0039) read both ways for job alerts (decision 0040):
 * which people a new post matches, and which new posts match a batch of people (the digest).
 * - A freelancer and a job: the post is of one of their disciplines (any, when they chose none) and shares at
 *   least FOR_YOU_MIN_SHARED skill (software included) or category experience with them; the score adds the weights.
 * - An agency and a project: the team's category experiences shared with the post are the whole score. The alert
 *   goes to the team's admins (its owner included), each by their own notification settings.
 * Recipients are ACTIVE (and so is an agency's team account), not deleted, with email on and this frequency.
 *
 * The same rule as modules/search/for-you.ts (forYouAudience, forYouMatches), written here rather than imported:
 * the posting service (modules/opportunities) enqueues the alert job, and modules/search depends on
 * modules/opportunities (through job-pages), so importing it would close an import loop (architecture.test.ts).
 * `alerts.int.test.ts` checks that a post alerts exactly the people whose for-you list shows it. The digest's
 * query is set-based (a batch of people at once), which the per-person forYouMatches is not.
 */

export type Frequency = 'immediately' | 'daily';

/** Our own constants, written into the statement as integer literals (a bare parameter in a CASE would be text). */
const int = (n: number) => sql.raw(String(Math.trunc(n)));

const takesAlerts = (person: SQL, frequency: Frequency) =>
  sql`${person}.status = 'ACTIVE' and ${person}.deleted_at is null and ${person}.send_email and ${person}.notification_frequency = ${frequency}`;

/** The person's disciplines admit the post: one in common, or they chose none. */
const disciplineFits = (user: SQL, post: SQL) => sql`(
  not exists (select 1 from user_industries ui where ui.user_id = ${user})
  or exists (select 1 from user_industries ui join opportunity_industries oi on oi.industry_id = ui.industry_id
             where ui.user_id = ${user} and oi.opportunity_id = ${post}))`;

/**
 * The people `post` matches who take alert emails at `frequency`, by id. One statement: candidates come from the
 * post's skills and category experiences through the (skill_id) and (genre_id) indexes of the profile lists.
 */
export async function peopleMatching(db: Db, post: { id: number; target: OpportunityTarget }, frequency: Frequency): Promise<number[]> {
  const rows =
    post.target === 'JOB'
      ? await db.execute(sql`
          with shared as (
            select us.user_id, count(*) as n from user_skills us
              join opportunity_skills os on os.skill_id = us.skill_id and os.opportunity_id = ${post.id} group by us.user_id
            union all
            select ug.user_id, count(*) from user_genres ug
              join opportunity_genres og on og.genre_id = ug.genre_id and og.opportunity_id = ${post.id} group by ug.user_id)
          select u.id from users u join (select user_id, sum(n) as n from shared group by user_id) s on s.user_id = u.id
          where s.n >= ${int(FOR_YOU_MIN_SHARED)} and u.type = 'FREELANCER' and ${takesAlerts(sql`u`, frequency)}
            and ${disciplineFits(sql`u.id`, sql`${post.id}`)}
          order by u.id`)
      : await db.execute(sql`
          with teams as (
            select ug.user_id as team_id from user_genres ug
              join opportunity_genres og on og.genre_id = ug.genre_id and og.opportunity_id = ${post.id}
            group by ug.user_id having count(*) >= ${int(FOR_YOU_MIN_SHARED)})
          select distinct m.id from teams
            join users t on t.id = teams.team_id and t.type = 'AGENCY' and t.status = 'ACTIVE' and t.deleted_at is null
            join user_teams ut on ut.team_id = t.id and ut.role = 'admin'
            join users m on m.id = ut.user_id
          where ${takesAlerts(sql`m`, frequency)}
          order by m.id`);
  return rowsOf<{ id: number }>(rows).map((r) => Number(r.id));
}

/** One person's matches in a digest: the best `limit` posts and how many matched in all. */
export interface DigestMatches {
  userId: number;
  opportunityIds: number[];
  total: number;
}

/**
 * For a batch of people (ids) who take the daily digest: the posts published in [since, until), alertable
 * (posts.ts's rule, repeated here in SQL), that match them and were never sent to them, best first (score, then
 * featured, then newest), at most `limit` each. Set-based: one statement for the whole batch.
 */
export async function digestMatches(
  db: Db,
  userIds: number[],
  window: { since: Date; until: Date },
  limit: number,
): Promise<DigestMatches[]> {
  if (userIds.length === 0) return [];
  const ids = sql`array[${sql.join(userIds.map((id) => sql`${id}`), sql`, `)}]::int[]`;
  const since = window.since.toISOString();
  const until = window.until.toISOString();
  const rows = await db.execute(sql`
    with people as (
      select u.id, u.type from users u where u.id = any(${ids}) and ${takesAlerts(sql`u`, 'daily')}),
    posts as (
      select o.id, o.target, o.type, o.sub_type, o.job_level_id, o.position_id, o.featured, o.created_at from opportunities o join users c on c.id = o.team_id and c.status = 'ACTIVE'
      where o.is_active and o.is_public and o.deleted_at is null
        and o.published_at >= ${since}::timestamptz and o.published_at < ${until}::timestamptz),
    job_pairs as (
      select x.user_id, x.opportunity_id, sum(x.points) as points from (
        select us.user_id, os.opportunity_id, case when us.is_top then ${int(W.topSkill)} else ${int(W.skill)} end as points
          from people pe join user_skills us on us.user_id = pe.id
          join opportunity_skills os on os.skill_id = us.skill_id join posts p on p.id = os.opportunity_id and p.target = 'JOB'
          where pe.type = 'FREELANCER'
        union all
        select ug.user_id, og.opportunity_id, ${int(W.genre)}
          from people pe join user_genres ug on ug.user_id = pe.id
          join opportunity_genres og on og.genre_id = ug.genre_id join posts p on p.id = og.opportunity_id and p.target = 'JOB'
          where pe.type = 'FREELANCER') x
      group by x.user_id, x.opportunity_id
      having count(*) >= ${int(FOR_YOU_MIN_SHARED)}),
    job_scores as (
      select jp.user_id, p.id as opportunity_id, p.featured, p.created_at,
        jp.points
        + case when fp.job_type is not null and (fp.job_type = p.type or fp.job_type = 'BOTH' or p.type = 'BOTH') then ${int(W.jobType)} else 0 end
        + case when fp.working_hours is not null and (fp.working_hours = p.sub_type or fp.working_hours = 'BOTH_TIME' or p.sub_type = 'BOTH_TIME')
               then ${int(W.workingHours)} else 0 end
        + case when exists (select 1 from user_job_levels l where l.user_id = jp.user_id and l.job_level_id = p.job_level_id) then ${int(W.level)} else 0 end
        + case when exists (select 1 from user_positions q where q.user_id = jp.user_id and q.position_id = p.position_id) then ${int(W.position)} else 0 end
          as score
      from job_pairs jp join posts p on p.id = jp.opportunity_id
      left join freelancer_preferences fp on fp.user_id = jp.user_id
      where ${disciplineFits(sql`jp.user_id`, sql`p.id`)}),
    project_scores as (
      select y.user_id, y.opportunity_id, max(y.score) as score from (
        select pe.id as user_id, og.opportunity_id, ut.team_id, count(*) * ${int(W.genre)} as score
          from people pe join user_teams ut on ut.user_id = pe.id and ut.role = 'admin'
          join users t on t.id = ut.team_id and t.type = 'AGENCY' and t.status = 'ACTIVE' and t.deleted_at is null
          join user_genres ug on ug.user_id = t.id
          join opportunity_genres og on og.genre_id = ug.genre_id join posts p on p.id = og.opportunity_id and p.target = 'PROJECT'
          group by pe.id, og.opportunity_id, ut.team_id
          having count(*) >= ${int(FOR_YOU_MIN_SHARED)}) y
      group by y.user_id, y.opportunity_id),
    scored as (
      select s.user_id, s.opportunity_id, s.score, s.featured, s.created_at from job_scores s
      union all
      select s.user_id, s.opportunity_id, s.score, p.featured, p.created_at from project_scores s join posts p on p.id = s.opportunity_id),
    fresh as (
      select s.*, row_number() over (partition by s.user_id order by s.score desc, s.featured desc, s.created_at desc, s.opportunity_id desc) as rank,
        count(*) over (partition by s.user_id) as total
      from scored s
      where not exists (select 1 from job_alert_deliveries d where d.user_id = s.user_id and d.opportunity_id = s.opportunity_id))
    select user_id, opportunity_id, total from fresh where rank <= ${int(limit)} order by user_id, rank`);
  const byUser = new Map<number, DigestMatches>();
  for (const r of rowsOf<{ user_id: number; opportunity_id: number; total: number | string }>(rows)) {
    const userId = Number(r.user_id);
    const entry = byUser.get(userId) ?? { userId, opportunityIds: [], total: Number(r.total) };
    entry.opportunityIds.push(Number(r.opportunity_id));
    byUser.set(userId, entry);
  }
  return [...byUser.values()];
}
