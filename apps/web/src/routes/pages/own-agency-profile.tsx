import { pageMeta } from '../../lib/page-title';
export { OwnAgencyProfilePage as default } from '../../features/case-studies/AgencyProfilePage';

export const meta = pageMeta('Profile');
