import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { PENDING_SIGN_IN_MINUTES, SECOND_FACTOR_MSG, secondStepSchema } from '@mp/domain';
import { pendingSignIns, users, type UserRow } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';
import type { Deps, RequestMeta } from '../../deps.js';
import { AppError } from '../../errors.js';
import { hashSecret, newSecret } from '../../lib/secrets.js';
import { issueToken } from '../../viewer/sessions.js';
import { factorStatus } from './factors.js';
import { findPendingSignIn, passkeyFactor } from './passkey-proof.js';
import { proveSecondFactor, type ProvedFactor } from './verify.js';

/**
 * The sign-in's second step (decision 0064). The password step of an account with a factor issues no session: it
 * answers SECOND_STEP_REQUIRED with a pending token (random, stored hashed, five minutes, single use) that can only
 * be traded, with a code of that account, for a session. As OAuth servers answer `mfa_required` with an mfa_token.
 */
export async function newPendingSignIn(db: Db, userId: number): Promise<string> {
  const token = newSecret();
  await db.insert(pendingSignIns).values({
    user_id: userId,
    token_hash: hashSecret(token),
    expires_at: new Date(Date.now() + PENDING_SIGN_IN_MINUTES * 60_000),
  });
  return token;
}

/** The password step's answer for an account with a factor. */
export async function secondStepRequired(db: Db, userId: number): Promise<AppError> {
  const [token, status] = await Promise.all([newPendingSignIn(db, userId), factorStatus(db, userId)]);
  // Which proofs the second step can take (TOTP, PASSKEY), so the form offers those: the password was right.
  const methods = [status.totp && 'TOTP', status.passkeys > 0 && 'PASSKEY'].filter(Boolean).join(',');
  return new AppError('SECOND_STEP_REQUIRED', SECOND_FACTOR_MSG.secondStepNeeded, { pending_token: token, methods });
}

const expired = () => new AppError('BAD_USER_INPUT', SECOND_FACTOR_MSG.signInExpired, { 'input.pending_token': SECOND_FACTOR_MSG.signInExpired });

export interface SecondStepSession extends ProvedFactor {
  user: UserRow;
  access_token: string;
}

/**
 * Trades a pending token and a code (or a passkey's answer to a challenge made for this pending sign-in) for a session. A wrong code leaves the token for another try (within the limits);
 * a right one spends the code, then the token by a conditional update, so two second steps at once open one session.
 */
export async function completeSecondStep(deps: Deps, input: unknown, meta: RequestMeta, now = Date.now()): Promise<SecondStepSession> {
  const { db } = deps;
  const { pending_token, code, passkey } = AppError.parse(secondStepSchema, input);
  const pending = await findPendingSignIn(db, pending_token);
  if (!pending) throw expired();
  const proved = passkey
    ? await passkeyFactor(deps, passkey, 'SECOND_STEP', { userId: pending.userId, pendingSignInId: pending.id }, now)
    : await proveSecondFactor(deps, pending.userId, code!, meta, now);
  const where = and(eq(pendingSignIns.id, pending.id), isNull(pendingSignIns.used_at), gt(pendingSignIns.expires_at, sql`now()`));
  return db.transaction(async (tx) => {
    const [spent] = await tx.update(pendingSignIns).set({ used_at: new Date() }).where(where).returning({ userId: pendingSignIns.user_id });
    if (!spent) throw expired();
    const [user] = await tx.select().from(users).where(and(eq(users.id, spent.userId), isNull(users.deleted_at)));
    if (!user) throw expired();
    const access_token = await issueToken(tx, user.id, meta, { factorAt: new Date(now) });
    return { ...proved, user, access_token };
  });
}
