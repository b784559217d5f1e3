import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { fetchPageQueries, PageData, prefetchPageQueries } from '../../app/page-data';
import { browserQueryClient } from '../../app/query-client';
import type { RequestOptions } from '../../app/api-client';
import { useGroupPath } from '../../app/group-context';
import type { SessionUser } from '../../app/session/documents';
import { isTeamAdmin } from '../../app/session/rules';
import { getSession } from '../../app/session/session-store';
import { readViewer, viewerRequest } from '../../app/viewer';
import { ContentBlocks } from '../../features/dashboard/ContentBlocks';
import { DashboardPage } from '../../features/dashboard/DashboardPage';
import { EmbedSnippetCard } from '../../features/companies/EmbedSnippetCard';
import { UpcomingInterviewsCard } from '../../features/interviews/UpcomingInterviewsCard';
import { FactorReminder } from '../../features/second-factor/FactorReminder';
import { secondFactorsQuery } from '../../features/second-factor/hooks';
import { CompanyDashboard } from '../../features/opportunities/manage/CompanyDashboard';
import { companyDashboardQueries } from '../../features/opportunities/manage/preload';
import { pageMeta } from '../../lib/page-title';
import { PageLoader } from '../../ui/PageLoader';

export const meta = pageMeta('Dashboard');

/** The page's data: the company's blocks, and for a team admin the second factors, so the reminder comes with the page. */
const queries = (user: SessionUser, request?: RequestOptions) => [
  ...companyDashboardQueries(user, request),
  ...(isTeamAdmin(user) && user.status !== 'INACTIVE' ? [secondFactorsQuery(request)] : []),
];

/**
 * An active company's dashboard renders once its first data is in (the balance and both lists), so it appears
 * whole instead of growing as each part arrives: read on the server for the page session's person, so the page
 * comes with them; else in the browser (null here: the page waits for its client loader).
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const viewer = await readViewer(context);
  if (!viewer) return null;
  try {
    const { dehydrated } = await fetchPageQueries(context, (request) => queries(viewer, request), viewerRequest(context));
    return { dehydrated };
  } catch (error) {
    context.reportError?.(error);
    return null;
  }
}

/** In the browser (a navigation, or a page the server did not render for its reader). What the server read is still fresh. */
export async function clientLoader() {
  const user = getSession()?.user;
  if (user) await prefetchPageQueries(browserQueryClient, queries(user));
  return { dehydrated: undefined };
}
clientLoader.hydrate = true as const;

export default function CompanyDashboardPage() {
  const path = useGroupPath();
  if (!useLoaderData<typeof loader | typeof clientLoader>()) return <PageLoader />;
  return (
    <PageData>
      <DashboardPage
        factorReminder={<FactorReminder accountPath={path('account')} />}
        blocks={
          <CompanyDashboard
            after={
              <>
                <UpcomingInterviewsCard />
                <EmbedSnippetCard />
                <ContentBlocks group="company" />
              </>
            }
          />
        }
      />
    </PageData>
  );
}
