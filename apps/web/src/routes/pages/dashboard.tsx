import { pageTitle } from '../../lib/page-title';
export { DashboardPage as default } from '../../features/dashboard/DashboardPage';

export const handle = pageTitle('Dashboard');
