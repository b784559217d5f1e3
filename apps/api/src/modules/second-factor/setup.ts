import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { confirmTotpSchema, disableTotpSchema, MSG, SECOND_FACTOR_MSG } from '@mp/domain';
import { recoveryCodes, totpFactors } from '../../db/schema/index.js';
import type { Deps, RequestMeta } from '../../deps.js';
import { AppError } from '../../errors.js';
import { addressKey, attempt, forgive, LIMITS } from '../../lib/limits.js';
import { seal, unseal } from '../../lib/sealed.js';
import { verifyPassword } from '../../lib/secrets.js';
import type { Viewer } from '../../viewer/viewer.js';
import { audit } from '../audit/service.js';
import { hasSecondFactor, requireFreshFactor } from '../../viewer/second-factor.js';
import { markSessionFactor } from './factors.js';
import { forgetIfNoFactorLeft } from './passkeys.js';
import { assertMayManageFactors } from './policy.js';
import { replaceRecoveryCodesTx } from './recovery.js';
import { newTotpSecret, stepOfCode, totpUri } from './totp.js';
import { proveSecondFactor, TOTP_PURPOSE, wrongCode } from './verify.js';

/** Setting up, confirming, turning off an authenticator app, and renewing recovery codes (decision 0064). */

export interface TotpSetup {
  secret: string;
  uri: string;
}

/**
 * Starts (or starts again) the set-up: a new secret replaces any set-up not yet confirmed. Answered once, here, for
 * the QR code and for typing in; never read back afterwards.
 */
export async function startTotpSetup(deps: Deps, viewer: Viewer): Promise<TotpSetup> {
  assertMayManageFactors(viewer);
  const secret = newTotpSecret();
  const sealed = seal(secret, deps.config.APP_SECRET, TOTP_PURPOSE);
  const [row] = await deps.db
    .insert(totpFactors)
    .values({ user_id: viewer.user.id, secret: sealed })
    .onConflictDoUpdate({ target: totpFactors.user_id, set: { secret: sealed, created_at: sql`now()` }, setWhere: isNull(totpFactors.confirmed_at) })
    .returning({ id: totpFactors.id });
  if (!row) throw new AppError('BAD_USER_INPUT', SECOND_FACTOR_MSG.alreadySetUp);
  return { secret, uri: totpUri(secret, viewer.user.email) };
}

/**
 * Confirms the set-up with a code the app shows: the factor counts from now, its step is the last accepted, this
 * session has proved it, and ten recovery codes are answered (the only time they are readable). Confirming twice:
 * the second finds nothing to confirm.
 */
export async function confirmTotpSetup(deps: Deps, viewer: Viewer, input: unknown, meta: RequestMeta, now = Date.now()): Promise<string[]> {
  assertMayManageFactors(viewer);
  const { code } = AppError.parse(confirmTotpSchema, input);
  await attempt(deps.db, `2fa:ip:${addressKey(meta.ip)}`, LIMITS.secondFactorPerAddress);
  await attempt(deps.db, `2fa:account:${viewer.user.id}`, LIMITS.secondFactorPerAccount);
  const [pending] = await deps.db
    .select({ id: totpFactors.id, secret: totpFactors.secret, confirmed_at: totpFactors.confirmed_at })
    .from(totpFactors)
    .where(eq(totpFactors.user_id, viewer.user.id));
  if (!pending) throw new AppError('BAD_USER_INPUT', SECOND_FACTOR_MSG.noSetup);
  if (pending.confirmed_at) throw new AppError('BAD_USER_INPUT', SECOND_FACTOR_MSG.alreadySetUp);
  const secret = unseal(pending.secret, deps.config.APP_SECRET, TOTP_PURPOSE);
  const step = secret ? stepOfCode(secret, code, now) : null;
  if (step === null) throw wrongCode();
  const codes = await deps.db.transaction(async (tx) => {
    const [confirmed] = await tx
      .update(totpFactors)
      .set({ confirmed_at: new Date(now), last_step: step })
      .where(and(eq(totpFactors.id, pending.id), isNull(totpFactors.confirmed_at), eq(totpFactors.secret, pending.secret)))
      .returning({ id: totpFactors.id });
    if (!confirmed) throw new AppError('BAD_USER_INPUT', SECOND_FACTOR_MSG.noSetup);
    await markSessionFactor(tx, viewer.tokenId, new Date(now));
    await audit(tx, { actorId: viewer.user.id, action: 'second_factor.totp_enabled', targetType: 'user', targetId: viewer.user.id, ip: meta.ip });
    return replaceRecoveryCodesTx(tx, viewer.user.id);
  });
  await forgive(deps.db, `2fa:account:${viewer.user.id}`, { all: true });
  return codes;
}

/**
 * Turns the app off: the password and a code (or a recovery code) of the factor being turned off, so a session
 * alone cannot. The recovery codes go with it, and with no factor left, no session keeps a proved factor.
 */
export async function disableTotp(deps: Deps, viewer: Viewer, input: unknown, meta: RequestMeta, now = Date.now()): Promise<void> {
  assertMayManageFactors(viewer);
  const { password, code } = AppError.parse(disableTotpSchema, input);
  const [app] = await deps.db
    .select({ id: totpFactors.id })
    .from(totpFactors)
    .where(and(eq(totpFactors.user_id, viewer.user.id), isNotNull(totpFactors.confirmed_at)));
  if (!app) throw new AppError('BAD_USER_INPUT', SECOND_FACTOR_MSG.notSetUp);
  const key = `password-check:user:${viewer.user.id}`;
  await attempt(deps.db, key, LIMITS.passwordCheckPerUser);
  if (!(await verifyPassword(viewer.user.password_hash, password))) {
    throw new AppError('INCORRECT_PASSWORD', MSG.incorrectPassword, { 'input.password': MSG.incorrectPassword });
  }
  await forgive(deps.db, key, { all: true });
  await proveSecondFactor(deps, viewer.user.id, code, meta, now);
  await deps.db.transaction(async (tx) => {
    await tx.delete(totpFactors).where(and(eq(totpFactors.user_id, viewer.user.id), isNotNull(totpFactors.confirmed_at)));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.user_id, viewer.user.id));
    await forgetIfNoFactorLeft(tx, viewer.user.id);
    await audit(tx, { actorId: viewer.user.id, action: 'second_factor.totp_disabled', targetType: 'user', targetId: viewer.user.id, ip: meta.ip });
  });
}

/** New recovery codes replace the old (all of them, used or not): a step-up first, as for any change of factors. */
export async function renewRecoveryCodes(deps: Deps, viewer: Viewer, meta: RequestMeta, now = Date.now()): Promise<string[]> {
  assertMayManageFactors(viewer);
  if (!(await hasSecondFactor(deps.db, viewer.user.id))) throw new AppError('BAD_USER_INPUT', SECOND_FACTOR_MSG.notSetUp);
  await requireFreshFactor(deps.db, viewer, now);
  return deps.db.transaction(async (tx) => {
    await audit(tx, { actorId: viewer.user.id, action: 'second_factor.recovery_renewed', targetType: 'user', targetId: viewer.user.id, ip: meta.ip });
    return replaceRecoveryCodesTx(tx, viewer.user.id);
  });
}
