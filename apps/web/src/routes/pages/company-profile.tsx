import { pageTitle } from '../../lib/page-title';
export { PublicCompanyProfilePage as default } from '../../features/company/PublicCompanyProfilePage';

export const handle = pageTitle('Company profile');
