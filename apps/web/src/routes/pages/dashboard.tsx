import { useGroupPath, useRouteGroup } from '../../app/group-context';
import { SeekerDashboard } from '../../features/dashboard/SeekerDashboard';
import { FactorReminder } from '../../features/second-factor/FactorReminder';
import { pageMeta } from '../../lib/page-title';

export const meta = pageMeta('Dashboard');

/** /{group}/dashboard (an agency's, a freelancer's; a company's is its own route). */
export default function GroupDashboardPage() {
  const path = useGroupPath();
  const { group } = useRouteGroup();
  return <SeekerDashboard side={group === 'agency' ? 'agency' : 'freelancer'} factorReminder={<FactorReminder accountPath={path('account')} />} />;
}
