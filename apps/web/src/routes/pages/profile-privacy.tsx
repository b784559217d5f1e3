import { pageMeta } from '../../lib/page-title';
export { ProfilePrivacyPage as default } from '../../features/settings/ProfilePrivacyPage';

export const meta = pageMeta('Profile Privacy');
