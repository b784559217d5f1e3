import { pageTitle } from '../../lib/page-title';
export { TeamWelcomePage as default } from '../../features/teams/accept/TeamWelcomePage';

export const handle = pageTitle('Invitation accepted');
