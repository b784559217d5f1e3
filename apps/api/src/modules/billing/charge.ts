import { eq } from 'drizzle-orm';
import { reportJobFailure } from '../../adapters/process-guard.js';
import { paymentsOf, type ChargeOutcome } from '../../adapters/payments/index.js';
import { purchases, type PurchaseRow } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { balanceOf } from '../credits/service.js';
import { recordRef, settleTx, type AfterCommit } from './pay.js';
import { AUTHENTICATION_NEEDED } from './subscription-state.js';
import { cardOf } from './team.js';

/** Charging a purchase's card and settling it with what the gateway answered (decision 0045). */

export interface NextAction {
  gateway: string;
  ref: string;
  clientSecret: string;
}

export interface PurchaseResult {
  purchase: PurchaseRow;
  balance: number;
  nextAction: NextAction | null;
}

/** The gateway's idempotency key of a purchase: a repeated charge (reconciliation) is the same charge. */
export const chargeKey = (purchaseId: number) => `purchase-${purchaseId}`;

/** Settles a purchase with a charge's outcome in one transaction, then runs what follows the commit. */
export async function settleOutcome(deps: Deps, purchaseId: number, outcome: ChargeOutcome): Promise<void> {
  const after = await deps.db.transaction(async (tx): Promise<AfterCommit> => {
    if (outcome.ref) await recordRef(tx, purchaseId, outcome.ref);
    return settleTx(deps, tx, purchaseId, outcome);
  });
  await runAfter(deps, after);
}

/** What follows the commit (the queued mails handed to the job runner): a failure is reported, never undoes a payment. */
export async function runAfter(deps: Deps, after: AfterCommit): Promise<void> {
  try {
    await after();
  } catch (err) {
    deps.reporter.capture(err as Error, { where: 'billing after commit' });
  }
}

/**
 * Charges the team's saved card for a pending purchase and settles it. `offSession` for renewals. A refusal (declined,
 * an amount under £0.30, a card the gateway no longer knows) is a 'failed' outcome: the purchase fails at once and
 * gives its promo back. Only an unknown outcome throws (no connection, the gateway's own fault): the purchase stays
 * pending, and reconciliation charges it again with the same key, which is the same charge.
 */
export async function chargePurchase(deps: Deps, purchase: PurchaseRow, offSession: boolean): Promise<ChargeOutcome | null> {
  const gateway = paymentsOf(deps);
  const card = await cardOf(deps.db, purchase.team_id);
  if (!card) {
    await settleOutcome(deps, purchase.id, { status: 'failed', ref: null, message: 'No card is saved for this account.' });
    return null;
  }
  let outcome: ChargeOutcome;
  try {
    outcome = await gateway.charge({
      amountPence: purchase.total_pence,
      customerRef: card.customer_ref,
      methodRef: card.method_ref,
      idempotencyKey: chargeKey(purchase.id),
      offSession,
      description: `Onbrief ${purchase.kind} #${purchase.id}`,
      metadata: { purchase_id: String(purchase.id), team_id: String(purchase.team_id), kind: purchase.kind },
    });
  } catch (err) {
    // A gateway or database that could not be reached: the purchase stays pending for reconciliation.
    reportJobFailure(deps.reporter, deps.log, err, { where: 'billing charge', purchaseId: purchase.id });
    return null;
  }
  // Off session nobody can authenticate: the renewal fails, and the admins are asked to pay on the page.
  if (offSession && outcome.status === 'requires_action') outcome = { status: 'failed', ref: outcome.ref, message: AUTHENTICATION_NEEDED };
  await settleOutcome(deps, purchase.id, outcome);
  return outcome;
}

export async function purchaseById(deps: Deps, id: number): Promise<PurchaseRow> {
  const [row] = await deps.db.select().from(purchases).where(eq(purchases.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Could not find the purchase.');
  return row;
}

const SETTLE_WAIT_MS = 8000;

/** A repeat that arrives while the first is still charging waits for it (a few seconds) rather than charging again. */
export async function waitUntilSettled(deps: Deps, id: number, ms = SETTLE_WAIT_MS): Promise<PurchaseRow> {
  const deadline = Date.now() + ms;
  let row = await purchaseById(deps, id);
  while (row.status === 'pending' && !row.gateway_ref && row.total_pence > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    row = await purchaseById(deps, id);
  }
  return row;
}

/**
 * What the buyer is told about a purchase: paid (the balance after), waiting for authentication (what to open),
 * still with the gateway, or failed — which is an error with the gateway's words, the same for every repeat.
 */
export async function resultOf(deps: Deps, purchase: PurchaseRow): Promise<PurchaseResult> {
  if (purchase.status === 'failed') {
    throw new AppError('PAYMENT_FAILED', purchase.failure_message ?? 'The payment failed.', { purchaseId: String(purchase.id) });
  }
  let nextAction: NextAction | null = null;
  if (purchase.status === 'requires_action' && purchase.gateway_ref) {
    const gateway = paymentsOf(deps);
    const now = await gateway.retrieve(purchase.gateway_ref).catch(() => null);
    if (now?.status === 'requires_action') nextAction = { gateway: gateway.name, ref: now.ref, clientSecret: now.clientSecret };
  }
  return { purchase, balance: await balanceOf(deps.db, purchase.team_id), nextAction };
}
