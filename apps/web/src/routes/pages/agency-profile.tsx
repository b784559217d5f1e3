import { pageTitle } from '../../lib/page-title';
export { AgencyProfilePage as default } from '../../features/case-studies/AgencyProfilePage';

export const handle = pageTitle('Agency profile');
