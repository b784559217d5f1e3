import { and, asc, eq, inArray, ne, or } from 'drizzle-orm';
import { TEAM_MEMBER_MSG, teamTableOrder, teamUserChangeSchema } from '@mp/domain';
import type { Db, Tx } from '../../db/client.js';
import { teamUserAssociations, users, userTeams } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { Membership, Viewer } from '../../viewer/viewer.js';
import { audit } from '../audit/service.js';
import { assertChangeable, lockManagedTeam, managedTeam, memberNotFound, type ManagedTeam, type MemberRow } from './policy.js';

/**
 * Manage Team: the team's people, their Access Level, 'Can post jobs', User Associations and removal — a
 * team admin's (policy.ts). Every change runs under the team's lock (lockManagedTeam), is audited in its transaction
 * with the viewer as the actor, and writes nothing when nothing changes.
 */

/** A team's person as Manage Team shows them. */
export interface TeamPerson {
  id: number;
  first_name: string | null;
  last_name: string | null;
  email: string;
}

/** In team_id, user_id manages the posts created for associate_id (the member's dashboard reads them, decision 0022). */
export interface Association {
  team_id: number;
  user_id: number;
  associate_id: number;
}

const memberColumns = {
  id: userTeams.id,
  user_id: userTeams.user_id,
  team_id: userTeams.team_id,
  role: userTeams.role,
  active: userTeams.active,
  can_post_jobs: userTeams.can_post_jobs,
};
const personColumns = { id: users.id, first_name: users.first_name, last_name: users.last_name, email: users.email };
const associationColumns = {
  team_id: teamUserAssociations.team_id,
  user_id: teamUserAssociations.user_id,
  associate_id: teamUserAssociations.associate_id,
};

type MemberColumns = Omit<MemberRow, 'role'> & { role: string };
const asMembership = (m: MemberColumns, team: ManagedTeam): Membership => ({
  ...m,
  role: m.role as Membership['role'],
  team: team.membership.team,
});

/** viewUserTeam: everyone in the team but the viewer, in the team table's order; two statements whatever the size. */
export async function listTeamUsers(db: Db, viewer: Viewer | null) {
  const team = managedTeam(viewer);
  const [rows, associations] = await Promise.all([
    db
      .select({ m: memberColumns, person: personColumns })
      .from(userTeams)
      .innerJoin(users, eq(users.id, userTeams.user_id))
      .where(and(eq(userTeams.team_id, team.id), ne(userTeams.user_id, team.membership.user_id))),
    db
      .select(associationColumns)
      .from(teamUserAssociations)
      .where(eq(teamUserAssociations.team_id, team.id))
      .orderBy(asc(teamUserAssociations.associate_id)),
  ]);
  // Sorted here rather than in SQL: the table's order ignores accents as well as case, which lower() does not.
  const entry = (r: (typeof rows)[number]) => ({ ...r.person, isOwner: r.m.user_id === r.m.team_id });
  rows.sort((a, b) => teamTableOrder(entry(a), entry(b)));
  return { members: rows.map((r) => asMembership(r.m, team)), people: rows.map((r) => r.person), associations };
}

/** The people behind memberships (batched by the request's loader). */
export async function peopleByIds(db: Db, ids: readonly number[]): Promise<TeamPerson[]> {
  return db.select(personColumns).from(users).where(inArray(users.id, [...ids]));
}

/** The associations of these memberships (batched by the request's loader). */
export async function associationsOf(db: Db, members: readonly Pick<Association, 'team_id' | 'user_id'>[]): Promise<Association[]> {
  const rows = await db
    .select(associationColumns)
    .from(teamUserAssociations)
    .where(
      and(
        inArray(teamUserAssociations.team_id, [...new Set(members.map((m) => m.team_id))]),
        inArray(teamUserAssociations.user_id, [...new Set(members.map((m) => m.user_id))]),
      ),
    )
    .orderBy(asc(teamUserAssociations.associate_id));
  return rows;
}

/** A change to the viewer's team: in one transaction, under the team's lock, with the viewer still its admin. */
async function changeTeam<T>(db: Db, viewer: Viewer | null, work: (tx: Tx, team: ManagedTeam, viewer: Viewer) => Promise<T>): Promise<T> {
  const team = managedTeam(viewer);
  return db.transaction(async (tx) => {
    await lockManagedTeam(tx, viewer!, team.id);
    return work(tx, team, viewer!);
  });
}

/** The membership of `userId` in the team, held for the change; NOT_FOUND outside the team. */
async function memberForChange(tx: Tx, team: ManagedTeam, userId: number): Promise<MemberColumns> {
  const [member] = await tx
    .select(memberColumns)
    .from(userTeams)
    .where(and(eq(userTeams.team_id, team.id), eq(userTeams.user_id, userId)))
    .for('update');
  if (!member) throw memberNotFound();
  return member;
}

