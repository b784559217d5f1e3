import { pageTitle } from '../../lib/page-title';
export { EditCompanyProfilePage as default } from '../../features/company/EditCompanyProfilePage';

export const handle = pageTitle('Edit Profile');
