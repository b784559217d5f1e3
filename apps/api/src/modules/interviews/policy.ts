import { eq } from 'drizzle-orm';
import { INTERVIEW_MSG, INTERVIEW_PENDING, type ApplicationStatus, type InterviewStatus } from '@mp/domain';
import type { Db, Tx } from '../../db/client.js';
import { opportunities } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { Viewer } from '../../viewer/viewer.js';
import { participationOf, type Participation } from '../conversation/policy.js';

/**
 * Who may see and act on an application's interviews: its two sides, as in its conversation (conversation/policy.ts:
 * the posting team's admins and the member the post is assigned to; the freelancer who applied, or the agency's team).
 * - the team proposes and reschedules; the applicant chooses and asks for other times; either side cancels;
 * - an administrator looking as a user reads and does nothing;
 * - anyone else, and an unknown application or interview, is NOT_FOUND.
 */

export const interviewNotFound = () => new AppError('NOT_FOUND', INTERVIEW_MSG.notFound);
export const badInterview = (message: string) => new AppError('BAD_USER_INPUT', message);

/** canSeeInterviews: the viewer's side of the application, or NOT_FOUND in the interviews' words. */
export async function interviewSideOf(db: Db | Tx, viewer: Viewer, applicationId: number): Promise<Participation> {
  try {
    return await participationOf(db, viewer, applicationId);
  } catch (err) {
    if (err instanceof AppError && err.code === 'NOT_FOUND') throw interviewNotFound();
    throw err;
  }
}

const acts = (viewer: Viewer) => viewer.impersonatorId === null;

/** canProposeInterview (and reschedule): the team side, in person. */
export function assertTeamActs(viewer: Viewer, side: Participation): void {
  if (!acts(viewer) || side.side !== 'TEAM') throw AppError.forbidden();
}

/** canChooseInterviewTime (and ask for others): the applicant side, in person. */
export function assertApplicantActs(viewer: Viewer, side: Participation): void {
  if (!acts(viewer) || side.side !== 'APPLICANT') throw AppError.forbidden();
}

/** canCancelInterview: either side, in person. */
export function assertEitherActs(viewer: Viewer): void {
  if (!acts(viewer)) throw AppError.forbidden();
}

/** What decides what may be done with an interview now. */
export interface InterviewState {
  status: InterviewStatus;
  ends_at: Date | null;
}

/** Booked and already over: nothing more is done with it. */
export const isOver = (i: InterviewState, now = new Date()) => i.status === 'SCHEDULED' && i.ends_at !== null && i.ends_at <= now;
/** Waiting on someone, or booked and still to come: it may be moved or cancelled. */
export const isOpen = (i: InterviewState, now = new Date()) =>
  INTERVIEW_PENDING.includes(i.status) || (i.status === 'SCHEDULED' && !isOver(i, now));

/** An application whose interviews may go on: its post open, and not marked Not selected. */
export const mayInterview = (post: { closed: boolean }, status: ApplicationStatus) => !post.closed && status !== 'NOT_SELECTED';

/** Holds the post (shared: a close waits) and says whether it is closed; the order a close takes, post then applications. */
export async function lockPostOpenState(tx: Tx, opportunityId: number): Promise<{ closed: boolean }> {
  const [post] = await tx.select({ deleted_at: opportunities.deleted_at }).from(opportunities).where(eq(opportunities.id, opportunityId)).for('share');
  return { closed: !post || post.deleted_at !== null };
}

/** What the viewer may do, for the page's buttons (each mutation checks again). */
export function interviewAbilities(viewer: Viewer, side: Participation, i: InterviewState, application: { closed: boolean; status: ApplicationStatus }, now = new Date()) {
  const inPerson = acts(viewer);
  const open = isOpen(i, now);
  const going = mayInterview(application, application.status);
  return {
    can_choose: inPerson && side.side === 'APPLICANT' && i.status === 'PROPOSED' && going,
    can_ask_other_times: inPerson && side.side === 'APPLICANT' && (i.status === 'PROPOSED' || (i.status === 'SCHEDULED' && open)) && going,
    can_reschedule: inPerson && side.side === 'TEAM' && open && going,
    can_cancel: inPerson && open,
  };
}
