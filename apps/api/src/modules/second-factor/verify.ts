import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { codeKind, SECOND_FACTOR_MSG } from '@mp/domain';
import { totpFactors } from '../../db/schema/index.js';
import type { Deps, RequestMeta } from '../../deps.js';
import { AppError } from '../../errors.js';
import { addressKey, attempt, forgive, LIMITS } from '../../lib/limits.js';
import { unseal } from '../../lib/sealed.js';
import { spendRecoveryCode } from './recovery.js';
import { stepOfCode } from './totp.js';

export const TOTP_PURPOSE = 'totp';

export const wrongCode = (field = 'input.code') => new AppError('BAD_USER_INPUT', SECOND_FACTOR_MSG.wrongCode, { [field]: SECOND_FACTOR_MSG.wrongCode });

export interface ProvedFactor {
  method: 'TOTP' | 'RECOVERY' | 'PASSKEY';
  /** After a recovery code: how many are left. */
  recoveryCodesLeft?: number;
}

/**
 * Checks a second-factor code of the account (decision 0064) and spends it: a TOTP code moves the factor's last
 * accepted step forward by a conditional update (a step at or before it is refused, so a code works once, and of
 * two uses at once one wins); a recovery code is marked used the same way. Counted per account and per address
 * before the check. A wrong, replayed or spent code: one message, so none tells which.
 */
export async function proveSecondFactor(deps: Deps, userId: number, code: string, meta: RequestMeta, now: number): Promise<ProvedFactor> {
  const { db } = deps;
  const accountKey = `2fa:account:${userId}`;
  const addressKeyOf = `2fa:ip:${addressKey(meta.ip)}`;
  await attempt(db, addressKeyOf, LIMITS.secondFactorPerAddress);
  await attempt(db, accountKey, LIMITS.secondFactorPerAccount);
  const proved = codeKind(code) === 'TOTP' ? await proveTotp(deps, userId, code.replace(/\s+/g, ''), now) : await proveRecovery(deps, userId, code);
  if (!proved) throw wrongCode();
  // A success is no guess: given back to the address, and the account's count starts over.
  await Promise.all([forgive(db, addressKeyOf), forgive(db, accountKey, { all: true })]);
  return proved;
}

async function proveTotp(deps: Deps, userId: number, code: string, now: number): Promise<ProvedFactor | null> {
  const [factor] = await deps.db
    .select({ id: totpFactors.id, secret: totpFactors.secret })
    .from(totpFactors)
    .where(and(eq(totpFactors.user_id, userId), isNotNull(totpFactors.confirmed_at)));
  const secret = factor ? unseal(factor.secret, deps.config.APP_SECRET, TOTP_PURPOSE) : null;
  const step = secret ? stepOfCode(secret, code, now) : null;
  if (!factor || step === null) return null;
  const [moved] = await deps.db
    .update(totpFactors)
    .set({ last_step: step })
    .where(and(eq(totpFactors.id, factor.id), or(isNull(totpFactors.last_step), lt(totpFactors.last_step, step))))
    .returning({ id: totpFactors.id });
  return moved ? { method: 'TOTP' } : null;
}

async function proveRecovery(deps: Deps, userId: number, code: string): Promise<ProvedFactor | null> {
  const left = await spendRecoveryCode(deps.db, userId, code);
  return left === null ? null : { method: 'RECOVERY', recoveryCodesLeft: left };
}
