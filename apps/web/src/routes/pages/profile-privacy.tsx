import { pageTitle } from '../../lib/page-title';
export { ProfilePrivacyPage as default } from '../../features/settings/ProfilePrivacyPage';

export const handle = pageTitle('Profile Privacy');
