import type { UserType } from '@mp/domain';
import type { UserRow } from '../../db/schema/index.js';
import { activeMembership, type Membership } from '../../viewer/viewer.js';

/**
 * The type whose articles a reader sees: their own, or for a guest the active team's type
 * (the same rule as `teamType`). Null for visitors.
 */
export function readerType(user: UserRow | undefined, memberships: Membership[]): UserType | null {
  if (!user) return null;
  if (user.type !== 'GUEST') return user.type as UserType;
  return (activeMembership(memberships)?.team.type ?? 'GUEST') as UserType;
}
