import { siblingRedirect } from './sibling';

/** The old steps of joining a team → its profile step. */
export const loader = siblingRedirect('team/register/profile');
