import { eq, inArray } from 'drizzle-orm';
import { CONVERSATION_MSG, isAssignedPost, isTeamAdmin, type ThreadSide } from '@mp/domain';
import type { Db, Tx } from '../../db/client.js';
import { applications, opportunities } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { activeMembership, type Viewer } from '../../viewer/viewer.js';
import { accessibleOrThrow, associateIdsOf } from '../opportunities/policy.js';

/**
 * Who takes part in an application's conversation (decision 0060):
 * - the team side: the posting team's people who may read the post's applicants (its admins, and the member the
 *   post is assigned to: opportunities/policy.ts);
 * - the applicant side: the freelancer who applied, or for an agency's application the agency's team.
 * Anyone else, and an unknown application, is NOT_FOUND, as if there were no conversation.
 */

export const conversationNotFound = () => new AppError('NOT_FOUND', CONVERSATION_MSG.notFound);

export interface Participation {
  applicationId: number;
  opportunityId: number;
  /** The posting team. */
  teamId: number;
  applicantId: number;
  applicantTeamId: number | null;
  side: ThreadSide;
}

/** The applications of these ids with what the checks read of their posts (one statement). */
function applicationsWithPosts(db: Db | Tx, applicationIds: number[]) {
  return db
    .select({
      id: applications.id,
      user_id: applications.user_id,
      team_id: applications.team_id,
      post: {
        id: opportunities.id, team_id: opportunities.team_id, created_by: opportunities.created_by, target: opportunities.target,
        deleted_at: opportunities.deleted_at, created_at: opportunities.created_at, job_number: opportunities.job_number,
      },
    })
    .from(applications)
    .innerJoin(opportunities, eq(opportunities.id, applications.opportunity_id))
    .where(inArray(applications.id, applicationIds));
}

type ApplicationWithPost = Awaited<ReturnType<typeof applicationsWithPosts>>[number];

const sideOf = (row: ApplicationWithPost, side: ThreadSide): Participation => ({
  applicationId: row.id, opportunityId: row.post.id, teamId: row.post.team_id, applicantId: row.user_id, applicantTeamId: row.team_id, side,
});

/** canTakePartInConversation: the viewer's side in this application's thread, or NOT_FOUND. */
export async function participationOf(db: Db | Tx, viewer: Viewer, applicationId: number): Promise<Participation> {
  const [row] = await applicationsWithPosts(db, [applicationId]);
  if (!row) throw conversationNotFound();
  const membership = activeMembership(viewer.memberships);
  if (membership?.team.type === 'COMPANY' && membership.team_id === row.post.team_id) {
    // A member the post is not assigned to is refused as a stranger is.
    await accessibleOrThrow(db, viewer, row.post).catch((err: unknown) => {
      if (err instanceof AppError && (err.code === 'NOT_FOUND' || err.code === 'FORBIDDEN')) throw conversationNotFound();
      throw err;
    });
    return sideOf(row, 'TEAM');
  }
  const ownApplication = row.team_id === null ? row.user_id === viewer.user.id && viewer.user.type === 'FREELANCER' : membership?.team.type === 'AGENCY' && membership.team_id === row.team_id;
  if (ownApplication) return sideOf(row, 'APPLICANT');
  throw conversationNotFound();
}

/**
 * canMessageApplicants (the pipeline's bulk message): the team side of every one of these applications, in their
 * order, or NOT_FOUND when any is unknown, another team's, or on a post not assigned to the member asking (the rule
 * of participationOf, read in two statements for the whole list).
 */
export async function teamParticipationsOf(db: Db | Tx, viewer: Viewer, applicationIds: number[]): Promise<Participation[]> {
  const membership = activeMembership(viewer.memberships);
  if (membership?.team.type !== 'COMPANY') throw conversationNotFound();
  const rows = new Map((await applicationsWithPosts(db, applicationIds)).map((row) => [row.id, row]));
  const associates = isTeamAdmin({ teamUser: membership }) ? null : await associateIdsOf(db, membership.team_id, viewer.user.id);
  return applicationIds.map((id) => {
    const row = rows.get(id);
    if (!row || row.post.team_id !== membership.team_id) throw conversationNotFound();
    if (associates && !isAssignedPost(row.post, viewer.user.id, associates)) throw conversationNotFound();
    return sideOf(row, 'TEAM');
  });
}

/** canWriteMessage: a participant, not an administrator looking through their eyes, and for the team not when blocked. */
export function assertMayWrite(viewer: Viewer, participation: Participation, thread: { blocked_at: Date | null } | undefined): void {
  if (viewer.impersonatorId !== null) throw AppError.forbidden();
  if (participation.side === 'TEAM' && thread?.blocked_at) throw new AppError('FORBIDDEN', CONVERSATION_MSG.blocked);
}

/** canBlockTeam: only the applicant side stops (and lets again) the team writing to them. */
export function assertApplicant(viewer: Viewer, participation: Participation): void {
  if (viewer.impersonatorId !== null || participation.side !== 'APPLICANT') throw AppError.forbidden();
}
