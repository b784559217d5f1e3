import { and, eq, inArray } from 'drizzle-orm';
import type { ChargeOutcome } from '../../adapters/payments/types.js';
import { paymentsOf } from '../../adapters/payments/index.js';
import type { Tx } from '../../db/client.js';
import { purchases } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { awaitActionTx, failTx, nothingAfter, payTx, type AfterCommit } from './pay.js';

export type { AfterCommit } from './pay.js';

/**
 * Settles the purchase a gateway charge belongs to, in the caller's transaction (the webhook's, so the event id and
 * its effect commit together): paid once, failed once; a charge no purchase knows, or one already settled, is
 * ignored. The browser's return and reconciliation settle through the same claims (pay.ts), so any order is safe.
 */
export async function settleChargeTx(deps: Deps, tx: Tx, outcome: ChargeOutcome): Promise<AfterCommit> {
  if (!outcome.ref) return nothingAfter;
  const [purchase] = await tx
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.gateway, paymentsOf(deps).name), eq(purchases.gateway_ref, outcome.ref), inArray(purchases.status, ['pending', 'requires_action'])));
  if (!purchase) return nothingAfter;
  switch (outcome.status) {
    case 'succeeded':
      return (await payTx(deps, tx, purchase.id))?.after ?? nothingAfter;
    case 'failed':
      return (await failTx(deps, tx, purchase.id, outcome.message)) ?? nothingAfter;
    case 'requires_action':
      await awaitActionTx(tx, purchase.id, outcome.ref);
      return nothingAfter;
    case 'processing':
      return nothingAfter;
  }
}
