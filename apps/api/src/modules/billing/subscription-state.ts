import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { RENEWAL_RETRY_DAYS } from '@mp/domain';
import type { Tx } from '../../db/client.js';
import { subscriptions, type PurchaseRow } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { enqueueTx } from '../../adapters/jobs/outbox.js';
import { subscriptionMailJob } from './mail-jobs.js';

/** What a subscription's charges do to it (decision 0045), inside the transaction that settles the charge. */

/** Hands the jobs the transaction queued to the runner once it has committed (pay.ts's AfterCommit). */
type AfterCommit = () => Promise<void>;
const DAY_MS = 86_400_000;

/** The start's charge makes the subscription active; a renewal's moves it to the period it paid for. */
export async function subscriptionPaidTx(tx: Tx, purchase: PurchaseRow, now: Date): Promise<void> {
  const id = purchase.subscription_id!;
  if (purchase.kind === 'subscription') {
    await tx.update(subscriptions).set({ status: 'active' }).where(and(eq(subscriptions.id, id), eq(subscriptions.status, 'incomplete')));
    return;
  }
  await tx
    .update(subscriptions)
    .set({
      status: 'active',
      period_start: sql`${subscriptions.period_end}`,
      period_end: purchase.period_end!,
      failed_attempts: 0,
      next_attempt_at: null,
    })
    .where(and(eq(subscriptions.id, id), lt(subscriptions.period_end, purchase.period_end!)));
  void now;
}

/**
 * A failed start ends the subscription it would have begun (the buyer is on the page and sees why). A failed renewal
 * makes it past due, tried again RENEWAL_RETRY_DAYS after the period's end (2, then 5 days), then cancelled; the
 * team's admins are told each time.
 */
export async function subscriptionPaymentFailedTx(deps: Deps, tx: Tx, purchase: PurchaseRow, message: string, now: Date): Promise<AfterCommit> {
  const id = purchase.subscription_id!;
  if (purchase.kind === 'subscription') {
    await tx
      .update(subscriptions)
      .set({ status: 'cancelled', cancelled_at: now })
      .where(and(eq(subscriptions.id, id), eq(subscriptions.status, 'incomplete')));
    return async () => undefined;
  }
  const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  if (!sub || !['active', 'past_due'].includes(sub.status)) return async () => undefined;
  const attempts = sub.failed_attempts + 1;
  const retryDays = RENEWAL_RETRY_DAYS[attempts - 1];
  const cancelled = retryDays === undefined;
  await tx
    .update(subscriptions)
    .set(
      cancelled
        ? { status: 'cancelled', cancelled_at: now, failed_attempts: attempts, next_attempt_at: null }
        : { status: 'past_due', failed_attempts: attempts, next_attempt_at: new Date(sub.period_end.getTime() + retryDays * DAY_MS) },
    )
    .where(and(eq(subscriptions.id, id), inArray(subscriptions.status, ['active', 'past_due'])));
  const event = cancelled ? 'cancelled' : message === AUTHENTICATION_NEEDED ? 'action_required' : 'payment_failed';
  await enqueueTx(tx, subscriptionMailJob, { subscriptionId: id, event, message: message.slice(0, 300) });
  return async () => deps.jobs.nudge();
}

/** The failure message of a renewal the bank would only take with the card holder present (3-D Secure off session). */
export const AUTHENTICATION_NEEDED = 'Your bank asks you to confirm this payment. Open Subscription and choose Pay now.';
