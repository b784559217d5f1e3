import { and, desc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import { BILLING_MSG, firstPeriodEnd, nextPeriodEnd } from '@mp/domain';
import { reportJobFailure } from '../../adapters/process-guard.js';
import { paymentsOf } from '../../adapters/payments/index.js';
import { purchases, subscriptions, type PurchaseRow, type SubscriptionRow } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import type { Viewer } from '../../viewer/viewer.js';
import { checkIdempotencyKey, requestFingerprint } from '../idempotency/service.js';
import { chargePurchase, purchaseById, resultOf, runAfter, settleOutcome, waitUntilSettled, type PurchaseResult } from './charge.js';
import { nothingAfter, payTx, type AfterCommit } from './pay.js';
import { buyerTeamId } from './policy.js';
import { assertChargeable, assertPayable, assertSameRequest, purchaseByKey, quoteAndRedeem, recordRedemption } from './purchases.js';
import { teamOf, wholeSetting } from './team.js';

/**
 * The subscription (spec document 2, section 9; decision 0045): £195 a month plus VAT with 2 job posts each period,
 * renewed on the 4th on our own clock (the same with both gateways, so there is one invoice series). The start is
 * charged at once and grants the first 2 posts; the first period ends on the first 4th at least 15 days ahead. A
 * promo applies to the first period only. Cancelling ends it at the period's end; posts already granted stay.
 */

export interface SubscriptionResult extends PurchaseResult {
  subscription: SubscriptionRow | null;
}

const LIVE = ['incomplete', 'active', 'past_due'] as const;

export async function liveSubscription(db: Deps['db'], teamId: number): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(and(eq(subscriptions.team_id, teamId), inArray(subscriptions.status, ['active', 'past_due'])));
  return row ?? null;
}

/** Whether the team ever paid for a subscription (spec: 'Start Your Subscription' or 'Update Payment Info'). */
export async function hadSubscription(db: Deps['db'], teamId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.team_id, teamId), eq(purchases.kind, 'subscription'), inArray(purchases.status, ['paid', 'refunded'])))
    .limit(1);
  return Boolean(row);
}

async function subscriptionOf(deps: Deps, purchase: PurchaseRow): Promise<SubscriptionRow | null> {
  if (!purchase.subscription_id) return null;
  const [row] = await deps.db.select().from(subscriptions).where(eq(subscriptions.id, purchase.subscription_id));
  return row ?? null;
}

async function subscriptionResult(deps: Deps, purchase: PurchaseRow): Promise<SubscriptionResult> {
  const result = await resultOf(deps, purchase);
  return { ...result, subscription: await subscriptionOf(deps, result.purchase) };
}

/**
 * A start that never finished stands in the way of a new one (one live subscription per team). One whose
 * authentication the buyer abandoned is cancelled at the gateway, so it can never complete later, and failed: that
 * ends its subscription and gives its promo back. One whose charge's outcome is unknown stays: it may have been paid,
 * and reconciliation settles it.
 */
async function settleAbandonedStart(deps: Deps, teamId: number): Promise<void> {
  const [start] = await deps.db
    .select({ id: purchases.id, ref: purchases.gateway_ref })
    .from(purchases)
    .innerJoin(subscriptions, eq(subscriptions.id, purchases.subscription_id))
    .where(and(eq(subscriptions.team_id, teamId), eq(subscriptions.status, 'incomplete'), eq(purchases.kind, 'subscription'), eq(purchases.status, 'requires_action')));
  if (!start?.ref) return;
  await settleOutcome(deps, start.id, await paymentsOf(deps).cancel(start.ref));
}

