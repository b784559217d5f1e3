import { sql, type SQL } from 'drizzle-orm';
import { FOR_YOU_MIN_SHARED, FOR_YOU_WEIGHTS as W, FOR_YOU_WINDOW_DAYS } from '@mp/domain';
import type { Db } from '../../db/client.js';
import { notHidden } from '../../db/hidden-items.js';
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
 * best of the newest this-many per interest. At a million posts the first 10 then score 94% of the exact 10
 * (500: 87%; `scripts/bench/for-you-quality.ts`, decision 0039).
 */
export const FOR_YOU_CANDIDATES_PER_INTEREST = 2000;

const int = (n: number) => sql`${n}::int`;
const since = (now: Date) => sql`(${now.toISOString()}::timestamptz - make_interval(days => ${int(FOR_YOU_WINDOW_DAYS)}))`;

/** Open, published, by an ACTIVE company (alias c), within the window, not hidden after reports: the alias of the post is `o`. */
const listable = (now: Date) =>
  sql`o.deleted_at is null and o.is_active and o.is_public and c.status = 'ACTIVE' and o.published_at >= ${since(now)} and ${notHidden('POST', sql`o.id`)}`;

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

/** The most a freelancer's fit (role type, hours, level, position) adds to a job's score; nothing for a project. */
const MAX_FIT_POINTS = W.jobType + W.workingHours + W.level + W.position;
/** How many candidates browsing scores first, in the order of their shared points (then 4 times more, and so on). */
const FIRST_PROBE = 200;

type ScoredRow = { id: number | null; score: number; total: number | string | null; probed: number | string; last_pts: number | null };

/**
 * The posts that match a person, best first (ties: featured, then newest), with the count of all matches.
 * `candidateIds` limits (and makes exact) the posts considered: job alerts pass the newly published ones.
 * A person given by id alone is looked up (a freelancer or an agency team account; anyone else matches nothing).
 *
 * Browsing: the candidates are the newest FOR_YOU_CANDIDATES_PER_INTEREST posts per shared skill or category, with
 * their shared points, read from the list indexes alone. Reading each candidate post (open? in the window? the fit
 * points) is the cost, so they are read in the order of their shared points, the best FIRST_PROBE first: a candidate
 * left unread has at most the last one's points plus the largest fit, so once the page's last post scores more than
 * that, the page is exact and `total` is what was read (at least one more than the page when more follow).
 * Otherwise 4 times as many are read, until every candidate has been (decision 0039).
 */
export async function forYouMatches(
  db: Db,
  who: ForYouPerson | number,
  opts: { candidateIds?: readonly number[]; limit?: number; offset?: number; now?: Date; perInterest?: number; firstProbe?: number } = {},
): Promise<{ matches: ForYouMatch[]; total: number }> {
  const kind = typeof who === 'number' ? await kindOf(db, who) : who.kind;
  const u = typeof who === 'number' ? who : who.id;
  if (!kind || (opts.candidateIds && opts.candidateIds.length === 0)) return { matches: [], total: 0 };
  const limit = opts.limit ?? 10_000;
  const offset = opts.offset ?? 0;
  const person = { id: u, kind };
  const maxFit = kind === 'FREELANCER' ? MAX_FIT_POINTS : 0;

  for (let probe: number | null = opts.candidateIds ? null : (opts.firstProbe ?? FIRST_PROBE); ; probe = probe! * 4) {
    const result = await scoredPage(db, person, { ...opts, limit, offset, probe });
    const rows = result.filter((r) => r.id !== null);
    // Every candidate was read (or there was no limit): the page and the count are exact.
    const complete = probe === null || Number(result[0]?.probed ?? 0) < probe;
    const total = Number(rows[0]?.total ?? 0);
    const unreadBest = Number(result[0]?.last_pts ?? 0) + maxFit;
    if (complete || (rows.length === limit && total > offset + limit && Number(rows.at(-1)!.score) > unreadBest)) {
      // Past the last page the window gives no row to carry the count: count again without the page.
      const counted = rows.length === 0 && offset > 0 ? (await forYouMatches(db, person, { ...opts, limit: 1, offset: 0 })).total : total;
      return { matches: rows.map((r) => ({ opportunityId: Number(r.id), score: Number(r.score) })), total: counted };
    }
  }
}

/** One page of scored matches; with `probe`, only the `probe` candidates of most shared points are read. */
async function scoredPage(
  db: Db,
  { id: u, kind }: ForYouPerson,
  opts: { candidateIds?: readonly number[]; limit: number; offset: number; now?: Date; perInterest?: number; probe: number | null },
): Promise<ScoredRow[]> {
  const now = opts.now ?? new Date();
  const freelancer = kind === 'FREELANCER';
  const isFreelancer = sql.raw(freelancer ? 'true' : 'false');

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
    const cap = int(opts.perInterest ?? FOR_YOU_CANDIDATES_PER_INTEREST);
    pairs = sql`
      select l.opportunity_id, ${skillPoints(sql`m.is_top`)} as pts from my_skills m cross join lateral (
        select os.opportunity_id from opportunity_skills os where os.skill_id = m.skill_id order by os.opportunity_id desc limit ${cap}) l
      union all
      select l.opportunity_id, ${int(W.genre)} from my_genres m cross join lateral (
        select og.opportunity_id from opportunity_genres og where og.genre_id = m.genre_id order by og.opportunity_id desc limit ${cap}) l`;
  }
  // The candidates read: all of them, or the `probe` of most shared points (newest first among equals).
  const read = opts.probe === null
    ? sql`select id, pts from shared`
    : sql`select id, pts from shared order by pts desc, id desc limit ${int(opts.probe)}`;

  const result = await db.execute(sql`
    with my_skills as (select skill_id, is_top from user_skills where user_id = ${u} and ${isFreelancer}),
    my_genres as (select genre_id from user_genres where user_id = ${u}),
    pairs as (${pairs}),
    shared as (
      select opportunity_id as id, sum(pts)::int as pts from pairs group by opportunity_id having count(*) >= ${int(FOR_YOU_MIN_SHARED)}
    ),
    candidates as materialized (${read}),
    probed as (select count(*)::int as n, min(pts)::int as last_pts from candidates),
    me as (
      select fp.job_type, fp.working_hours,
        (select array_agg(job_level_id) from user_job_levels where user_id = ${u}) as levels,
        (select array_agg(position_id) from user_positions where user_id = ${u}) as positions,
        (select array_agg(industry_id) from user_industries where user_id = ${u}) as industries
      from (select 1) one left join freelancer_preferences fp on fp.user_id = ${u} and ${isFreelancer}
    ),
    scored as (
      select o.id, o.featured, o.created_at, s.pts + (${fitPoints}) as score
      from candidates s
      join opportunities o on o.id = s.id
      join users c on c.id = o.team_id
      cross join me
      where o.target = ${freelancer ? 'JOB' : 'PROJECT'} and ${listable(now)}
        and (me.industries is null or not ${isFreelancer} or exists (
          select 1 from opportunity_industries oi where oi.opportunity_id = o.id and oi.industry_id = any(me.industries)))
    )
    -- What was read comes back even when the page is empty (one row without an id).
    select page.id, page.score, page.total, probed.n as probed, probed.last_pts from probed left join lateral (
      select id, score, count(*) over () as total from scored
      order by score desc, featured desc, created_at desc, id desc
      limit ${int(opts.limit)} offset ${int(opts.offset)}
    ) page on true`);
  return rowsOf<ScoredRow>(result);
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
