import { and, eq } from 'drizzle-orm';
import { belowMinimumRefusal, BILLING_MSG, chargesUkVat, PROMO_MSG, purchaseInputSchema, quote, type PurchaseInput, type Quote } from '@mp/domain';
import { paymentsOf } from '../../adapters/payments/index.js';
import type { Tx } from '../../db/client.js';
import { promoRedemptions, purchases, type PurchaseRow } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import type { Viewer } from '../../viewer/viewer.js';
import { checkIdempotencyKey, keyReused, requestFingerprint } from '../idempotency/service.js';
import { supplierReady } from '../invoices/service.js';
import { redeemPromo } from '../promos/service.js';
import { chargePurchase, purchaseById, resultOf, runAfter, settleOutcome, waitUntilSettled, type PurchaseResult } from './charge.js';
import { nothingAfter, payTx, type AfterCommit } from './pay.js';
import { buyerTeamId } from './policy.js';
import { canBeCharged, cardOf, teamOf, volumeTiers, wholeSetting, type BillingTeam } from './team.js';

/**
 * Buying job posts (spec: ADD_CREDIT; decision 0045). The purchase row is written first, with the quote as shown,
 * the client's key (unique per team) and the hash of the request it stands for, in a transaction that also counts
 * the promo's use; the card is charged after that commit, with the purchase's id as the gateway's idempotency key;
 * the settling transaction grants the posts. On account, and when nothing is left to pay, the posts are granted and
 * invoiced in the first transaction.
 */

/**
 * A key answers only the same person's same request (decision 0041): the purchase keeps the fingerprint of who sent
 * it and everything they sent (`request_hash`). A row from before the hash was kept compares `legacy` instead.
 */
export function assertSameRequest(earlier: PurchaseRow, hash: string, legacy: (p: PurchaseRow) => boolean): void {
  if (earlier.request_hash === null ? !legacy(earlier) : earlier.request_hash !== hash) throw keyReused();
}

/** A total from 1p to 29p cannot be paid (decision 0044): refused on the field to change, before anything is kept. */
export function assertPayable(q: Quote, what: 'posts' | 'month', fieldPrefix: string): void {
  const refusal = belowMinimumRefusal(q, what);
  if (refusal) throw new AppError('BAD_USER_INPUT', refusal.message, refusal.field ? { [`${fieldPrefix}${refusal.field}`]: refusal.message } : undefined);
}

export async function purchaseByKey(db: Deps['db'] | Tx, teamId: number, key: string): Promise<PurchaseRow | null> {
  const [row] = await db.select().from(purchases).where(and(eq(purchases.team_id, teamId), eq(purchases.client_key, key)));
  return row ?? null;
}

/** The quote a purchase is charged at, with the promo use counted (once per team) in the caller's transaction. */
export async function quoteAndRedeem(
  tx: Tx,
  team: BillingTeam,
  opts: { quantity: number; unitPence: number; promoCode: string | null; tiers: boolean },
): Promise<{ quote: Quote; promoId: number | null }> {
  let promo = null;
  if (opts.promoCode) {
    promo = await redeemPromo(tx, opts.promoCode);
    if (!promo) throw new AppError('BAD_USER_INPUT', PROMO_MSG.unknown, { 'input.promoCode': PROMO_MSG.unknown });
  }
  const q = quote({
    quantity: opts.quantity,
    unitPence: opts.unitPence,
    tiers: opts.tiers ? await volumeTiers(tx) : [],
    promo,
    vatPercent: await wholeSetting(tx, 'vat_percentage'),
    vatApplies: chargesUkVat(team.billing_country),
  });
  return { quote: q, promoId: promo?.id ?? null };
}

/** Records the team's one use of a promo; a second use by the same team is refused (the transaction rolls back). */
export async function recordRedemption(tx: Tx, promoId: number, teamId: number, purchaseId: number): Promise<void> {
  const [row] = await tx
    .insert(promoRedemptions)
    .values({ promo_code_id: promoId, team_id: teamId, purchase_id: purchaseId })
    .onConflictDoNothing()
    .returning({ id: promoRedemptions.purchase_id });
  if (!row) throw new AppError('BAD_USER_INPUT', BILLING_MSG.promoUsed, { 'input.promoCode': BILLING_MSG.promoUsed });
}

