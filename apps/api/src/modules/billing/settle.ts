import type { ChargeOutcome } from '../../adapters/payments/types.js';
import type { Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';

/** Work to do once the settling transaction has committed (mails, accounting). */
export type AfterCommit = () => Promise<void>;

/**
 * Settles the purchase a gateway charge belongs to, in the caller's transaction (the webhook's, so the event id and
 * its effect commit together): paid once, failed once; a charge no purchase knows is ignored.
 */
export async function settleChargeTx(_deps: Deps, _tx: Tx, _outcome: ChargeOutcome): Promise<AfterCommit> {
  throw new Error('settleChargeTx: not built yet');
}
