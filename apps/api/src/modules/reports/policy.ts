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
