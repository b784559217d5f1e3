import { pageTitle } from '../../lib/page-title';
export { CompanyInvitePage as default } from '../../features/teams/accept/CompanyInvitePage';

export const handle = pageTitle('Join a team');
