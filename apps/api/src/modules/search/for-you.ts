import { sql, type SQL } from 'drizzle-orm';
import { FOR_YOU_MIN_SHARED, FOR_YOU_WEIGHTS as W, FOR_YOU_WINDOW_DAYS } from '@mp/domain';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../lib/throttle.js';

/**
 * The "for you" rule's SQL (packages/domain/src/for-you.ts, decision 0039), in both directions: the posts
 * that match a person (the for-you lists, the dashboards' blocks) and the people a post matches (job alerts,
 * decision 0040). Both give the same score for the same pair.
 *
 * A freelancer and a job: the job is of one of their disciplines (any when they chose none), they share at
 * least FOR_YOU_MIN_SHARED skill or category experience, and the score adds: 3 per shared top skill, 2 per
 * other shared skill (software too), 2 per shared category experience, 2 when the role type fits (the same,
 * or either side BOTH), 1 when the working hours fit (the same, or either side BOTH_TIME), 1 when the job's
 * level is one of theirs, 1 when its position is one they look for.
 * An agency (the team account) and a project: 2 per shared category experience, the whole score.
 * Only open posts, published (is_active, is_public) by an ACTIVE company, first published within
 * FOR_YOU_WINDOW_DAYS. Ties: featured first, then the newest.
 */

export type ForYouKind = 'FREELANCER' | 'AGENCY';
export interface ForYouPerson {
  /** The freelancer, or the agency's team account. */
  id: number;
  kind: ForYouKind;
}
export interface ForYouMatch {
  opportunityId: number;
  score: number;
}
export interface ForYouAudienceMember {
  userId: number;
  kind: ForYouKind;
  score: number;
}

/**
 * Browsing looks at the newest this-many posts per shared skill or category (by id, index-only scans of
 * `(skill_id, opportunity_id)` and `(genre_id, opportunity_id)`), so a person's list costs the same at a
 * thousand posts or a million: with fewer posts per skill in the window, the list is exact; beyond it, the
 * best of the newest this-many per interest (decision 0039).
 */
export const FOR_YOU_CANDIDATES_PER_INTEREST = 500;

const int = (n: number) => sql`${n}::int`;
const since = (now: Date) => sql`(${now.toISOString()}::timestamptz - make_interval(days => ${int(FOR_YOU_WINDOW_DAYS)}))`;

/** Open, published, by an ACTIVE company (alias c), within the window: the alias of the post is `o`. */
const listable = (now: Date) =>
  sql`o.deleted_at is null and o.is_active and o.is_public and c.status = 'ACTIVE' and o.published_at >= ${since(now)}`;

const skillPoints = (isTop: SQL) => sql`case when ${isTop} then ${int(W.topSkill)} else ${int(W.skill)} end`;

/**
 * The points of a freelancer (`me`: job_type, working_hours, levels, positions) and a job (`o`) beyond
 * the shared skills and categories. Zero for a project (PROJECT keys, no level or position).
 */
const fitPoints = sql`
  case when me.job_type is not null and (me.job_type = o.type or me.job_type = 'BOTH' or o.type = 'BOTH') then ${int(W.jobType)} else 0 end
  + case when me.working_hours is not null and (me.working_hours = o.sub_type or me.working_hours = 'BOTH_TIME' or o.sub_type = 'BOTH_TIME')
      then ${int(W.workingHours)} else 0 end
  + case when o.job_level_id = any(me.levels) then ${int(W.level)} else 0 end
  + case when o.position_id = any(me.positions) then ${int(W.position)} else 0 end`;

async function kindOf(db: Db, userId: number): Promise<ForYouKind | null> {
  const [row] = rowsOf<{ type: string }>(await db.execute(sql`select type from users where id = ${userId}`));
  return row?.type === 'FREELANCER' || row?.type === 'AGENCY' ? row.type : null;
}

/**
 * The posts that match a person, best first (ties: featured, then newest), with the count of all matches.
 * `candidateIds` limits (and makes exact) the posts considered: job alerts pass the newly published ones.
 * A person given by id alone is looked up (a freelancer or an agency team account; anyone else matches nothing).
 */
