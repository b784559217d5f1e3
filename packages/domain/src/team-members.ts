// Manage Team's rules (inventory D-F4, D-X1..D-X5): Access Level, 'Can post jobs' and User Associations.
import { z } from './zod.js';
import { TEAM_ROLES } from './enums.js';
import { fullName } from './names.js';

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

/** One row of the team table, as far as its order goes. */
export interface TeamTableEntry {
  isOwner: boolean;
  first_name: string | null;
  last_name: string | null;
  email: string;
}

const collator = new Intl.Collator('en-GB', { sensitivity: 'base' });

/**
 * The team table's order: the owner first, then by last name, first name and email, without regard to case or accents;
 * people without a name yet (invited with the email only) last, by email.
 */
export function teamTableOrder(a: TeamTableEntry, b: TeamTableEntry): number {
  if (a.isOwner !== b.isOwner) return a.isOwner ? -1 : 1;
  const [namedA, namedB] = [fullName(a.first_name, a.last_name) !== null, fullName(b.first_name, b.last_name) !== null];
  if (namedA !== namedB) return namedA ? -1 : 1;
  const key = (e: TeamTableEntry) => [e.last_name?.trim() ?? '', e.first_name?.trim() ?? '', e.email];
  const [ka, kb] = [key(a), key(b)];
  for (let i = 0; i < ka.length; i += 1) {
    const order = collator.compare(ka[i]!, kb[i]!);
    if (order !== 0) return order;
  }
  return 0;
}
