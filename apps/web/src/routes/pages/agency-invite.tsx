import { pageTitle } from '../../lib/page-title';
export { AgencyInvitePage as default } from '../../features/teams/accept/AgencyInvitePage';

export const handle = pageTitle('Join a team');
