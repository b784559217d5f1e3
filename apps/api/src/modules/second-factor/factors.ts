import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { accessTokens, passkeys, recoveryCodes, totpFactors } from '../../db/schema/index.js';

/** Reads of a person's second factors (decision 0064). */

export interface FactorStatus {
  totp: boolean;
  recoveryCodesLeft: number;
  passkeys: number;
}

export async function factorStatus(db: Db, userId: number): Promise<FactorStatus> {
  const [[totp], [left], [keys]] = await Promise.all([
    db
      .select({ id: totpFactors.id })
      .from(totpFactors)
      .where(and(eq(totpFactors.user_id, userId), isNotNull(totpFactors.confirmed_at))),
    db
      .select({ n: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.user_id, userId), isNull(recoveryCodes.used_at))),
    db.select({ n: count() }).from(passkeys).where(eq(passkeys.user_id, userId)),
  ]);
  return { totp: Boolean(totp), recoveryCodesLeft: left?.n ?? 0, passkeys: keys?.n ?? 0 };
}

/** This session proved a factor at `at` (the second step, a step-up, or confirming a new factor). */
export async function markSessionFactor(db: Db | Tx, tokenId: number, at: Date): Promise<void> {
  await db.update(accessTokens).set({ factor_at: at }).where(eq(accessTokens.id, tokenId));
}

/** The account's last factor went: no session of it has proved one any more (the console closes, step-ups ask again). */
export async function forgetSessionFactors(tx: Tx, userId: number): Promise<void> {
  await tx.update(accessTokens).set({ factor_at: null }).where(and(eq(accessTokens.user_id, userId), isNotNull(accessTokens.factor_at)));
}
