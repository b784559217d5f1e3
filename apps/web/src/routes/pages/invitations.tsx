import { pageMeta } from '../../lib/page-title';
export { InvitationsPage as default } from '../../features/teams/admin/InvitationsPage';

export const meta = pageMeta('Invitations');
