import { AppError } from '../../errors.js';
import type { Viewer } from '../../viewer/viewer.js';

/** What the person is told when their own-data operations are refused (decision 0035). */
export const ACCOUNT_DATA_MSG = {
  impersonating: 'Only the person themselves can do this: sign out of their account first.',
  adminCannotDelete: 'An administrator account cannot be deleted here.',
  teamHasMembers:
    'Your team has other members. Remove them from Manage Team (or ask us to hand the team over) before deleting your account.',
  alreadyDeleted: 'This account has already been deleted.',
  deleted: 'Your account has been deleted.',
} as const;

/**
 * Downloading and erasing are the person's own rights, not an administrator's: a session an
 * administrator opened as the user (impersonation) may do neither.
 */
export function assertOwnSession(viewer: Viewer): void {
  if (viewer.impersonatorId !== null) throw new AppError('FORBIDDEN', ACCOUNT_DATA_MSG.impersonating);
}

/** deleteMyAccount: the owner, not impersonated, and not a platform administrator. */
export function assertMayDeleteOwnAccount(viewer: Viewer): void {
  assertOwnSession(viewer);
  if (viewer.user.type === 'ADMIN') throw new AppError('FORBIDDEN', ACCOUNT_DATA_MSG.adminCannotDelete);
}
