import { pageMeta } from '../../lib/page-title';
export { ManageTeamPage as default } from '../../features/teams/admin/ManageTeamPage';

export const meta = pageMeta('Manage Team');