/** 'Start Your Subscription': the saved card is charged the first month, once per idempotency key. */
export async function startSubscription(deps: Deps, viewer: Viewer | null, promoCode: string | null | undefined, rawKey: string): Promise<SubscriptionResult> {
  const teamId = buyerTeamId(viewer);
  const key = checkIdempotencyKey(rawKey);
  const code = promoCode?.trim() || null;
  const hash = requestFingerprint(viewer!.user.id, { operation: 'startSubscription', promoCode: code });
  const replay = async (p: PurchaseRow) => {
    assertSameRequest(p, hash, (old) => old.kind === 'subscription');
    return subscriptionResult(deps, await waitUntilSettled(deps, p.id));
  };
  const earlier = await purchaseByKey(deps.db, teamId, key);
  if (earlier) return replay(earlier);
  await settleAbandonedStart(deps, teamId);
  const now = new Date();
  const created = await deps.db
    .transaction(async (tx): Promise<{ purchase: PurchaseRow; after: AfterCommit }> => {
      const team = await teamOf(tx, teamId, true);
      await assertChargeable(deps, tx, team, 'card');
      const [live] = await tx
        .select({ status: subscriptions.status })
        .from(subscriptions)
        .where(and(eq(subscriptions.team_id, teamId), inArray(subscriptions.status, [...LIVE])));
      if (live) throw new AppError('BAD_USER_INPUT', live.status === 'incomplete' ? BILLING_MSG.subscriptionConfirming : BILLING_MSG.subscriptionLive);
      const pricePence = await wholeSetting(tx, 'subscription_monthly_price_pence');
      const includedPosts = await wholeSetting(tx, 'subscription_included_job_posts_count');
      const periodEnd = firstPeriodEnd(now, await wholeSetting(tx, 'subscription_renewal_day'));
      // One month is the unit: quantity 1 at the monthly price; the posts it grants are the purchase's quantity.
      const { quote: q, promoId } = await quoteAndRedeem(tx, team, { quantity: 1, unitPence: pricePence, promoCode: code, tiers: false });
      assertPayable(q, 'month', 'input.');
      const [sub] = await tx
        .insert(subscriptions)
        .values({ team_id: teamId, status: 'incomplete', price_pence: pricePence, included_posts: includedPosts, period_start: now, period_end: periodEnd, started_by: viewer!.user.id })
        .onConflictDoNothing()
        .returning();
      if (!sub) throw new AppError('BAD_USER_INPUT', BILLING_MSG.subscriptionLive);
      const [row] = await tx
        .insert(purchases)
        .values({
          team_id: teamId, buyer_id: viewer!.user.id, kind: 'subscription', quantity: includedPosts, quote: q, total_pence: q.totalPence,
          promo_code_id: promoId, client_key: key, request_hash: hash, gateway: q.totalPence > 0 ? paymentsOf(deps).name : null,
          subscription_id: sub.id, period_end: periodEnd,
        })
        .returning();
      if (promoId) await recordRedemption(tx, promoId, teamId, row!.id);
      // Nothing to charge (a 100% promo): paid, invoiced and active now.
      if (q.totalPence === 0) {
        const paid = await payTx(deps, tx, row!.id);
        return { purchase: paid!.purchase, after: paid!.after };
      }
      return { purchase: row!, after: nothingAfter };
    })
    .catch(async (err) => {
      // The same key sent twice at once: the second waits on the live-subscription index, then finds the first's purchase.
      const first = await purchaseByKey(deps.db, teamId, key);
      if (first) return null;
      throw err;
    });
  if (!created) return replay((await purchaseByKey(deps.db, teamId, key))!);
  await runAfter(deps, created.after);
  if (created.purchase.status === 'pending') await chargePurchase(deps, created.purchase, false);
  return subscriptionResult(deps, await purchaseById(deps, created.purchase.id));
}

async function ownLive(deps: Deps, viewer: Viewer | null): Promise<SubscriptionRow> {
  const sub = await liveSubscription(deps.db, buyerTeamId(viewer));
  if (!sub) throw new AppError('NOT_FOUND', BILLING_MSG.noSubscription);
  return sub;
}

/** Cancels at the period's end: no more charges; the posts already granted stay. */
export async function cancelSubscription(deps: Deps, viewer: Viewer | null): Promise<SubscriptionRow> {
  const sub = await ownLive(deps, viewer);
  const [row] = await deps.db.update(subscriptions).set({ cancel_at_period_end: true }).where(eq(subscriptions.id, sub.id)).returning();
  return row!;
}

