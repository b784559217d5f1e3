import { useGroupPath } from '../../app/group-context';
import { DashboardPage } from '../../features/dashboard/DashboardPage';
import { FactorReminder } from '../../features/second-factor/FactorReminder';
import { pageMeta } from '../../lib/page-title';

export const meta = pageMeta('Dashboard');

/** /{group}/dashboard (an agency's, a freelancer's; a company's is its own route). */
export default function GroupDashboardPage() {
  const path = useGroupPath();
  return <DashboardPage factorReminder={<FactorReminder accountPath={path('account')} />} />;
}
