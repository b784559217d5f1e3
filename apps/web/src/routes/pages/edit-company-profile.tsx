import { pageMeta } from '../../lib/page-title';
export { EditCompanyProfilePage as default } from '../../features/company/EditCompanyProfilePage';

export const meta = pageMeta('Edit Profile');
