import { data, type LoaderFunctionArgs } from 'react-router';
import { fetchPageQueries, PageData } from '../../app/page-data';
import { PublicJobPage } from '../../features/jobs/PublicJobPage';
import { publicJobQuery } from '../../features/jobs/hooks';
import { pageMeta } from '../../lib/page-title';

export const meta = pageMeta('Job');

/** The post, or 404 for an address no published post has. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const state = await fetchPageQueries(context, (request) => [publicJobQuery(params.slug ?? '', request)]);
  return state.queries[0]?.state.data ? state : data(state, { status: 404 });
}

export default function Job() {
  return (
    <PageData>
      <PublicJobPage />
    </PageData>
  );
}
