import { pageTitle } from '../../lib/page-title';
export { NoTeamPage as default } from '../../features/teams/accept/NoTeamPage';

export const handle = pageTitle('You are no longer part of a team');
