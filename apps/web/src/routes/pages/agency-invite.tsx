import { pageMeta } from '../../lib/page-title';
export { AgencyInvitePage as default } from '../../features/teams/accept/AgencyInvitePage';

export const meta = pageMeta('Join a team');
