import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  forgotPasswordSchema,
  loginSchema,
  MSG,
  parseRegisterInput,
  resetPasswordSchema,
} from '@mp/domain';
import { phoneToStore } from '@mp/domain/phone';
import { ZodError } from 'zod';
import { passwordResets, users, type UserRow } from '../../db/schema/index.js';
import type { Deps, RequestMeta } from '../../deps.js';
import { AppError } from '../../errors.js';
import { createOwnTeam } from '../teams/service.js';
import { isEmailTaken } from '../../db/errors.js';
import { findUserByEmail } from '../users/service.js';
import { verifyGoogleTicket } from './google-ticket.js';
import { addressKey, attempt, delayFor, forgive, LIMITS, sleep } from '../../lib/limits.js';
import { decoyHash, hashPassword, hashSecret, verifyPassword } from '../../lib/secrets.js';
import { issueToken, revokeAllTokens } from '../../viewer/sessions.js';
import { enqueueTx } from '../../adapters/jobs/outbox.js';
import type { Tx } from '../../db/client.js';
import { accountsWaitingNoticeJob } from '../admin/jobs.js';
import { awaitingApprovalMailJob, passwordResetMailJob } from './jobs.js';
import { queueVerificationTx } from '../email-verification/service.js';
import { hasSecondFactor } from '../../viewer/second-factor.js';
import { secondStepRequired } from '../second-factor/sign-in.js';

export interface Session {
  user: UserRow;
  access_token: string;
}

function parse<T>(fn: () => T, prefix = 'input'): T {
  try {
    return fn();
  } catch (err) {
    if (err instanceof ZodError) throw AppError.fromZod(err, prefix);
    throw err;
  }
}

/**
 * Signs in with email and password (decision 0004). Each attempt is counted before the password check,
 * atomically, so a burst in parallel gets no more checks than the limits allow. Refusals fall on the
 * address (over all accounts, and for this account); the account itself is only slowed, so a stranger
 * cannot lock its owner out.
 */
export async function login(deps: Deps, input: unknown, meta: RequestMeta): Promise<Session> {
  const { db } = deps;
  const { email, password } = parse(() => loginSchema.parse(input));
  const where = addressKey(meta.ip);
  const keys = { address: `login:ip:${where}`, pair: `login:pair:${where}:${email}`, account: `login:account:${email}` };
  await attempt(db, keys.address, LIMITS.loginPerAddress);
  const pair = await attempt(db, keys.pair, LIMITS.loginPerAccountAddress);
  const account = await attempt(db, keys.account, LIMITS.loginPerAccount);
  await sleep(Math.max(delayFor(LIMITS.loginPerAccountAddress, pair), delayFor(LIMITS.loginPerAccount, account)));

  const user = await findUserByEmail(db, email);
  const ok = await verifyPassword(user?.password_hash ?? (await decoyHash()), password);
  if (!user || !ok) throw new AppError('WRONG_CREDENTIALS', MSG.wrongCredentials);
  // A success is no failure: give it back, and forget this address's failures for the account.
  await Promise.all([forgive(db, keys.address), forgive(db, keys.pair, { all: true }), forgive(db, keys.account)]);
  // With a second factor, the password opens no session: only the second step (decision 0064).
  if (await hasSecondFactor(db, user.id)) throw await secondStepRequired(db, user.id);
  return { user, access_token: await issueToken(db, user.id, meta) };
}

/** Creates an account (INACTIVE until an administrator approves it) and signs it in. */
export async function register(deps: Deps, input: unknown, meta: RequestMeta): Promise<Session> {
  const { db, config } = deps;
  const data = parse(() => parseRegisterInput(input));
  await attempt(db, `register:ip:${addressKey(meta.ip)}`, LIMITS.registerPerAddress);

  let googleId: string | null = null;
  if (data.googleId) {
    const ticket = config.APP_SECRET ? verifyGoogleTicket(config.APP_SECRET, data.googleId) : null;
    if (!ticket || ticket.email !== data.email) {
      throw new AppError('BAD_USER_INPUT', MSG.somethingWrong, { 'input.googleId': 'Google sign-up expired, please try again' });
    }
    googleId = ticket.sub;
  }

  const password_hash = await hashPassword(data.password);
  const session = await createAccount(db, data, password_hash, googleId, meta);
  deps.jobs.nudge();
  return session;
}

