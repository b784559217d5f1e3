import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { promoRedemptions, purchases, type InvoiceRow, type PurchaseRow } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { createAccounting } from '../../adapters/accounting/index.js';
import { paymentsOf, type ChargeOutcome } from '../../adapters/payments/index.js';
import { addCredits } from '../credits/service.js';
import { issueInvoice } from '../invoices/service.js';
import { queueInvoiceMailTx } from '../invoices/jobs.js';
import { releasePromo } from '../promos/service.js';
import { subscriptionPaidTx, subscriptionPaymentFailedTx } from './subscription-state.js';

/**
 * Settling a purchase (decision 0045): paid once, failed once. The claim is a conditional update of the status, so
 * of a webhook, the browser's return and reconciliation racing for one purchase exactly one pays it, and that one
 * writes the IN ledger row, the invoice, its accounting record and its mail's job in the same transaction.
 */

/**
 * What follows the settling transaction's commit: the jobs it queued (mails) are handed to the runner at once. Losing
 * it (a crash) only delays them: they are in the job outbox (decision 0037).
 */
export type AfterCommit = () => Promise<void>;
export const nothingAfter: AfterCommit = async () => undefined;
export const handQueuedJobs = (deps: Pick<Deps, 'jobs'>): AfterCommit => async () => deps.jobs.nudge();

const UNSETTLED = ['pending', 'requires_action'] as const;

const REASON: Record<PurchaseRow['kind'], string> = {
  card: 'Purchase',
  account: 'Purchase on account',
  subscription: 'Subscription',
  renewal: 'Subscription renewal',
};

/** Pays a purchase in `tx` if it is still unsettled: credits, invoice, accounting. Null when another got there first. */
export async function payTx(deps: Deps, tx: Tx, purchaseId: number, now = new Date()): Promise<{ purchase: PurchaseRow; invoice: InvoiceRow; after: AfterCommit } | null> {
  const [claimed] = await tx
    .update(purchases)
    .set({ status: 'paid', settled_at: now, failure_message: null })
    .where(and(eq(purchases.id, purchaseId), inArray(purchases.status, [...UNSETTLED])))
    .returning();
  if (!claimed) return null;
  let purchase: PurchaseRow = claimed;
  if (claimed.quantity > 0) {
    const { ledgerId } = await addCredits(tx, {
      teamId: claimed.team_id,
      quantity: claimed.quantity,
      actorId: claimed.buyer_id,
      reason: `${REASON[claimed.kind]} #${claimed.id}`,
    });
    const [withLedger] = await tx.update(purchases).set({ ledger_id: ledgerId }).where(eq(purchases.id, claimed.id)).returning();
    purchase = withLedger!;
  }
  const invoice = await issueInvoice(tx, purchase, {
    method: claimed.kind === 'account' ? 'account' : 'card', now, accounting: createAccounting(deps.config),
    // Every document issued while the offline test gateway takes the payments is a test-mode one (decision 0046).
    testMode: paymentsOf(deps).name === 'test',
  });
  await queueInvoiceMailTx(tx, invoice.id);
  if (claimed.subscription_id) await subscriptionPaidTx(tx, claimed, now);
  return { purchase, invoice, after: handQueuedJobs(deps) };
}

/** Marks an unsettled purchase failed with the gateway's words, and gives its promo use back. */
export async function failTx(deps: Deps, tx: Tx, purchaseId: number, message: string, now = new Date()): Promise<AfterCommit | null> {
  const [failed] = await tx
    .update(purchases)
    .set({ status: 'failed', settled_at: now, failure_message: message.slice(0, 500) })
    .where(and(eq(purchases.id, purchaseId), inArray(purchases.status, [...UNSETTLED])))
    .returning();
  if (!failed) return null;
  if (failed.promo_code_id) {
    const released = await tx.delete(promoRedemptions).where(eq(promoRedemptions.purchase_id, failed.id)).returning({ id: promoRedemptions.promo_code_id });
    if (released.length) await releasePromo(tx, failed.promo_code_id);
  }
  if (failed.subscription_id) return subscriptionPaymentFailedTx(deps, tx, failed, message, now);
  return nothingAfter;
}

/** The bank wants the card holder: the purchase waits (and says so) until the browser completes it or it times out. */
export async function awaitActionTx(tx: Tx, purchaseId: number, ref: string): Promise<void> {
  await tx
    .update(purchases)
    .set({ status: 'requires_action', gateway_ref: ref })
    .where(and(eq(purchases.id, purchaseId), inArray(purchases.status, [...UNSETTLED])));
}

/** Records the gateway's charge on a purchase that did not know it yet (the answer to charge()). */
export async function recordRef(tx: Tx, purchaseId: number, ref: string): Promise<void> {
  await tx
    .update(purchases)
    .set({ gateway_ref: ref })
    .where(and(eq(purchases.id, purchaseId), sql`${purchases.gateway_ref} is null`));
}

/** Settles a purchase in `tx` with what the gateway said of its charge; 'processing' waits for a later word. */
export async function settleTx(deps: Deps, tx: Tx, purchaseId: number, outcome: ChargeOutcome): Promise<AfterCommit> {
  switch (outcome.status) {
    case 'succeeded':
      return (await payTx(deps, tx, purchaseId))?.after ?? nothingAfter;
    case 'failed':
      return (await failTx(deps, tx, purchaseId, outcome.message)) ?? nothingAfter;
    case 'requires_action':
      await awaitActionTx(tx, purchaseId, outcome.ref);
      return nothingAfter;
    case 'processing':
      return nothingAfter;
  }
}
