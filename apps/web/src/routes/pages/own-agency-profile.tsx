import { pageTitle } from '../../lib/page-title';
export { OwnAgencyProfilePage as default } from '../../features/case-studies/AgencyProfilePage';

export const handle = pageTitle('Profile');
