import type { LoaderFunctionArgs } from 'react-router';
import { fetchPageQueries, PageData } from '../../app/page-data';
import { HomePage } from '../../features/marketing/HomePage';
import { homeQueries } from '../../features/marketing/home-hooks';
import { headMeta, type PageHead } from '../../lib/head';

/** What search results and link previews say of the front door. */
const HOME_DESCRIPTION =
  'Find freelance and permanent work in the creative industries, or post a job and hear from the people who fit it. Browse open jobs, projects and agencies.';

/** `/`: the latest posts, agencies and case studies, with the front door's head. */
export async function loader({ context }: LoaderFunctionArgs) {
  const { dehydrated } = await fetchPageQueries(context, homeQueries);
  const head: PageHead = { appUrl: context.appUrl, title: 'Find work and post jobs', description: HOME_DESCRIPTION, url: '/' };
  return { dehydrated, head };
}

export const meta = headMeta;

export default function Home() {
  return (
    <PageData>
      <HomePage />
    </PageData>
  );
}
