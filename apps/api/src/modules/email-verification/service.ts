import { and, eq, gt, isNull } from 'drizzle-orm';
import { AGENCY_MSG } from '@mp/domain';
import { enqueueTx } from '../../adapters/jobs/outbox.js';
import type { Tx } from '../../db/client.js';
import { emailVerifications, users } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { attempt, type Limit } from '../../lib/limits.js';
import { hashSecret } from '../../lib/secrets.js';
import { activeMembership, type Viewer } from '../../viewer/viewer.js';
import { verificationMailJob } from './mail.js';

/**
 * Email verification of agency accounts (decision 0050). An agency that signed up with a password gets
 * a link; until it is used the agency works but is not listed (users/visibility.ts `listed`). Google sign-ups are
 * verified by Google. The team account is what is verified: its owner's sign-in address.
 */

/** 'RESEND VERIFICATION EMAIL': 3 an hour per agency account, counted before the mail is queued. */
export const RESEND_LIMIT: Limit = { max: 3, window: 60 * 60 };

/** Queues the verification mail for an account, in the sign-up's transaction. */
export async function queueVerificationTx(tx: Tx, userId: number): Promise<void> {
  await enqueueTx(tx, verificationMailJob, { userId });
}

/**
 * resendVerificationEmail: for the viewer's active agency team (owner or guest, any role: the dashboard's notice
 * is the whole team's), to the team account's address. True when a mail is on its way; false when the account is
 * already verified (nothing is sent, nothing counted). It changes nothing but the counter, so the mail is queued at
 * once, as a password reset's is: a lost one is asked for again.
 */
export async function resendVerificationEmail(deps: Deps, viewer: Viewer | null): Promise<boolean> {
  if (!viewer) throw AppError.unauthenticated();
  const membership = activeMembership(viewer.memberships);
  if (membership?.team.type !== 'AGENCY') throw AppError.forbidden();
  const [team] = await deps.db
    .select({ id: users.id, verified: users.email_verified_at })
    .from(users)
    .where(eq(users.id, membership.team_id));
  if (!team) throw AppError.forbidden();
  if (team.verified) return false;
  await attempt(deps.db, `verify-email:user:${team.id}`, RESEND_LIMIT);
  await deps.jobs.enqueue(verificationMailJob, { userId: team.id });
  return true;
}

/**
 * verifyEmail(token): the link's token, used once within 24 hours, marks its account verified. No login needed:
 * the token is the proof of the mailbox. Unknown, used or expired tokens all get the same answer.
 */
export async function verifyEmail(deps: Deps, token: string): Promise<boolean> {
  const invalid = () => new AppError('BAD_USER_INPUT', AGENCY_MSG.linkInvalid, { token: AGENCY_MSG.linkInvalid });
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw invalid();
  return deps.db.transaction(async (tx) => {
    // Claimed in one statement, so two clicks at once cannot both use it.
    const [used] = await tx
      .update(emailVerifications)
      .set({ used_at: new Date() })
      .where(
        and(
          eq(emailVerifications.token_hash, hashSecret(token)),
          isNull(emailVerifications.used_at),
          gt(emailVerifications.expires_at, new Date()),
        ),
      )
      .returning({ userId: emailVerifications.user_id });
    if (!used) throw invalid();
    await tx
      .update(users)
      .set({ email_verified_at: new Date() })
      .where(and(eq(users.id, used.userId), isNull(users.email_verified_at)));
    return true;
  });
}
