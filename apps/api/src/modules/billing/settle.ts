import { and, eq, inArray } from 'drizzle-orm';
import type { ChargeOutcome } from '../../adapters/payments/types.js';
import { paymentsOf } from '../../adapters/payments/index.js';
import type { Tx } from '../../db/client.js';
import { purchases } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { nothingAfter, settleTx, type AfterCommit } from './pay.js';

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
  return settleTx(deps, tx, purchase.id, outcome);
}
