import type { LoaderFunctionArgs } from 'react-router';
import { fetchPageQueries, PageData } from '../../app/page-data';
import { HomePage } from '../../features/marketing/HomePage';
import { homeQueries } from '../../features/marketing/home-hooks';
import { pageMeta } from '../../lib/page-title';

export const meta = pageMeta('Find work and post jobs');

export const loader = ({ context }: LoaderFunctionArgs) => fetchPageQueries(context, homeQueries);

export default function Home() {
  return (
    <PageData>
      <HomePage />
    </PageData>
  );
}
