import { pageTitle } from '../../lib/page-title';
export { EditProfilePage as default } from '../../features/freelancer/profile/ManageProfilePage';

export const handle = pageTitle('Edit Profile');
