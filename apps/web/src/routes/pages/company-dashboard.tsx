import { browserQueryClient } from '../../app/query-client';
import { getSession } from '../../app/session/session-store';
import { DashboardPage } from '../../features/dashboard/DashboardPage';
import { CompanyDashboard, preloadCompanyDashboard } from '../../features/opportunities';
import { pageMeta } from '../../lib/page-title';

export const meta = pageMeta('Dashboard');

/**
 * An active company's dashboard renders once its first data is in (the balance and both lists), so it appears
 * whole instead of growing as each part arrives.
 */
export async function clientLoader() {
  const user = getSession()?.user;
  if (user && user.status !== 'INACTIVE') await preloadCompanyDashboard(browserQueryClient, user);
  return null;
}

export default function CompanyDashboardPage() {
  return <DashboardPage companyBlocks={<CompanyDashboard />} />;
}
