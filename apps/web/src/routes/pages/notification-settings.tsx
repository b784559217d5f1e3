import { pageMeta } from '../../lib/page-title';
export { NotificationSettingsPage as default } from '../../features/settings/NotificationSettingsPage';

export const meta = pageMeta('Notification Settings');
