import { REPORT_MSG, type ThreadSide, type UserType } from '@mp/domain';
import { AppError } from '../../errors.js';
import type { Viewer } from '../../viewer/viewer.js';
import { canBeDeactivated } from '../admin/policy.js';
import type { Participation } from '../conversation/policy.js';

/** Reports (decision 0063): who may report what, and whose account the console may suspend. */

export const messageNotFound = () => new AppError('NOT_FOUND', REPORT_MSG.messageNotFound);

/**
 * canReportMessage: a participant of the thread on the other side from the message's author (the team reports the
 * applicant's messages, the applicant the team's). Their own side's messages: NOT_FOUND, as for a stranger. An
 * administrator acting as the person may read the thread but not report in their name: FORBIDDEN.
 */
export function assertMayReportMessage(viewer: Viewer, participation: Participation, message: { side: ThreadSide }): void {
  if (participation.side === message.side) throw messageNotFound();
  if (viewer.impersonatorId !== null) throw AppError.forbidden();
}

/** canSuspendOwner: the console suspends users, not administrators, and not an account already erased. */
export function assertMaySuspend<O extends { id: number; type: UserType }>(owner: O | null): asserts owner is O {
  if (!owner) throw new AppError('BAD_USER_INPUT', REPORT_MSG.ownerGone);
  if (!canBeDeactivated(owner)) throw new AppError('BAD_USER_INPUT', REPORT_MSG.ownerIsAdmin);
}

/**
 * canReportPublicItem: anyone who can read a post, company page, agency profile or case study may report it — visitors
 * too — except the people of the team it belongs to. An administrator hides it from the console instead, and one acting
 * as a person may not report in their name: FORBIDDEN.
 */
export function assertMayReportPublicItem(viewer: Viewer | null, ownerTeamId: number): void {
  if (!viewer) return;
  if (viewer.impersonatorId !== null || viewer.user.type === 'ADMIN') throw AppError.forbidden();
  if (viewer.memberships.some((m) => m.team_id === ownerTeamId) || viewer.user.id === ownerTeamId) throw new AppError('BAD_USER_INPUT', REPORT_MSG.ownItem);
}
