import { pageMeta } from '../../lib/page-title';
export { AgencyProfilePage as default } from '../../features/case-studies/AgencyProfilePage';

export const meta = pageMeta('Agency profile');
