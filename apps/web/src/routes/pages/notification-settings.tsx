import { useRouteGroup } from '../../app/group-context';
import { pageMeta } from '../../lib/page-title';
import { CompanyNotificationSettingsPage } from '../../features/settings/CompanyNotificationSettingsPage';
import { NotificationSettingsPage } from '../../features/settings/NotificationSettingsPage';

export const meta = pageMeta('Notification Settings');

/** /{group}/notification-settings: the seekers' settings, or a company user's Messages switch. */
export default function NotificationSettings() {
  const { group } = useRouteGroup();
  return group === 'company' ? <CompanyNotificationSettingsPage /> : <NotificationSettingsPage />;
}
