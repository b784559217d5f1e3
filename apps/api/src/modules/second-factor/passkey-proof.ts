import { generateAuthenticationOptions, verifyAuthenticationResponse, type AuthenticationResponseJSON } from '@simplewebauthn/server';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { PASSKEY_CHALLENGE_MINUTES, PASSKEY_MSG, passkeyOptionsSchema, passkeySignInSchema, SECOND_FACTOR_MSG } from '@mp/domain';
import type { Db } from '../../db/client.js';
import { passkeys, pendingSignIns, type UserRow } from '../../db/schema/index.js';
import type { Deps, RequestMeta } from '../../deps.js';
import { AppError } from '../../errors.js';
import { addressKey, attempt, forgive, LIMITS } from '../../lib/limits.js';
import { hashSecret } from '../../lib/secrets.js';
import { issueToken } from '../../viewer/sessions.js';
import type { Viewer } from '../../viewer/viewer.js';
import { findUserById } from '../users/service.js';
import { credentialsOf } from './passkeys.js';
import { assertMayManageFactors } from './policy.js';
import type { ProvedFactor } from './verify.js';
import { notVerified, readResponse, relyingParty, spendChallenge, storeChallenge, type ChallengePurpose } from './webauthn.js';

/**
 * Proving a passkey (decision 0064): as the sign-in's second step, as a step-up, and as a sign-in of its own
 * without a password (a discoverable credential: the options name no account, the passkey tells whose it is).
 */

/** A pending sign-in by its token, while it can still be completed. */
export async function findPendingSignIn(db: Db, token: string): Promise<{ id: number; userId: number } | undefined> {
  const [pending] = await db
    .select({ id: pendingSignIns.id, userId: pendingSignIns.user_id })
    .from(pendingSignIns)
    .where(and(eq(pendingSignIns.token_hash, hashSecret(token)), isNull(pendingSignIns.used_at), gt(pendingSignIns.expires_at, sql`now()`)));
  return pending;
}

const signInKey = (meta: RequestMeta) => `login:ip:${addressKey(meta.ip)}`;
const signInExpired = () =>
  new AppError('BAD_USER_INPUT', SECOND_FACTOR_MSG.signInExpired, { 'input.pending_token': SECOND_FACTOR_MSG.signInExpired });

/**
 * The options for navigator.credentials.get(), as JSON, with a challenge kept for this purpose: SIGN_IN names no
 * credential (counted as a sign-in attempt of the address); SECOND_STEP offers the pending account's passkeys and
 * binds the challenge to that pending sign-in; STEP_UP offers the viewer's own.
 */
export async function passkeyOptions(deps: Deps, viewer: Viewer | null, input: unknown, meta: RequestMeta): Promise<string> {
  const { db } = deps;
  const { purpose, pending_token } = AppError.parse(passkeyOptionsSchema, input);
  let owner: { userId?: number; pendingSignInId?: number } = {};
  if (purpose === 'SIGN_IN') {
    await attempt(db, signInKey(meta), LIMITS.loginPerAddress);
  } else if (purpose === 'SECOND_STEP') {
    const pending = pending_token ? await findPendingSignIn(db, pending_token) : undefined;
    if (!pending) throw signInExpired();
    owner = { userId: pending.userId, pendingSignInId: pending.id };
  } else {
    if (!viewer) throw AppError.unauthenticated();
    assertMayManageFactors(viewer);
    owner = { userId: viewer.user.id };
  }
  const allow = owner.userId === undefined ? undefined : await credentialsOf(db, owner.userId);
  if (allow?.length === 0) throw new AppError('BAD_USER_INPUT', PASSKEY_MSG.noPasskey);
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(deps.config).id,
    allowCredentials: allow?.map((c) => ({ id: c.id, transports: c.transports })),
    userVerification: 'required',
    timeout: PASSKEY_CHALLENGE_MINUTES * 60_000,
  });
  await storeChallenge(db, options.challenge, purpose as ChallengePurpose, owner);
  return JSON.stringify(options);
}

/**
 * Checks a passkey's answer to one of our challenges of this purpose (and owner), spending the challenge first, then
 * the signature with the stored public key, then moves the signature counter forward by a conditional update (an
 * answer replayed or from a cloned authenticator at the same count loses). A passkey of another account than the
 * challenge's is refused. Answers the passkey's owner.
 */
export async function provePasskey(
  deps: Deps,
  json: string,
  purpose: ChallengePurpose,
  owner: { userId?: number; pendingSignInId?: number } = {},
  now = Date.now(),
): Promise<{ userId: number; passkeyId: number }> {
  const { db } = deps;
  const { response, challenge } = readResponse<AuthenticationResponseJSON>(json);
  const spent = await spendChallenge(db, challenge, purpose, owner);
  const [key] = await db.select().from(passkeys).where(eq(passkeys.credential_id, response.id));
  if (!key || (spent.userId !== null && key.user_id !== spent.userId)) throw notVerified();
  const rp = relyingParty(deps.config);
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origins,
    expectedRPID: rp.id,
    credential: { id: key.credential_id, publicKey: Buffer.from(key.public_key, 'base64url'), counter: key.counter, transports: key.transports as never },
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) throw notVerified();
  const [moved] = await db
    .update(passkeys)
    .set({ counter: verification.authenticationInfo.newCounter, last_used_at: new Date(now) })
    .where(and(eq(passkeys.id, key.id), eq(passkeys.counter, key.counter)))
    .returning({ id: passkeys.id });
  if (!moved) throw notVerified();
  return { userId: key.user_id, passkeyId: key.id };
}

/** A passkey as the second factor (the sign-in's second step, a step-up). */
export async function passkeyFactor(
  deps: Deps,
  json: string,
  purpose: 'SECOND_STEP' | 'STEP_UP',
  owner: { userId: number; pendingSignInId?: number },
  now: number,
): Promise<ProvedFactor> {
  await provePasskey(deps, json, purpose, owner, now);
  return { method: 'PASSKEY' };
}

/**
 * A sign-in with a passkey alone: the passkey (with its user verification) is both factors, so the session has
 * proved one. The account must be able to sign in as with a password (not deleted).
 */
export async function signInWithPasskey(deps: Deps, input: unknown, meta: RequestMeta, now = Date.now()): Promise<{ user: UserRow; access_token: string }> {
  const { response } = AppError.parse(passkeySignInSchema, input);
  const proved = await provePasskey(deps, response, 'SIGN_IN', {}, now).catch((err: unknown) => {
    throw err instanceof AppError && err.message === PASSKEY_MSG.notVerified ? new AppError('BAD_USER_INPUT', PASSKEY_MSG.signInFailed) : err;
  });
  const user = await findUserById(deps.db, proved.userId);
  if (!user) throw new AppError('BAD_USER_INPUT', PASSKEY_MSG.signInFailed);
  await forgive(deps.db, signInKey(meta));
  return { user, access_token: await issueToken(deps.db, user.id, meta, { factorAt: new Date(now) }) };
}