/** Undoes a cancellation before the period ends. */
export async function resumeSubscription(deps: Deps, viewer: Viewer | null): Promise<SubscriptionRow> {
  const sub = await ownLive(deps, viewer);
  const [row] = await deps.db.update(subscriptions).set({ cancel_at_period_end: false }).where(eq(subscriptions.id, sub.id)).returning();
  return row!;
}

/**
 * One renewal attempt for a subscription whose period has ended (or whose retry is due): a purchase keyed by the
 * subscription and the period it pays for, so the job run twice makes one charge. `offSession` false when an admin
 * pays on the page ('Pay now' on a past-due subscription), who can then authenticate.
 */
export async function renewOnce(deps: Deps, sub: SubscriptionRow, opts: { offSession: boolean; buyerId: number | null; now?: Date }): Promise<PurchaseRow | null> {
  const now = opts.now ?? new Date();
  if (sub.cancel_at_period_end && sub.period_end <= now) {
    await deps.db
      .update(subscriptions)
      .set({ status: 'cancelled', cancelled_at: now })
      .where(and(eq(subscriptions.id, sub.id), inArray(subscriptions.status, ['active', 'past_due'])));
    return null;
  }
  const day = await wholeSetting(deps.db, 'subscription_renewal_day');
  const paysUntil = nextPeriodEnd(sub.period_end, day);
  const created = await deps.db.transaction(async (tx): Promise<{ purchase: PurchaseRow; after: AfterCommit } | null> => {
    const team = await teamOf(tx, sub.team_id, true);
    const { quote: q } = await quoteAndRedeem(tx, team, { quantity: 1, unitPence: sub.price_pence, promoCode: null, tiers: false });
    const [row] = await tx
      .insert(purchases)
      .values({
        team_id: sub.team_id, buyer_id: opts.buyerId, kind: 'renewal', quantity: sub.included_posts, quote: q, total_pence: q.totalPence,
        gateway: q.totalPence > 0 ? paymentsOf(deps).name : null, subscription_id: sub.id, period_end: paysUntil,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    // A free month (the price set to £0): paid without a charge.
    if (q.totalPence === 0) {
      const paid = await payTx(deps, tx, row.id);
      return { purchase: paid!.purchase, after: paid!.after };
    }
    return { purchase: row, after: nothingAfter };
  });
  if (!created) return null;
  await runAfter(deps, created.after);
  if (created.purchase.status === 'pending') await chargePurchase(deps, created.purchase, opts.offSession);
  return purchaseById(deps, created.purchase.id);
}

/** The clock's renewals: every live subscription whose period ended or whose retry is due. */
export async function renewDue(deps: Deps, now = new Date()): Promise<number> {
  const due = await deps.db
    .select()
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.status, ['active', 'past_due']),
        or(and(isNull(subscriptions.next_attempt_at), lte(subscriptions.period_end, now)), lte(subscriptions.next_attempt_at, now)),
      ),
    )
    .orderBy(subscriptions.id)
    .limit(500);
  for (const sub of due) {
    try {
      await renewOnce(deps, sub, { offSession: true, buyerId: null, now });
    } catch (err) {
      reportJobFailure(deps.reporter, deps.log, err, { where: 'subscription renewal', subscriptionId: sub.id });
    }
  }
  return due.length;
}

/** 'Pay now' on a past-due subscription: the renewal charged on the page, where the bank may ask to authenticate. */
export async function paySubscriptionNow(deps: Deps, viewer: Viewer | null): Promise<SubscriptionResult> {
  const sub = await ownLive(deps, viewer);
  if (sub.status !== 'past_due') throw new AppError('BAD_USER_INPUT', 'Your subscription is paid up.');
  const purchase = await renewOnce(deps, sub, { offSession: false, buyerId: viewer!.user.id });
  if (purchase) return subscriptionResult(deps, purchase);
  // An attempt is already in flight for this period: answer with it.
  const [latest] = await deps.db.select().from(purchases).where(eq(purchases.subscription_id, sub.id)).orderBy(desc(purchases.id)).limit(1);
  return subscriptionResult(deps, latest!);
}
