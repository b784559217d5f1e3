import { pageTitle } from '../../lib/page-title';
export { ManageTeamPage as default } from '../../features/teams/admin/ManageTeamPage';

export const handle = pageTitle('Manage Team');
