import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { SEARCH_TOTAL_CAP, type OpportunityTarget } from '@mp/domain';
import type { Db } from '../../db/client.js';
import { opportunities as o, users } from '../../db/schema/index.js';
import { matching, openPosts, wordsMatch, type SearchConditions } from './conditions.js';

/** Finding a page of a search's ids in the spec's order, at a cost that stays bounded at a million posts (decision 0039). */

/** The spec's order (F-O2, G-O3): featured first, then newest, then title; the id keeps pages stable. */
const SEARCH_ORDER = [desc(o.featured), desc(o.created_at), asc(o.title), desc(o.id)];

const activeCompany = and(eq(users.id, o.team_id), eq(users.status, 'ACTIVE'));

/**
 * The company's status read for each match as it is met, not joined: the planner, misjudging how many posts a set
 * of correlated facets selects (each discipline-qualified facet implies the discipline), would otherwise sort every
 * match for a merge join, and the count would no longer stop at the cap.
 */
const companyActive = sql`(select ${users.status} from ${users} where ${users.id} = ${o.team_id}) = 'ACTIVE'`;

/** How many match, counted up to SEARCH_TOTAL_CAP (then "that many or more"). */
async function cappedCount(db: Db, where: SQL): Promise<number> {
  const matches = db.select({ one: sql`1` }).from(o).where(and(where, companyActive)).limit(SEARCH_TOTAL_CAP).as('matches');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matches);
  return Number(row?.n ?? 0);
}

/** The first posts of the order that a search looks through before it reads every match (see findIds). */
const lookAhead = (needed: number) => Math.min(Math.max(needed * 200, 2_000), 20_000);

/** The widest second look (an index-only scan of this many entries takes about 10 ms at a million posts). */
const WIDEST_LOOK = 40_000;

/**
 * The second look's size when the first found some matches but not the page: enough, at the rate seen, for the
 * page and half as much again. Only from 2 matches up: with fewer, the matches are so rare that reading all of
 * them costs less than looking further (measured in decision 0039). Null: no second look.
 */
export function secondLook(window: number, found: number, needed: number): number | null {
  if (found < 2 || found >= needed) return null;
  const size = Math.ceil(((window * needed) / found) * 1.5);
  return size <= WIDEST_LOOK ? size : null;
}

/**
 * Up to `want` matches among the first `window` open posts of the order, in that order. The posts are read with
 * what the filters test, under the table's own name so the filters apply to them, from the order's covering index
 * alone (`opportunities_order_idx`); PostgreSQL cannot push the filters into the limited subquery, so it tests
 * them on these rows only. The words need the post's row: read for the survivors alone.
 */
async function matchesAmongFirst(db: Db, target: OpportunityTarget, conditions: SearchConditions, window: number, want: number) {
  const first = db
    .select({ id: o.id, featured: o.featured, created_at: o.created_at, title: o.title, team_id: o.team_id, facets: o.facets })
    .from(o)
    .where(openPosts(target))
    .orderBy(...SEARCH_ORDER)
    .limit(window)
    .as('opportunities');
  let matches = db.select({ id: first.id }).from(first).innerJoin(users, activeCompany).$dynamic();
  if (conditions.words !== null) {
    const post = alias(o, 'post');
    matches = matches.innerJoin(post, and(eq(post.id, first.id), wordsMatch(post.search_vector, conditions.words)));
  }
  return matches
    .where(conditions.filters)
    .orderBy(desc(first.featured), desc(first.created_at), asc(first.title), desc(first.id))
    .limit(want);
}

export interface IdsPage {
  ids: number[];
  more: boolean;
  /** Exact below SEARCH_TOTAL_CAP; SEARCH_TOTAL_CAP (or what has been seen) means "at least". */
  total: number;
}

/**
 * A page of matching ids in the search order, in at most four statements whose cost does not depend on the
 * planner guessing how many posts match (decision 0039):
 * 1. among the first `lookAhead` open posts of the order (an ordered index scan that stops there), the matches,
 *    up to the page's end or SEARCH_TOTAL_CAP: a broad search is answered here; filters (with or without words)
 *    that matched a few there look again, further (`secondLook`), so a skill used by 0.3% of posts is answered here too;
 * 2. when that gave the page but fewer than SEARCH_TOTAL_CAP matches, the total by a capped count (the matches
 *    are known not to be rare, so the count stops early);
 * 3. when that did not fill the page, the matches are rare: all of them are read through the indexes that select
 *    them (the order is written so the ordered index cannot be used, so PostgreSQL cannot walk every open post
 *    hoping to meet a match soon) and sorted, with their count.
 */
export async function findIds(
  db: Db, target: OpportunityTarget, conditions: SearchConditions, limit: number, offset: number,
  opts: { total?: boolean; /** Internal: the first look's size (tests try every path on a few posts). */ firstLook?: number } = {},
): Promise<IdsPage> {
  const wantTotal = opts.total !== false;
  const needed = offset + limit + 1;
  const where = matching(target, conditions);
  const want = wantTotal ? Math.max(needed, SEARCH_TOTAL_CAP) : needed;
  const look = opts.firstLook ?? lookAhead(needed);
  let found = await matchesAmongFirst(db, target, conditions, look, want);
  // Filters that matched a few of the first posts (a skill; a word with a discipline, role type and location): a
  // wider look at the order's index is cheaper than reading every match, sized to fill the page from the rate seen
  // (see secondLook). Its rows are the newest posts, which every search reads, so they are in memory; every match
  // would be rows all over the table, read from disk on a fresh database. The words are tested on the rows the
  // filters left, so words alone (no filter to narrow the rows first) do not look further.
  const wider = conditions.filters !== undefined ? secondLook(look, found.length, needed) : null;
  if (wider !== null) found = await matchesAmongFirst(db, target, conditions, wider, want);
  if (found.length >= needed) {
    const ids = found.slice(offset, offset + limit).map((r) => r.id);
    const seen = needed;
    const total =
      !wantTotal || found.length >= SEARCH_TOTAL_CAP ? Math.max(Math.min(found.length, SEARCH_TOTAL_CAP), seen) : Math.max(await cappedCount(db, where), seen);
    return { ids, more: true, total };
  }
  const rows = await db
    .select({ id: o.id, total: sql<number>`count(*) over ()` })
    .from(o)
    .innerJoin(users, activeCompany)
    .where(where)
    .orderBy(sql`${o.featured}::int desc`, desc(o.created_at), asc(o.title), desc(o.id))
    .limit(limit + 1)
    .offset(offset);
  const exact = rows.length ? Number(rows[0]!.total) : offset > 0 ? await cappedCount(db, where) : 0;
  const more = rows.length > limit;
  const seen = rows.length ? offset + Math.min(rows.length, limit) + (more ? 1 : 0) : 0;
  return { ids: rows.slice(0, limit).map((r) => r.id), more, total: exact < SEARCH_TOTAL_CAP ? exact : Math.max(SEARCH_TOTAL_CAP, seen) };
}
