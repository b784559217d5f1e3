import { pageMeta } from '../../lib/page-title';
export { ProfileViewPage as default } from '../../features/freelancer/profile/ProfileViewPage';

export const meta = pageMeta('Profile');
