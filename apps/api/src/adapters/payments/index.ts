import type { PaymentGateway } from './types.js';

export * from './types.js';

/** The payment gateway of these deps. (Placeholder until the adapters land: only an injected gateway.) */
export function paymentsOf(deps: { payments?: PaymentGateway }): PaymentGateway {
  if (!deps.payments) throw new Error('no payment gateway');
  return deps.payments;
}
