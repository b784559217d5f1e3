import type { LoaderFunctionArgs } from 'react-router';
import { fetchPageQueries, PageData } from '../../app/page-data';
import { BoardPage } from '../../features/jobs/BoardPage';
import { boardQueries } from '../../features/jobs/board-hooks';
import { pageMeta } from '../../lib/page-title';

export const meta = pageMeta('Find work');

export const loader = ({ request, context }: LoaderFunctionArgs) => fetchPageQueries(context, boardQueries(new URL(request.url)));

export default function Board() {
  return (
    <PageData>
      <BoardPage />
    </PageData>
  );
}
