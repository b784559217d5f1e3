import { pageTitle } from '../../lib/page-title';
export { CompanyProfilePage as default } from '../../features/teams/accept/CompanyProfilePage';

export const handle = pageTitle('Join a team: personal information');
