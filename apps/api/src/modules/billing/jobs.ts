import { and, inArray, isNotNull, lt } from 'drizzle-orm';
import { z } from 'zod';
import { paymentsOf } from '../../adapters/payments/index.js';
import { reportJobFailure } from '../../adapters/process-guard.js';
import { purchases } from '../../db/schema/index.js';
import { defineJob, type Deps } from '../../deps.js';
import { chargePurchase, runAfter, settleOutcome } from './charge.js';
import { creditAccountMailJob, subscriptionMailJob } from './mail-jobs.js';
import { failTx, nothingAfter } from './pay.js';
import { renewDue } from './subscriptions.js';

/**
 * Billing's clocks (decision 0045). Reconciliation settles what a lost answer left pending: no paid purchase without
 * its posts, no posts without a payment. Renewals charge the subscriptions whose period has ended.
 */

/** A purchase is left to its own request this long before reconciliation looks at it. */
export const RECONCILE_AFTER_MS = 2 * 60_000;
/** An authentication nobody completed fails after this long, and gives its promo back. */
export const AUTHENTICATION_TIMEOUT_MS = 60 * 60_000;
export const NOT_AUTHENTICATED = 'The payment was not authenticated in time. Nothing was charged.';

export async function reconcile(deps: Deps, now = new Date()): Promise<number> {
  const stale = await deps.db
    .select()
    .from(purchases)
    .where(and(inArray(purchases.status, ['pending', 'requires_action']), isNotNull(purchases.gateway), lt(purchases.created_at, new Date(now.getTime() - RECONCILE_AFTER_MS))))
    .orderBy(purchases.id)
    .limit(200);
  for (const p of stale) {
    try {
      if (p.status === 'requires_action' && p.created_at.getTime() < now.getTime() - AUTHENTICATION_TIMEOUT_MS) {
        const after = await deps.db.transaction(async (tx) => (await failTx(deps, tx, p.id, NOT_AUTHENTICATED, now)) ?? nothingAfter);
        await runAfter(deps, after);
      } else if (p.gateway_ref) {
        await settleOutcome(deps, p.id, await paymentsOf(deps).retrieve(p.gateway_ref));
      } else {
        // The charge's answer was lost (or it never left): the same key makes it the same charge, never a second.
        await chargePurchase(deps, p, p.kind === 'renewal' && p.buyer_id === null);
      }
    } catch (err) {
      // The next run (5 minutes) tries it again; a database outage meanwhile is a warning.
      reportJobFailure(deps.reporter, deps.log, err, { where: 'billing reconcile', purchaseId: p.id });
    }
  }
  return stale.length;
}

export const reconcilePaymentsJob = defineJob({
  name: 'billing.reconcile',
  payload: z.object({}).strict() as z.ZodType<Record<string, never>>,
  retryLimit: 0,
  run: async (deps) => void (await reconcile(deps)),
});

export const renewSubscriptionsJob = defineJob({
  name: 'billing.renew-subscriptions',
  payload: z.object({}).strict() as z.ZodType<Record<string, never>>,
  retryLimit: 0,
  run: async (deps) => void (await renewDue(deps)),
});

export const BILLING_JOBS = [reconcilePaymentsJob, renewSubscriptionsJob, subscriptionMailJob, creditAccountMailJob];
export const BILLING_SCHEDULES = [
  { job: reconcilePaymentsJob, cron: '*/5 * * * *' },
  // Hourly: a renewal falls due at midnight on the 4th and is charged within the hour; retries likewise.
  { job: renewSubscriptionsJob, cron: '11 * * * *' },
];
