import { useEffect } from 'react';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { fetchPageQueries, PageData, prefetchPageQueries } from '../../app/page-data';
import { browserQueryClient } from '../../app/query-client';
import type { RequestOptions } from '../../app/api-client';
import { useGroupPath } from '../../app/group-context';
import type { SessionUser } from '../../app/session/documents';
import { isTeamAdmin } from '../../app/session/rules';
import { getSession } from '../../app/session/session-store';
import { readViewer, viewerRequest } from '../../app/viewer';
import { companyContentQueries, ContentBlocks } from '../../features/dashboard/ContentBlocks';
import { DashboardPage } from '../../features/dashboard/DashboardPage';
import { EmbedSnippetCard } from '../../features/companies/EmbedSnippetCard';
import { myCompanyPageQuery } from '../../features/companies/hooks';
import { upcomingInterviewsCardQuery, UpcomingInterviewsCard } from '../../features/interviews/UpcomingInterviewsCard';
import { FactorReminder } from '../../features/second-factor/FactorReminder';
import { reminderFactorsQuery } from '../../features/second-factor/hooks';
import { CompanyDashboard } from '../../features/opportunities/manage/CompanyDashboard';
import { companyDashboardQueries } from '../../features/opportunities/manage/preload';
import { pageMeta } from '../../lib/page-title';
import { PageLoader } from '../../ui/PageLoader';

export const meta = pageMeta('Dashboard');

/**
 * The page's data, all of it, so it comes whole and nothing is read again as it goes live: the company's blocks, those
 * below them, and for a team admin the second factors (the reminder).
 */
const queries = (user: SessionUser, request?: RequestOptions) =>
  user.status === 'INACTIVE'
    ? []
    : [
        ...companyDashboardQueries(user, request),
        upcomingInterviewsCardQuery(request),
        myCompanyPageQuery(request),
        ...companyContentQueries(user.id, request),
        ...(isTeamAdmin(user) ? [reminderFactorsQuery(request)] : []),
      ];

/**
 * An active company's dashboard renders once its data is in, so it appears whole instead of growing as each part
 * arrives: read on the server for the page session's person, so the page comes with them; else in the browser (null
 * here: the page asks the router to run its client loader).
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const viewer = await readViewer(context);
  if (!viewer) return null;
  try {
    const { dehydrated } = await fetchPageQueries(context, (request) => queries(viewer, request), viewerRequest(context));
    return { dehydrated, origin: context.appUrl };
  } catch (error) {
    context.reportError?.(error);
    return null;
  }
}

/**
 * In the browser: a navigation, or a page the server did not render for its reader. Not run as a rendered page goes
 * live (no `hydrate`): that would start a navigation as the page hydrates, and render the whole page again at once.
 */
export async function clientLoader() {
  const user = getSession()?.user;
  if (user) await prefetchPageQueries(browserQueryClient, queries(user));
  return { dehydrated: undefined, origin: window.location.origin };
}

export default function CompanyDashboardPage() {
  const path = useGroupPath();
  const loaded = useLoaderData<typeof loader | typeof clientLoader>();
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!loaded) void revalidate();
  }, [loaded, revalidate]);
  if (!loaded) return <PageLoader />;
  return (
    <PageData>
      <DashboardPage
        factorReminder={<FactorReminder accountPath={path('account')} />}
        blocks={
          <CompanyDashboard
            after={
              <>
                <UpcomingInterviewsCard />
                <EmbedSnippetCard origin={loaded.origin} />
                <ContentBlocks group="company" />
              </>
            }
          />
        }
      />
    </PageData>
  );
}
