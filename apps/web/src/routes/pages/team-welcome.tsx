import { pageMeta } from '../../lib/page-title';
export { TeamWelcomePage as default } from '../../features/teams/accept/TeamWelcomePage';

export const meta = pageMeta('Invitation accepted');
