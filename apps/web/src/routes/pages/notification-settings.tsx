import { pageTitle } from '../../lib/page-title';
export { NotificationSettingsPage as default } from '../../features/settings/NotificationSettingsPage';

export const handle = pageTitle('Notification Settings');
