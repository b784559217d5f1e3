import { pageMeta } from '../../lib/page-title';
export { EditProfilePage as default } from '../../features/freelancer/profile/ManageProfilePage';

export const meta = pageMeta('Edit Profile');
