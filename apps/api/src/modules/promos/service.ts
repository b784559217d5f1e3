import { and, desc, eq, gte, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { PROMO_MSG, promoCodeSchema, type PromoType } from '@mp/domain';
import { ZodError } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { promoCodes } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { audit } from '../audit/service.js';
import type { Actor } from '../audit/actor.js';
import { pgError, PG, removeOrElse } from '../../db/errors.js';
import { toIds } from '../reference/filters.js';

export type PromoRow = typeof promoCodes.$inferSelect;
export interface PromoDiscount {
  type: PromoType;
  value: number;
}

const byCode = (code: string) => sql`upper(${promoCodes.code}) = ${code.trim().toUpperCase()}`;

/** Active, within its dates (both ends included) and under its usage limit at `now`. */
const usableAt = (now: Date) =>
  and(
    eq(promoCodes.active, true),
    or(isNull(promoCodes.valid_from), lte(promoCodes.valid_from, now)),
    or(isNull(promoCodes.valid_until), gte(promoCodes.valid_until, now)),
    or(isNull(promoCodes.usage_limit), lt(promoCodes.used_count, promoCodes.usage_limit)),
  );

/** The discount a code gives at `now`, or null when it is unknown or cannot be used (spec: CHECK_PROMO). */
export async function checkPromo(db: Db | Tx, code: string, now: Date = new Date()): Promise<PromoDiscount | null> {
  if (!code.trim()) return null;
  const [row] = await db
    .select({ type: promoCodes.type, value: promoCodes.value })
    .from(promoCodes)
    .where(and(byCode(code), usableAt(now)))
    .limit(1);
  return row ? { type: row.type as PromoType, value: row.value } : null;
}

/**
 * Counts one use of a code, in the caller's transaction, only while it is usable: two buyers racing
 * for the last use cannot both get it. Returns the discount, or null when the code cannot be used.
 */
export async function redeemPromo(db: Db | Tx, code: string, now: Date = new Date()): Promise<(PromoDiscount & { id: number }) | null> {
  if (!code.trim()) return null;
  const [row] = await db
    .update(promoCodes)
    .set({ used_count: sql`${promoCodes.used_count} + 1` })
    .where(and(byCode(code), usableAt(now)))
    .returning({ id: promoCodes.id, type: promoCodes.type, value: promoCodes.value });
  return row ? { id: row.id, type: row.type as PromoType, value: row.value } : null;
}

export function listPromoCodes(db: Db): Promise<PromoRow[]> {
  return db.select().from(promoCodes).orderBy(desc(promoCodes.created_at), desc(promoCodes.id));
}

function parse(input: unknown) {
  try {
    return promoCodeSchema.parse(input);
  } catch (err) {
    if (err instanceof ZodError) throw AppError.fromZod(err);
    throw err;
  }
}

const fieldError = (field: string, message: string) => new AppError('BAD_USER_INPUT', message, { [`input.${field}`]: message });

/** The database's refusals as field messages; anything else is rethrown. */
function inputError(err: unknown): never {
  if (err instanceof AppError) throw err;
  const pg = pgError(err);
  if (pg?.code === PG.uniqueViolation) throw fieldError('code', PROMO_MSG.codeTaken);
  if (pg?.code === PG.checkViolation && pg.constraint === 'promo_codes_usage_check') throw fieldError('usage_limit', PROMO_MSG.usageBelowUsed);
  if (pg?.code === PG.checkViolation && pg.constraint === 'promo_codes_dates_check') throw fieldError('valid_until', PROMO_MSG.dateOrder);
  throw err;
}

const notFound = () => new AppError('NOT_FOUND', PROMO_MSG.notFound);
const idOf = (id: string) => toIds([id])[0] ?? 0;

/** What the audit log keeps of a code: everything but timestamps as ISO text. */
const auditDetails = (row: PromoRow) => ({
  code: row.code, type: row.type, value: row.value, valid_from: row.valid_from?.toISOString() ?? null,
  valid_until: row.valid_until?.toISOString() ?? null, usage_limit: row.usage_limit, active: row.active,
});

export async function createPromoCode(db: Db, actor: Actor, input: unknown): Promise<PromoRow> {
  const values = parse(input);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(promoCodes).values(values).returning();
      await audit(tx, { actorId: actor.id, action: 'promo.create', targetType: 'promo_code', targetId: row!.id, details: auditDetails(row!), ip: actor.ip });
      return row!;
    });
  } catch (err) {
    inputError(err);
  }
}

/** Replaces a code's terms; the usage count stays, and the limit may not go below it. */
export async function updatePromoCode(db: Db, actor: Actor, id: string, input: unknown): Promise<PromoRow> {
  const values = parse(input);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.update(promoCodes).set(values).where(eq(promoCodes.id, idOf(id))).returning();
      if (!row) throw notFound();
      await audit(tx, { actorId: actor.id, action: 'promo.update', targetType: 'promo_code', targetId: row.id, details: auditDetails(row), ip: actor.ip });
      return row;
    });
  } catch (err) {
    inputError(err);
  }
}

/**
 * Deletes a code nobody has used and answers true. A used code (or one something refers to) is
 * deactivated instead, so past purchases keep it, and the answer is false.
 */
export async function deletePromoCode(db: Db, actor: Actor, id: string): Promise<boolean> {
  const promoId = idOf(id);
  return db.transaction(async (tx) => {
    const log = (t: Tx, action: string, code: string) =>
      audit(t, { actorId: actor.id, action, targetType: 'promo_code', targetId: promoId, details: { code }, ip: actor.ip });
    const deactivate = async () => {
      const [row] = await tx.update(promoCodes).set({ active: false }).where(eq(promoCodes.id, promoId)).returning();
      await log(tx, 'promo.deactivate', row!.code);
      return false;
    };
    const [current] = await tx.select().from(promoCodes).where(eq(promoCodes.id, promoId)).for('update');
    if (!current) throw notFound();
    if (current.used_count > 0) return deactivate();
    return removeOrElse(
      tx,
      async (sp) => {
        await sp.delete(promoCodes).where(eq(promoCodes.id, promoId));
        await log(sp, 'promo.delete', current.code);
        return true;
      },
      deactivate,
    );
  });
}

/** Gives back one use of a code whose purchase failed (the use was counted when the purchase was created). */
export async function releasePromo(tx: Tx, promoId: number): Promise<void> {
  await tx
    .update(promoCodes)
    .set({ used_count: sql`greatest(${promoCodes.used_count} - 1, 0)` })
    .where(eq(promoCodes.id, promoId));
}
