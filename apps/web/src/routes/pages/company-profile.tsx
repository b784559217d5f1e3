import { pageMeta } from '../../lib/page-title';
export { PublicCompanyProfilePage as default } from '../../features/company/PublicCompanyProfilePage';

export const meta = pageMeta('Company profile');
