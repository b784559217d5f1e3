import { and, eq, isNotNull } from 'drizzle-orm';
import { SECOND_FACTOR_MSG, STEP_UP_MINUTES } from '@mp/domain';
import type { Db, Tx } from '../db/client.js';
import { passkeys, totpFactors } from '../db/schema/index.js';
import { AppError } from '../errors.js';
import type { Viewer } from './viewer.js';

/**
 * What a session has proved of the person's second factor (decision 0064), below every module: the modules that
 * guard a sensitive change (users, onboarding, impersonation) read it without importing the second-factor module.
 */

/**
 * Whether the account has a second factor (a confirmed authenticator app or a passkey): a sign-in then has a second
 * step, and sensitive changes a step-up.
 */
export async function hasSecondFactor(db: Db | Tx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: totpFactors.id })
    .from(totpFactors)
    .where(and(eq(totpFactors.user_id, userId), isNotNull(totpFactors.confirmed_at)))
    .unionAll(db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.user_id, userId)))
    .limit(1);
  return Boolean(row);
}

/** A factor proved on this session within the last STEP_UP_MINUTES, at `now`. */
export const hasFreshFactor = (viewer: Viewer, now: number) =>
  viewer.factorAt != null && now - viewer.factorAt.getTime() <= STEP_UP_MINUTES * 60_000;

/**
 * The step-up: changing the email, the password or the second factors need a factor proved in the last few minutes
 * when the account has one (STEP_UP_REQUIRED; the client asks for a code and calls confirmSecondFactor, then retries).
 * An account without a factor passes: its password check is the guard.
 */
export async function requireFreshFactor(db: Db | Tx, viewer: Viewer, now = Date.now()): Promise<void> {
  if (hasFreshFactor(viewer, now)) return;
  if (await hasSecondFactor(db, viewer.user.id)) throw new AppError('STEP_UP_REQUIRED', SECOND_FACTOR_MSG.stepUpNeeded);
}
