import { and, eq } from 'drizzle-orm';
import { canManageTeam as managesTeam, TEAM_MEMBER_MSG, TEAM_MSG, teamName } from '@mp/domain';
import type { Tx } from '../../db/client.js';
import { users, userTeams, type UserRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { activeMembership, policySubject, type Membership, type Viewer } from '../../viewer/viewer.js';

/**
 * Who may manage a team: its admins — the account owner, or a guest whose active membership is role admin —
 * for company and agency teams alike. The team is always the viewer's active membership's, never one a client names;
 * ids outside it answer NOT_FOUND.
 */

/** The team a viewer manages: their active membership's (whose `team` is the team account's card). */
export interface ManagedTeam {
  id: number;
  type: 'COMPANY' | 'AGENCY';
  name: string;
  membership: Membership;
}

/** canManageTeam: the viewer is an admin of their active team, a company or an agency (the rule of @mp/domain). */
export function canManageTeam(viewer: Viewer | null): viewer is Viewer {
  return viewer !== null && managesTeam(policySubject(viewer));
}

/** The viewer's managed team, or UNAUTHENTICATED (a visitor) / FORBIDDEN (anyone else who may not). */
export function managedTeam(viewer: Viewer | null): ManagedTeam {
  if (!viewer) throw AppError.unauthenticated();
  const membership = activeMembership(viewer.memberships);
  if (!membership || !canManageTeam(viewer)) throw AppError.forbidden();
  const t = membership.team;
  return { id: t.id, type: t.type as ManagedTeam['type'], name: teamName(t) ?? '', membership };
}

/**
 * Why an account may not be invited to a team or join it, or null: never a freelancer or an administrator, nor an
 * owner of the other account type. `moment` picks the words: when the admin invites, or when the invitee accepts.
 */
export function inviteeRefusal(personType: UserRow['type'], teamType: UserRow['type'], moment: 'invite' | 'join'): string | null {
  if (personType === 'FREELANCER') return moment === 'invite' ? TEAM_MSG.freelancerInvite : TEAM_MSG.freelancerJoin;
  if (personType === 'ADMIN') return TEAM_MSG.couldNotAccept;
  if ((personType === 'COMPANY' || personType === 'AGENCY') && personType !== teamType) {
    return teamType === 'AGENCY' ? TEAM_MSG.companyIntoAgency : TEAM_MSG.agencyIntoCompany;
  }
  return null;
}

/**
 * Serialises the changes to one team: its account row, locked until the transaction ends. `no key update` conflicts
 * with itself (and with billing's `for share`) but not with the key-share locks that inserting a post, a ledger row
 * or a membership takes on the team row, so a team change never waits for those.
 */
export async function lockTeam(tx: Tx, teamId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, teamId)).for('no key update');
}

/**
 * lockTeam, then the viewer's own role in the team read again under the lock: the session was read before the lock,
 * and another admin may have demoted or removed the viewer meanwhile. FORBIDDEN when no longer admin. Two statements:
 * a locking statement that waited re-checks only the rows it locks, so a role joined into it would be read as it was
 * before the wait (a race test caught two rivals demoting each other).
 */
export async function lockManagedTeam(tx: Tx, viewer: Viewer, teamId: number): Promise<void> {
  await lockTeam(tx, teamId);
  const [row] = await tx
    .select({ role: userTeams.role })
    .from(userTeams)
    .where(and(eq(userTeams.team_id, teamId), eq(userTeams.user_id, viewer.user.id)));
  if (row?.role !== 'admin') throw AppError.forbidden();
}

/** The membership of a team's person, as the changes read it. */
export type MemberRow = Pick<Membership, 'id' | 'user_id' | 'team_id' | 'role' | 'can_post_jobs' | 'active'>;

/**
 * canChangeMember: a team admin changes or removes anyone of the team but the account owner (the team is the owner's
 * account, decisions 0006 and 0035, so an admin always remains) and themself (another admin does that).
 */
export function assertChangeable(viewer: Viewer, member: Pick<MemberRow, 'user_id' | 'team_id'>): void {
  if (member.user_id === member.team_id) throw new AppError('FORBIDDEN', TEAM_MEMBER_MSG.owner);
  if (member.user_id === viewer.user.id) throw new AppError('FORBIDDEN', TEAM_MEMBER_MSG.self);
}

export const memberNotFound = () => new AppError('NOT_FOUND', TEAM_MEMBER_MSG.notFound);
