import { BOARD_PAGE_SIZE, BOARD_PATH, boardNoIndex, boardSearch, parseBoardQuery } from '@mp/domain';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { fetchPageQueries, PageData } from '../../app/page-data';
import { BoardPage } from '../../features/jobs/BoardPage';
import { boardQueries } from '../../features/jobs/board-hooks';
import { headMeta, type PageHead } from '../../lib/head';
import { sharedFor } from '../../lib/shared-cache';
import { absolute, boardFeedPath, boardFeedTitle } from '@mp/domain';
import type { MetaFunction } from 'react-router';

/** How long one render of a board address serves every visitor. */
const BOARD_SHARED_SECONDS = 10;

const BOARD_DESCRIPTION = 'Every open job and project on Onbrief: search by words, discipline, role type and how you work.';

/**
 * `/jobs`: one page of the board for its address, read as the page reads it. The canonical address is
 * the normalised one (unknown values dropped, a fixed order); words searches and filtered pages beyond the first are
 * kept out of the index (boardNoIndex).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const query = parseBoardQuery(url.searchParams);
  const {
    dehydrated,
    results: [board],
  } = await fetchPageQueries(context, boardQueries(url));
  // Past the last page there is nothing to show: the last page that exists (the first when none match).
  if (query.page > 1 && board.data.length === 0) throw redirect(`${BOARD_PATH}${boardSearch(query, Math.max(1, Math.ceil(board.paginatorInfo.total / BOARD_PAGE_SIZE)))}`);
  const head: PageHead = {
    appUrl: context.appUrl,
    title: query.kind === 'PROJECT' ? 'Find agency projects' : 'Find work',
    description: BOARD_DESCRIPTION,
    url: `${BOARD_PATH}${boardSearch(query)}`,
    noindex: boardNoIndex(query),
  };
  return { dehydrated, head };
}

/**
 * The page's head, and its search's Atom feed announced for feed readers (`<link rel="alternate">`): written here
 * rather than in `links`, which cannot read the address the feed follows.
 */
export const meta: MetaFunction = (args) => {
  const query = parseBoardQuery(new URLSearchParams(args.location.search));
  const href = absolute((args.loaderData as { head?: PageHead } | undefined)?.head?.appUrl ?? '', boardFeedPath(query));
  return [...(headMeta(args) ?? []), { tagName: 'link', rel: 'alternate', type: 'application/atom+xml', title: boardFeedTitle(query), href }];
};

export const headers = () => sharedFor(BOARD_SHARED_SECONDS);

export default function Board() {
  return (
    <PageData>
      <BoardPage />
    </PageData>
  );
}
