import { pageMeta } from '../../lib/page-title';
export { NoTeamPage as default } from '../../features/teams/accept/NoTeamPage';

export const meta = pageMeta('You are no longer part of a team');
