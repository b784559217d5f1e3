import { pageTitle } from '../../lib/page-title';
export { ProfileViewPage as default } from '../../features/freelancer/profile/ProfileViewPage';

export const handle = pageTitle('Profile');
