import { actingType, type UserType } from '@mp/domain';
import type { UserRow } from '../../db/schema/index.js';
import { activeMembership, type Membership } from '../../viewer/viewer.js';

/**
 * The type whose articles a reader sees: their own, or for a guest the active team's type
 * (the shared rule `actingType`). Null for visitors.
 */
export function readerType(user: UserRow | undefined, memberships: Membership[]): UserType | null {
  if (!user) return null;
  return actingType({ type: user.type, teamType: activeMembership(memberships)?.team.type }) ?? 'GUEST';
}
