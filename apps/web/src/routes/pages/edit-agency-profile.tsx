import { pageTitle } from '../../lib/page-title';
export { EditAgencyProfilePage as default } from '../../features/agency/EditAgencyProfilePage';

export const handle = pageTitle('Edit Profile');
