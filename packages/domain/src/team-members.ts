// Manage Team's rules (issue 26, inventory D-F4, D-X1..D-X5): Access Level, 'Can post jobs' and User Associations.
import { z } from 'zod';
import { TEAM_ROLES } from './enums.js';

/** The server's reasons for refusing a change on Manage Team. */
export const TEAM_MEMBER_MSG = {
  role: 'Access Level must be Admin or Member.',
  notFound: 'Could not find this team member.',
  /** The team is the owner's account (decisions 0006, 0035): its row has no actions. */
  owner: 'The account owner cannot be changed or removed.',
  self: 'You cannot change or remove your own access. Ask another admin of the team.',
  associate: 'Associations can only be made with other members of this team.',
} as const;

/** updateTeamUser: the Access Level and/or 'Can post jobs'; what is left out stays as it is. */
export const teamUserChangeSchema = z.object({
  role: z.enum(TEAM_ROLES, { error: TEAM_MEMBER_MSG.role }).nullish(),
  canPostJobs: z.boolean().nullish(),
});
export type TeamUserChange = z.output<typeof teamUserChangeSchema>;
