import { BOARD_PAGE_SIZE, searchInputSchema, type OpportunityTarget } from '@mp/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { Paginated } from '../../graphql/paging.js';
import { findPublicJobsByIds, type PublicJob } from '../job-pages/service.js';
import { searchConditions } from '../search/conditions.js';
import { findIds } from '../search/find-ids.js';
import { searchWindow } from '../search/service.js';

/**
 * The public job board and the home page's latest posts (decision 0053): the seekers' search (decision 0039) without
 * a viewer, for either kind. The same conditions, order, index and words rules, so hostile words get the same
 * field errors as the seekers' search, and the page's posts are read in one statement (findPublicJobsByIds).
 */

export interface BoardArgs {
  target?: OpportunityTarget | null;
  filters?: unknown;
  first?: number | null;
  page?: number | null;
}

export async function jobBoard(db: Db, args: BoardArgs): Promise<Paginated<PublicJob>> {
  const target = args.target ?? 'JOB';
  const input = AppError.parse(searchInputSchema, args.filters ?? {}, 'filters');
  const window = searchWindow(args, BOARD_PAGE_SIZE);
  const page = await findIds(db, target, await searchConditions(db, target, input), window.limit, window.offset);
  const data = await findPublicJobsByIds(db, page.ids);
  return { data, paginatorInfo: { count: data.length, currentPage: window.page, hasMorePages: page.more, total: page.total } };
}

/** The home page's newest open posts of one kind (featured first, as the search orders them), without a count. */
export async function latestPublicPosts(db: Db, target: OpportunityTarget, first?: number | null): Promise<PublicJob[]> {
  const { limit } = searchWindow({ first }, 6);
  const page = await findIds(db, target, await searchConditions(db, target, AppError.parse(searchInputSchema, {}, 'filters')), limit, 0, { total: false });
  return findPublicJobsByIds(db, page.ids);
}

