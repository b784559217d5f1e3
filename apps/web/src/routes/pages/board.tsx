import { BOARD_PATH, boardNoIndex, boardSearch, parseBoardQuery } from '@mp/domain';
import type { LoaderFunctionArgs } from 'react-router';
import { fetchPageQueries, PageData } from '../../app/page-data';
import { BoardPage } from '../../features/jobs/BoardPage';
import { boardQueries } from '../../features/jobs/board-hooks';
import { headMeta, type PageHead } from '../../lib/head';

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
  const { dehydrated } = await fetchPageQueries(context, boardQueries(url));
  const head: PageHead = {
    appUrl: context.appUrl,
    title: query.kind === 'PROJECT' ? 'Find agency projects' : 'Find work',
    description: BOARD_DESCRIPTION,
    url: `${BOARD_PATH}${boardSearch(query)}`,
    noindex: boardNoIndex(query),
  };
  return { dehydrated, head };
}

export const meta = headMeta;

/**
 * The same for every visitor for a few seconds: shared caches may keep it (the API keeps it too, page-cache.ts), so
 * a crowd on the board does not render each address over and over. It varies on the cookie: a signed-in user's
 * colours (the root's loader).
 */
export const headers = () => ({ 'Cache-Control': `public, max-age=0, s-maxage=${BOARD_SHARED_SECONDS}`, Vary: 'Cookie' });

export default function Board() {
  return (
    <PageData>
      <BoardPage />
    </PageData>
  );
}
