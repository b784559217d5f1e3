import { SEARCH_PAGE_MAX, SEARCH_PAGE_SIZE, searchInputSchema } from '@mp/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { Paginated } from '../../graphql/paging.js';
import type { Viewer } from '../../viewer/viewer.js';
import { seekerOf } from '../apply/policy.js';
import { findPublicJobsByIds, type PublicJob } from '../job-pages/service.js';
import { searchConditions } from './conditions.js';
import { findIds } from './find-ids.js';
import { forYouMatches } from './for-you.js';

/**
 * Search, "for you" and the latest block (decision 0039). Each function takes (db, viewer, args), so the
 * benchmark calls them as the API does. A list is found as ids (conditions.ts, find-ids.ts, for-you.ts), then the
 * page's posts are read in one statement by the public page's reading (findPublicJobsByIds), in the list's order.
 */

export interface PageArgs {
  first?: number | null;
  page?: number | null;
}

/** 1 to SEARCH_PAGE_MAX a page (clamped, as the other lists do), page 1 or later. */
export function searchWindow(args: PageArgs, fallback = SEARCH_PAGE_SIZE) {
  const limit = Math.min(Math.max(Math.trunc(args.first ?? fallback), 1), SEARCH_PAGE_MAX);
  const page = Math.min(Math.max(Math.trunc(args.page ?? 1), 1), 100_000);
  return { limit, offset: (page - 1) * limit, page };
}

export interface SearchArgs extends PageArgs {
  filters?: unknown;
}

/** searchOpportunities: the viewer's kind (freelancers jobs, agencies projects), filtered, in the spec's order. */
export async function searchOpportunities(db: Db, viewer: Viewer, args: SearchArgs): Promise<Paginated<PublicJob>> {
  const { target } = seekerOf(viewer);
  const input = AppError.parse(searchInputSchema, args.filters ?? {}, 'filters');
  const window = searchWindow(args);
  const page = await findIds(db, target, await searchConditions(db, target, input), window.limit, window.offset);
  const data = await findPublicJobsByIds(db, page.ids);
  return { data, paginatorInfo: { count: data.length, currentPage: window.page, hasMorePages: page.more, total: page.total } };
}

/**
 * latestOpportunities: the first posts of the search order (featured, newest, title) of the viewer's kind,
 * optionally of one discipline: the dashboards' "latest" blocks (the freelancer's uses discipline 1, F-X4).
 */
export async function latestOpportunities(db: Db, viewer: Viewer, args: { first?: number | null; industry?: number | null }): Promise<PublicJob[]> {
  const { target } = seekerOf(viewer);
  const { limit } = searchWindow({ first: args.first }, 4);
  const input = AppError.parse(searchInputSchema, args.industry ? { industry: [args.industry] } : {}, 'filters');
  const page = await findIds(db, target, await searchConditions(db, target, input), limit, 0, { total: false });
  return findPublicJobsByIds(db, page.ids);
}

/**
 * opportunitiesForYou: the viewer's matches (for-you.ts), best first. A freelancer matches as themself, an
 * agency (its owner or a guest acting for it) as its team.
 */
export async function opportunitiesForYou(db: Db, viewer: Viewer, args: PageArgs): Promise<Paginated<PublicJob>> {
  const seeker = seekerOf(viewer);
  const window = searchWindow(args);
  const person = seeker.agencyId === null ? { id: viewer.user.id, kind: 'FREELANCER' as const } : { id: seeker.agencyId, kind: 'AGENCY' as const };
  const { matches, total } = await forYouMatches(db, person, { limit: window.limit, offset: window.offset });
  const data = await findPublicJobsByIds(db, matches.map((m) => m.opportunityId));
  return {
    data,
    paginatorInfo: { count: data.length, currentPage: window.page, hasMorePages: window.offset + matches.length < total, total },
  };
}