/** updateUserTeam: Access Level and/or 'Can post jobs'. The same values again write nothing. */
export async function updateTeamUser(db: Db, viewer: Viewer | null, userId: number, input: unknown, ip?: string): Promise<Membership> {
  managedTeam(viewer);
  const change = AppError.parse(teamUserChangeSchema, input, '');
  return changeTeam(db, viewer, async (tx, team, actor) => {
    const member = await memberForChange(tx, team, userId);
    assertChangeable(actor, member);
    const next = { role: change.role ?? member.role, can_post_jobs: change.canPostJobs ?? member.can_post_jobs };
    const changed = {
      ...(next.role !== member.role ? { role: [member.role, next.role] } : {}),
      ...(next.can_post_jobs !== member.can_post_jobs ? { canPostJobs: [member.can_post_jobs, next.can_post_jobs] } : {}),
    };
    if (Object.keys(changed).length === 0) return asMembership(member, team);
    await tx.update(userTeams).set(next).where(eq(userTeams.id, member.id));
    await audit(tx, { actorId: actor.user.id, action: 'team.member.update', targetType: 'user', targetId: userId, details: { teamId: team.id, ...changed }, ip });
    return asMembership({ ...member, ...next }, team);
  });
}

/**
 * deleteUserTeam: the membership and the person's associations in the team, both ways, go together; their posts stay
 * (created_by kept). When it was their active membership another of theirs becomes active (one active per user).
 */
export async function removeTeamUser(db: Db, viewer: Viewer | null, userId: number, ip?: string): Promise<boolean> {
  return changeTeam(db, viewer, async (tx, team, actor) => {
    // All of the person's memberships, in id order: the one to remove and the one that may become active.
    const theirs = await tx.select(memberColumns).from(userTeams).where(eq(userTeams.user_id, userId)).orderBy(asc(userTeams.id)).for('update');
    const member = theirs.find((m) => m.team_id === team.id);
    if (!member) throw memberNotFound();
    assertChangeable(actor, member);
    const unlinked = await tx
      .delete(teamUserAssociations)
      .where(
        and(
          eq(teamUserAssociations.team_id, team.id),
          or(eq(teamUserAssociations.user_id, userId), eq(teamUserAssociations.associate_id, userId)),
        ),
      )
      .returning({ id: teamUserAssociations.id });
    await tx.delete(userTeams).where(eq(userTeams.id, member.id));
    const next = member.active ? theirs.find((m) => m.id !== member.id) : undefined;
    if (next) await tx.update(userTeams).set({ active: true }).where(eq(userTeams.id, next.id));
    await audit(tx, {
      actorId: actor.user.id, action: 'team.member.remove', targetType: 'user', targetId: userId,
      details: { teamId: team.id, role: member.role, associations: unlinked.length }, ip,
    });
    return true;
  });
}

/**
 * syncUserTeamAssociation: the whole list of members whose posts this member manages. Each must be another member of
 * the team (so the list is never longer than the team); repeats are ignored; only the difference is written.
 */
export async function syncTeamUserAssociations(
  db: Db,
  viewer: Viewer | null,
  userId: number,
  associateIds: readonly number[],
  ip?: string,
): Promise<Membership> {
  const wanted = [...new Set(associateIds)];
  return changeTeam(db, viewer, async (tx, team, actor) => {
    const member = await memberForChange(tx, team, userId);
    assertChangeable(actor, member);
    const others = wanted.filter((id) => id !== userId);
    const inTeam = others.length
      ? await tx
          .select({ id: userTeams.user_id })
          .from(userTeams)
          .where(and(eq(userTeams.team_id, team.id), inArray(userTeams.user_id, others)))
      : [];
    if (others.length !== wanted.length || inTeam.length !== wanted.length) {
      throw new AppError('BAD_USER_INPUT', TEAM_MEMBER_MSG.associate, { associateIds: TEAM_MEMBER_MSG.associate });
    }
    const current = await tx
      .select({ id: teamUserAssociations.associate_id })
      .from(teamUserAssociations)
      .where(and(eq(teamUserAssociations.team_id, team.id), eq(teamUserAssociations.user_id, userId)));
    const had = new Set(current.map((r) => r.id));
    const added = wanted.filter((id) => !had.has(id));
    const removed = [...had].filter((id) => !wanted.includes(id));
    if (added.length === 0 && removed.length === 0) return asMembership(member, team);
    if (removed.length) {
      await tx
        .delete(teamUserAssociations)
        .where(
          and(
            eq(teamUserAssociations.team_id, team.id),
            eq(teamUserAssociations.user_id, userId),
            inArray(teamUserAssociations.associate_id, removed),
          ),
        );
    }
    if (added.length) {
      await tx.insert(teamUserAssociations).values(added.map((associate_id) => ({ team_id: team.id, user_id: userId, associate_id })));
    }
    await audit(tx, {
      actorId: actor.user.id, action: 'team.member.associations', targetType: 'user', targetId: userId,
      details: { teamId: team.id, added, removed }, ip,
    });
    return asMembership(member, team);
  });
}
