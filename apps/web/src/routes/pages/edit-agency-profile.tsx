import { pageMeta } from '../../lib/page-title';
export { EditAgencyProfilePage as default } from '../../features/agency/EditAgencyProfilePage';

export const meta = pageMeta('Edit Profile');