export async function forYouMatches(
  db: Db,
  who: ForYouPerson | number,
  opts: { candidateIds?: readonly number[]; limit?: number; offset?: number; now?: Date } = {},
): Promise<{ matches: ForYouMatch[]; total: number }> {
  const kind = typeof who === 'number' ? await kindOf(db, who) : who.kind;
  const u = typeof who === 'number' ? who : who.id;
  if (!kind || (opts.candidateIds && opts.candidateIds.length === 0)) return { matches: [], total: 0 };
  const now = opts.now ?? new Date();
  const freelancer = kind === 'FREELANCER';
  const isFreelancer = sql.raw(freelancer ? 'true' : 'false');
  const limit = opts.limit ?? 10_000;
  const offset = opts.offset ?? 0;

  let pairs: SQL;
  if (opts.candidateIds) {
    const ids = sql`array[${sql.join(opts.candidateIds.map((id) => sql`${Math.trunc(id)}`), sql`, `)}]::int[]`;
    pairs = sql`
      select os.opportunity_id, ${skillPoints(sql`m.is_top`)} as pts
        from opportunity_skills os join my_skills m on m.skill_id = os.skill_id where os.opportunity_id = any(${ids})
      union all
      select og.opportunity_id, ${int(W.genre)} from opportunity_genres og join my_genres m on m.genre_id = og.genre_id
        where og.opportunity_id = any(${ids})`;
  } else {
    const cap = int(FOR_YOU_CANDIDATES_PER_INTEREST);
    pairs = sql`
      select l.opportunity_id, ${skillPoints(sql`m.is_top`)} as pts from my_skills m cross join lateral (
        select os.opportunity_id from opportunity_skills os where os.skill_id = m.skill_id order by os.opportunity_id desc limit ${cap}) l
      union all
      select l.opportunity_id, ${int(W.genre)} from my_genres m cross join lateral (
        select og.opportunity_id from opportunity_genres og where og.genre_id = m.genre_id order by og.opportunity_id desc limit ${cap}) l`;
  }

  const result = await db.execute(sql`
    with my_skills as (select skill_id, is_top from user_skills where user_id = ${u} and ${isFreelancer}),
    my_genres as (select genre_id from user_genres where user_id = ${u}),
    pairs as (${pairs}),
    shared as (
      select opportunity_id as id, sum(pts)::int as pts from pairs group by opportunity_id having count(*) >= ${int(FOR_YOU_MIN_SHARED)}
    ),
    me as (
      select fp.job_type, fp.working_hours,
        (select array_agg(job_level_id) from user_job_levels where user_id = ${u}) as levels,
        (select array_agg(position_id) from user_positions where user_id = ${u}) as positions,
        (select array_agg(industry_id) from user_industries where user_id = ${u}) as industries
      from (select 1) one left join freelancer_preferences fp on fp.user_id = ${u} and ${isFreelancer}
    ),
    scored as (
      select o.id, o.featured, o.created_at, s.pts + (${fitPoints}) as score
      from shared s
      join opportunities o on o.id = s.id
      join users c on c.id = o.team_id
      cross join me
      where o.target = ${freelancer ? 'JOB' : 'PROJECT'} and ${listable(now)}
        and (me.industries is null or not ${isFreelancer} or exists (
          select 1 from opportunity_industries oi where oi.opportunity_id = o.id and oi.industry_id = any(me.industries)))
    )
    select id, score, count(*) over () as total from scored
    order by score desc, featured desc, created_at desc, id desc
    limit ${int(limit)} offset ${int(offset)}`);
  const rows = rowsOf<{ id: number; score: number; total: number | string }>(result);
  let total = Number(rows[0]?.total ?? 0);
  // Past the last page the window gives no row to carry the count: count again without the page.
  if (rows.length === 0 && offset > 0) total = (await forYouMatches(db, { id: u, kind }, { ...opts, limit: 1, offset: 0 })).total;
  return { matches: rows.map((r) => ({ opportunityId: Number(r.id), score: Number(r.score) })), total };
}

/**
 * The people a post matches (job alerts): for a job, ACTIVE freelancers; for a project, ACTIVE agency team
 * accounts; with the same score as forYouMatches. Empty when the post is not listable (closed, unpublished,
 * a company that is not active, or first published before the window). The caller decides who is emailed
 * (send_email, notification_frequency) and what was sent before.
 */
export async function forYouAudience(db: Db, opportunityId: number, opts: { now?: Date } = {}): Promise<ForYouAudienceMember[]> {
  const now = opts.now ?? new Date();
  const result = await db.execute(sql`
    with o as (
      select o.id, o.target, o.type, o.sub_type, o.job_level_id, o.position_id
      from opportunities o join users c on c.id = o.team_id
      where o.id = ${opportunityId} and ${listable(now)}
    ),
    post_skills as (select skill_id from opportunity_skills where opportunity_id = ${opportunityId} and exists (select 1 from o where o.target = 'JOB')),
    post_genres as (select genre_id from opportunity_genres where opportunity_id = ${opportunityId} and exists (select 1 from o)),
    pairs as (
      select us.user_id, ${skillPoints(sql`us.is_top`)} as pts from user_skills us join post_skills ps on ps.skill_id = us.skill_id
      union all
      select ug.user_id, ${int(W.genre)} from user_genres ug join post_genres pg on pg.genre_id = ug.genre_id
    ),
    shared as (select user_id, sum(pts)::int as pts from pairs group by user_id having count(*) >= ${int(FOR_YOU_MIN_SHARED)})
    select s.user_id, u.type, s.pts + (${fitPoints}) as score
    from shared s
    join users u on u.id = s.user_id
    cross join o
    cross join lateral (
      select fp.job_type, fp.working_hours,
        (select array_agg(job_level_id) from user_job_levels where user_id = u.id) as levels,
        (select array_agg(position_id) from user_positions where user_id = u.id) as positions
      from (select 1) one left join freelancer_preferences fp on fp.user_id = u.id and o.target = 'JOB'
    ) me
    where u.status = 'ACTIVE' and (
      (o.target = 'JOB' and u.type = 'FREELANCER' and (
        not exists (select 1 from user_industries ui where ui.user_id = u.id)
        or exists (select 1 from user_industries ui join opportunity_industries oi on oi.industry_id = ui.industry_id
          where ui.user_id = u.id and oi.opportunity_id = o.id)))
      or (o.target = 'PROJECT' and u.type = 'AGENCY'))
    order by score desc, s.user_id`);
  return rowsOf<{ user_id: number; type: ForYouKind; score: number }>(result).map((r) => ({
    userId: Number(r.user_id), kind: r.type, score: Number(r.score),
  }));
}
