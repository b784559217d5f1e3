import { and, eq } from 'drizzle-orm';
import { groupOfUser, MSG, type Group } from '@mp/domain';
import type { Db, Tx } from '../../db/client.js';
import { userTeams, type UserRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { activeMembership, type Membership } from '../../viewer/viewer.js';
import { membershipsOfUsers } from '../../viewer/memberships.js';

export type { Membership };

/** A company or agency account is its own team: its owner joins as an admin who can post jobs. */
export async function createOwnTeam(tx: Tx, ownerId: number): Promise<void> {
  await tx
    .insert(userTeams)
    .values({ user_id: ownerId, team_id: ownerId, role: 'admin', active: true, can_post_jobs: true });
}

/** Makes one of the user's memberships the active one; an unknown team gives 'Could not find the team'. */
export async function switchTeam(db: Db, userId: number, teamId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: userTeams.id })
      .from(userTeams)
      .where(and(eq(userTeams.user_id, userId), eq(userTeams.team_id, teamId)))
      .for('update');
    if (!target) throw new AppError('TEAM_NOT_FOUND', MSG.teamNotFound);
    // Clear first: the partial unique index allows one active membership per user.
    await tx.update(userTeams).set({ active: false }).where(eq(userTeams.user_id, userId));
    await tx.update(userTeams).set({ active: true }).where(eq(userTeams.id, target.id));
  });
}


/**
 * The group whose pages open for a user: their own type's, or for a guest their active team's.
 * A guest without a team (and, defensively, an administrator) gets the company pages.
 */
export async function groupOfAccount(db: Db, user: Pick<UserRow, 'id' | 'type'>): Promise<Group> {
  if (user.type !== 'GUEST') return groupOfUser(user) ?? 'company';
  const team = activeMembership(await membershipsOfUsers(db, [user.id]))?.team;
  return (team && groupOfUser(team)) ?? 'company';
}
