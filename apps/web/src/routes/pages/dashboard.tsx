import { preloadDashboard } from '../../features/dashboard/preload';
import { pageMeta } from '../../lib/page-title';
export { DashboardPage as default } from '../../features/dashboard/DashboardPage';

export const meta = pageMeta('Dashboard');

/** A company's dashboard renders once its code and first data are in (features/dashboard/preload.ts). */
export async function clientLoader({ request }: { request: Request }) {
  await preloadDashboard(new URL(request.url).pathname);
  return null;
}
