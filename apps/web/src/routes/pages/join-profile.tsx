import { pageMeta } from '../../lib/page-title';
export { CompanyProfilePage as default } from '../../features/teams/accept/CompanyProfilePage';

export const meta = pageMeta('Join a team: personal information');
