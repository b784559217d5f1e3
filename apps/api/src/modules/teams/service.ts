import { and, eq, sql } from 'drizzle-orm';
import { groupOfUser, MSG, type Group } from '@mp/domain';
import type { Db, Tx } from '../../db/client.js';
import { users, userTeams, type UserRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';

export interface Membership {
  id: number;
  user_id: number;
  team_id: number;
  role: 'admin' | 'member';
  active: boolean;
  can_post_jobs: boolean;
  team: Pick<UserRow, 'id' | 'type' | 'first_name' | 'last_name' | 'company' | 'agency_name' | 'avatar'>;
}

/** A company or agency account is its own team: its owner joins as an admin who can post jobs. */
export async function createOwnTeam(tx: Tx, ownerId: number): Promise<void> {
  await tx
    .insert(userTeams)
    .values({ user_id: ownerId, team_id: ownerId, role: 'admin', active: true, can_post_jobs: true });
}

// Prepared once per database: every signed-in page asks for the viewer's teams.
const membershipQueries = new WeakMap<Db, ReturnType<typeof prepareMemberships>>();
function prepareMemberships(db: Db) {
  return db
    .select({
      m: userTeams,
      team: {
        id: users.id,
        type: users.type,
        first_name: users.first_name,
        last_name: users.last_name,
        company: users.company,
        agency_name: users.agency_name,
        avatar: users.avatar,
      },
    })
    .from(userTeams)
    .innerJoin(users, eq(users.id, userTeams.team_id))
    .where(sql`${userTeams.user_id} = any(${sql.placeholder('ids')}::int[])`)
    .orderBy(userTeams.id)
    .prepare('memberships_of_users');
}

/** Memberships of many users at once (batched by the request's loader), with their team accounts. */
export async function membershipsOfUsers(db: Db, userIds: readonly number[]): Promise<Membership[]> {
  if (userIds.length === 0) return [];
  let query = membershipQueries.get(db);
  if (!query) membershipQueries.set(db, (query = prepareMemberships(db)));
  const rows = await query.execute({ ids: [...userIds] });
  return rows.map(({ m, team }) => ({ ...m, role: m.role as Membership['role'], team }));
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

/** The membership a user acts under: the active one, else the first. */
export function activeMembership(memberships: Membership[]): Membership | undefined {
  return memberships.find((m) => m.active) ?? memberships[0];
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
