import { pageMeta } from '../../lib/page-title';
export { CompanyInvitePage as default } from '../../features/teams/accept/CompanyInvitePage';

export const meta = pageMeta('Join a team');
