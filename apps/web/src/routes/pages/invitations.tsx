import { pageTitle } from '../../lib/page-title';
export { InvitationsPage as default } from '../../features/teams/admin/InvitationsPage';

export const handle = pageTitle('Invitations');