/**
 * In the sign-up's transaction: the person is told the account is being approved, and the administrators that
 * accounts wait. An agency is listed once its address is verified (decision 0050): the link goes out with
 * the sign-up, unless Google vouched for it.
 */
async function queueSignUpMailsTx(tx: Tx, user: Pick<UserRow, 'id' | 'type'>, googleId: string | null): Promise<void> {
  await enqueueTx(tx, awaitingApprovalMailJob, { userId: user.id });
  await enqueueTx(tx, accountsWaitingNoticeJob, {});
  if (user.type === 'AGENCY' && !googleId) await queueVerificationTx(tx, user.id);
}

async function createAccount(
  db: Deps['db'],
  data: ReturnType<typeof parseRegisterInput>,
  password_hash: string,
  googleId: string | null,
  meta: RequestMeta,
): Promise<Session> {
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: data.email,
          password_hash,
          type: data.type,
          status: 'INACTIVE',
          google_id: googleId,
          // Google vouches for the address; a password sign-up verifies it by the emailed link.
          email_verified_at: googleId ? new Date() : null,
          first_name: data.first_name,
          last_name: data.last_name,
          company: data.company,
          position: data.position,
          pronouns: data.pronouns ?? null,
          address_1: data.address_1,
          address_2: data.address_2,
          city: data.city,
          state: data.state,
          zip: data.zip,
          country: data.country,
          phone: phoneToStore(data.phone, data.country),
          hear_us: data.hear_us ?? null,
          hear_us_additional: data.hear_us_additional,
          agency_name: data.type === 'AGENCY' ? data.company : null,
        })
        .returning();
      if (data.type !== 'FREELANCER') await createOwnTeam(tx, user!.id);
      await queueSignUpMailsTx(tx, user!, googleId);
      return { user: user!, access_token: await issueToken(tx, user!.id, meta) };
    });
  } catch (err) {
    if (isEmailTaken(err)) throw new AppError('EMAIL_TAKEN', MSG.emailTakenOnRegister, { 'input.email': MSG.emailTakenOnRegister });
    throw err;
  }
}

/**
 * Sends a reset link when the email has an account. The answer must not tell who has an account, in
 * words or in time: it comes right after the address's limit, and the lookup, token and mail run after
 * it (a job). Per-email sends are capped quietly for the same reason.
 */
export async function requestPasswordReset(deps: Deps, input: unknown, meta: RequestMeta): Promise<void> {
  const { email } = parse(() => forgotPasswordSchema.parse(input), '');
  await attempt(deps.db, `forgot:ip:${addressKey(meta.ip)}`, LIMITS.forgotPerAddress);
  await deps.jobs.enqueue(passwordResetMailJob, { email });
}

/** Sets a new password with a reset token: single use, within its lifetime, for that email only. */
export async function resetPassword(deps: Deps, input: unknown, meta: RequestMeta): Promise<void> {
  const { db } = deps;
  const data = parse(() => resetPasswordSchema.parse(input), '');
  await attempt(db, `reset:ip:${addressKey(meta.ip)}`, LIMITS.resetPerAddress);
  const password_hash = await hashPassword(data.password);
  const done = await db.transaction(async (tx) => {
    const [reset] = await tx
      .select({ id: passwordResets.id, user_id: passwordResets.user_id })
      .from(passwordResets)
      .innerJoin(users, eq(users.id, passwordResets.user_id))
      .where(
        and(
          eq(passwordResets.token_hash, hashSecret(data.token)),
          isNull(passwordResets.used_at),
          gt(passwordResets.expires_at, sql`now()`),
          sql`lower(${users.email}) = ${data.email}`,
        ),
      )
      .for('update');
    if (!reset) return false;
    await tx
      .update(passwordResets)
      .set({ used_at: new Date() })
      .where(and(eq(passwordResets.user_id, reset.user_id), isNull(passwordResets.used_at)));
    await tx.update(users).set({ password_hash, updated_at: new Date() }).where(eq(users.id, reset.user_id));
    // A reset means the old password may be known to someone else: end every session.
    await revokeAllTokens(tx, reset.user_id);
    return true;
  });
  if (!done) throw new AppError('RESET_TOKEN_EXPIRED', MSG.resetExpired);
}