/** The checks before anything is charged: an approved account, a card or credit account, a supplier for live charges. */
export async function assertChargeable(deps: Deps, tx: Tx, team: BillingTeam, method: 'card' | 'account'): Promise<void> {
  if (!canBeCharged(team)) throw new AppError('FORBIDDEN', BILLING_MSG.notActive);
  if (method === 'account') {
    if (!team.is_payment_active) throw new AppError('FORBIDDEN', BILLING_MSG.noCreditAccount);
    return;
  }
  if (!(await cardOf(tx, team.id))) throw new AppError('BAD_USER_INPUT', BILLING_MSG.noCard);
  if (paymentsOf(deps).name === 'stripe' && !(await supplierReady(tx))) throw new AppError('FORBIDDEN', BILLING_MSG.supplierMissing);
}

/** PAY / 'Purchase on Account': `quantity` posts for the viewer's team, once per idempotency key. */
export async function purchaseJobPosts(deps: Deps, viewer: Viewer | null, input: PurchaseInput, rawKey: string): Promise<PurchaseResult> {
  const teamId = buyerTeamId(viewer);
  const { quantity, promoCode, method } = AppError.parse(purchaseInputSchema, input);
  const key = checkIdempotencyKey(rawKey);
  const hash = requestFingerprint(viewer!.user.id, { operation: 'purchaseJobPosts', quantity, promoCode, method });
  const replay = async (p: PurchaseRow) => {
    assertSameRequest(p, hash, (old) => old.kind === method && old.quantity === quantity);
    return resultOf(deps, await waitUntilSettled(deps, p.id));
  };
  const earlier = await purchaseByKey(deps.db, teamId, key);
  if (earlier) return replay(earlier);

  const created = await deps.db.transaction(async (tx): Promise<{ purchase: PurchaseRow; after: AfterCommit } | null> => {
    const team = await teamOf(tx, teamId, true);
    await assertChargeable(deps, tx, team, method);
    const { quote: q, promoId } = await quoteAndRedeem(tx, team, {
      quantity, promoCode, unitPence: await wholeSetting(tx, 'job_post_price_pence'), tiers: true,
    });
    assertPayable(q, 'posts', 'input.');
    const [row] = await tx
      .insert(purchases)
      .values({
        team_id: teamId, buyer_id: viewer!.user.id, kind: method, quantity, quote: q, total_pence: q.totalPence,
        promo_code_id: promoId, client_key: key, request_hash: hash, gateway: method === 'card' && q.totalPence > 0 ? paymentsOf(deps).name : null,
      })
      // A concurrent repeat of the key waits here for the first to commit, then finds it.
      .onConflictDoNothing({ target: [purchases.team_id, purchases.client_key] })
      .returning();
    if (!row) throw new KeyTaken();
    if (promoId) await recordRedemption(tx, promoId, teamId, row.id);
    // On account, or nothing to charge (a 100% promo): granted and invoiced now.
    if (method === 'account' || q.totalPence === 0) {
      const paid = await payTx(deps, tx, row.id);
      return { purchase: paid!.purchase, after: paid!.after };
    }
    return { purchase: row, after: nothingAfter };
  }).catch(async (err) => {
    if (err instanceof KeyTaken) return null;
    throw err;
  });
  if (!created) return replay((await purchaseByKey(deps.db, teamId, key))!);
  await runAfter(deps, created.after);
  if (created.purchase.status === 'pending') await chargePurchase(deps, created.purchase, false);
  return resultOf(deps, await purchaseById(deps, created.purchase.id));
}

/** The key was taken by a concurrent request between the look-up and the insert: that request's purchase answers. */
class KeyTaken extends Error {}

/** After the browser's authentication (3-D Secure): reads the charge and settles the purchase. */
export async function confirmPurchase(deps: Deps, viewer: Viewer | null, purchaseId: number): Promise<PurchaseResult> {
  const teamId = buyerTeamId(viewer);
  const [row] = await deps.db.select().from(purchases).where(and(eq(purchases.id, purchaseId), eq(purchases.team_id, teamId)));
  if (!row) throw new AppError('NOT_FOUND', 'Could not find the purchase.');
  if ((row.status === 'requires_action' || row.status === 'pending') && row.gateway_ref) {
    await settleOutcome(deps, row.id, await paymentsOf(deps).retrieve(row.gateway_ref));
  }
  return resultOf(deps, await purchaseById(deps, row.id));
}
