import { randomInt } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { normaliseRecoveryCode, RECOVERY_ALPHABET, RECOVERY_CODE_COUNT } from '@mp/domain';
import type { Db, Tx } from '../../db/client.js';
import { recoveryCodes } from '../../db/schema/index.js';
import { hashSecret } from '../../lib/secrets.js';

/**
 * Recovery codes (decision 0064): 12 characters of a 31-letter alphabet (about 59 bits), shown once as
 * xxxx-xxxx-xxxx, kept as SHA-256 of the user id and the code: fast to check, and the id keeps one table-wide
 * guess from testing every account at once. Single use is the database's: a conditional update on used_at.
 */
function newRecoveryCode(): string {
  const chars = Array.from({ length: 12 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

const hashOf = (userId: number, code: string) => hashSecret(`${userId}:${normaliseRecoveryCode(code)}`);

/** Replaces the account's codes with new ones; answers them, the only time they are readable. */
export async function replaceRecoveryCodesTx(tx: Tx, userId: number): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newRecoveryCode());
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
  await tx.insert(recoveryCodes).values([...codes].map((code) => ({ user_id: userId, code_hash: hashOf(userId, code) })));
  return [...codes];
}

/**
 * Spends one code: of two uses at once, one wins. Answers the codes left after it, or null when the code is
 * not one of the account's unused codes.
 */
export async function spendRecoveryCode(db: Db | Tx, userId: number, code: string): Promise<number | null> {
  const [spent] = await db
    .update(recoveryCodes)
    .set({ used_at: new Date() })
    .where(and(eq(recoveryCodes.user_id, userId), eq(recoveryCodes.code_hash, hashOf(userId, code)), isNull(recoveryCodes.used_at)))
    .returning({ id: recoveryCodes.id });
  if (!spent) return null;
  const [left] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.user_id, userId), isNull(recoveryCodes.used_at)));
  return left?.n ?? 0;
}
