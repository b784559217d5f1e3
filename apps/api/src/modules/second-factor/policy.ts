import { SECOND_FACTOR_MSG, STEP_UP_MINUTES } from '@mp/domain';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { Viewer } from '../../viewer/viewer.js';
import { hasSecondFactor } from './factors.js';

/** Who may do what with second factors (decision 0064). */

/**
 * canManageOwnFactors: the person themselves. An administrator acting as them (impersonation) may not add, remove
 * or renew their factors: FORBIDDEN.
 */
export function assertMayManageFactors(viewer: Viewer): void {
  if (viewer.impersonatorId !== null) throw AppError.forbidden();
}

/** A factor proved on this session within the last STEP_UP_MINUTES, at `now`. */
export const hasFreshFactor = (viewer: Viewer, now: number) =>
  viewer.factorAt != null && now - viewer.factorAt.getTime() <= STEP_UP_MINUTES * 60_000;

/**
 * The step-up: changing the email, the password or the second factors, and removing a card, need a factor proved in
 * the last few minutes when the account has one (STEP_UP_REQUIRED; the client asks for a code and calls
 * confirmSecondFactor, then retries). An account without a factor passes: its password check is the guard.
 */
export async function requireFreshFactor(db: Db | Tx, viewer: Viewer, now = Date.now()): Promise<void> {
  if (hasFreshFactor(viewer, now)) return;
  if (await hasSecondFactor(db, viewer.user.id)) throw new AppError('STEP_UP_REQUIRED', SECOND_FACTOR_MSG.stepUpNeeded);
}
