import { and, eq } from 'drizzle-orm';
import { isAssignedPost, isTeamAdmin, OPPORTUNITY_MSG } from '@mp/domain';
import type { Db, Tx } from '../../db/client.js';
import { opportunities, teamUserAssociations, userTeams, type OpportunityRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { activeMembership, type Membership, type Viewer } from '../../viewer/viewer.js';

/**
 * Who may see and manage a post (decision 0022), on top of the scopes each operation names (company side;
 * canPostJobs for the changes): the post belongs to the viewer's active team, else NOT_FOUND, as if it did
 * not exist; and a member (role member) is assigned to it, else FORBIDDEN. Admins of the team see all.
 */

export const opportunityNotFound = () => new AppError('NOT_FOUND', OPPORTUNITY_MSG.notFound);

/** The viewer's active company membership (the company scope guarantees one). */
export function postingMembership(viewer: Viewer): Membership {
  const membership = activeMembership(viewer.memberships);
  if (!membership || membership.team.type !== 'COMPANY') throw AppError.forbidden();
  return membership;
}

/** The members whose posts this member manages in the team (the team's user associations). */
export async function associateIdsOf(db: Db | Tx, teamId: number, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: teamUserAssociations.associate_id })
    .from(teamUserAssociations)
    .where(and(eq(teamUserAssociations.team_id, teamId), eq(teamUserAssociations.user_id, userId)));
  return rows.map((r) => r.id);
}

export type PostAccess = Pick<OpportunityRow, 'id' | 'team_id' | 'created_by' | 'target' | 'deleted_at' | 'created_at' | 'job_number'>;

/**
 * canAccessOpportunity: the post of this id as the viewer may see and, with canPostJobs, manage it.
 * Pass `tx` with `lock` to hold the row for a change.
 */
export async function findAccessibleOpportunity(
  db: Db | Tx,
  viewer: Viewer,
  id: number,
  opts: { lock?: boolean } = {},
): Promise<PostAccess> {
  const membership = postingMembership(viewer);
  const query = db
    .select({
      id: opportunities.id,
      team_id: opportunities.team_id,
      created_by: opportunities.created_by,
      target: opportunities.target,
      deleted_at: opportunities.deleted_at,
      created_at: opportunities.created_at,
      job_number: opportunities.job_number,
    })
    .from(opportunities)
    .where(and(eq(opportunities.id, id), eq(opportunities.team_id, membership.team_id)));
  const [post] = opts.lock ? await query.for('update') : await query;
  return accessibleOrThrow(db, viewer, post);
}

/**
 * The rule itself, on a row read with the viewer's team filter (findAccessibleOpportunity, and readers that take
 * more columns in the same statement): none is NOT_FOUND; a member's post not assigned to them FORBIDDEN.
 */
export async function accessibleOrThrow<T extends PostAccess>(db: Db | Tx, viewer: Viewer, post: T | undefined): Promise<T> {
  const membership = postingMembership(viewer);
  if (!post || post.team_id !== membership.team_id) throw opportunityNotFound();
  if (!isTeamAdmin({ teamUser: membership })) {
    const associates = await associateIdsOf(db, membership.team_id, viewer.user.id);
    if (!isAssignedPost(post, viewer.user.id, associates)) throw AppError.forbidden();
  }
  return post;
}

/** Team User: whether this user is a member of the team (a post may be created for any member). */
export async function isTeamMember(db: Db | Tx, teamId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: userTeams.id })
    .from(userTeams)
    .where(and(eq(userTeams.team_id, teamId), eq(userTeams.user_id, userId)));
  return Boolean(row);
}
