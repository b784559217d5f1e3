import { pageMeta } from '../../lib/page-title';
export { DashboardPage as default } from '../../features/dashboard/DashboardPage';

export const meta = pageMeta('Dashboard');
