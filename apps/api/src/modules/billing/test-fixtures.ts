import { randomUUID } from 'node:crypto';
import type { CardDetails, ChargeOutcome, ChargeRequest, GatewayEvent, PaymentGateway } from '../../adapters/payments/types.js';
import { PaymentError } from '../../adapters/payments/types.js';

/**
 * A gateway whose answers a test decides, for what the offline test gateway cannot stage: an answer lost after the
 * charge, a webhook racing the browser. Like Stripe it answers a repeated idempotency key with the first charge.
 */
export interface ScriptedGateway extends PaymentGateway {
  /**
   * What the next new charge answers: succeeded (default), failed (a declined card), refused (no charge made: an amount
   * under £0.30), requires_action, lost (made, but the answer throws), or unreachable (throws, nothing made).
   */
  next: Array<'succeeded' | 'failed' | 'refused' | 'requires_action' | 'lost' | 'unreachable'>;
  /** Every charge made, by idempotency key. */
  charges: Map<string, { request: ChargeRequest; outcome: ChargeOutcome }>;
  /** Moves a charge waiting for authentication to succeeded or failed (the card holder's answer). */
  authenticate(ref: string, ok: boolean): void;
  refunds: string[];
}

export function scriptedGateway(): ScriptedGateway {
  const charges = new Map<string, { request: ChargeRequest; outcome: ChargeOutcome }>();
  const byRef = new Map<string, string>();
  const lost = new Set<string>();
  const gateway: ScriptedGateway = {
    name: 'test',
    publishableKey: null,
    next: [],
    charges,
    refunds: [],
    async ensureCustomer(team) {
      return team.customerRef ?? `tcus_${team.teamId}`;
    },
    async prepareCard() {
      const ref = `tseti_${randomUUID().replace(/-/g, '')}`;
      return { setupRef: ref, clientSecret: `${ref}_secret` };
    },
    async confirmCard(_customer, setupRef): Promise<CardDetails> {
      if (setupRef.includes('declined')) throw new PaymentError('Your card was declined.', 'card_declined');
      return { methodRef: `tpm_${setupRef.slice(6, 14)}`, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 };
    },
    async charge(request) {
      const seen = charges.get(request.idempotencyKey);
      if (seen && !lost.has(request.idempotencyKey)) return seen.outcome;
      if (seen) {
        lost.delete(request.idempotencyKey);
        return seen.outcome;
      }
      const step = gateway.next.shift() ?? 'succeeded';
      if (step === 'unreachable') throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:443'), { code: 'ECONNREFUSED' });
      if (step === 'refused') return { status: 'failed', ref: null, message: 'Amount must be at least £0.30 gbp' };
      const ref = `tpi_${randomUUID().replace(/-/g, '')}`;
      const outcome: ChargeOutcome =
        step === 'failed'
          ? { status: 'failed', ref, message: 'Your card was declined.' }
          : step === 'requires_action'
            ? { status: 'requires_action', ref, clientSecret: `${ref}_secret` }
            : { status: 'succeeded', ref };
      charges.set(request.idempotencyKey, { request, outcome });
      byRef.set(ref, request.idempotencyKey);
      if (step === 'lost') {
        // The charge is made, but its answer never reaches us.
        lost.add(request.idempotencyKey);
        throw new Error('socket hang up');
      }
      return outcome;
    },
    async retrieve(ref) {
      const key = byRef.get(ref);
      if (!key) throw new PaymentError('No such payment.');
      return charges.get(key)!.outcome;
    },
    async cancel(ref) {
      const entry = charges.get(byRef.get(ref)!)!;
      if (entry.outcome.status === 'requires_action') entry.outcome = { status: 'failed', ref, message: 'The payment was cancelled.' };
      return entry.outcome;
    },
    authenticate(ref, ok) {
      const key = byRef.get(ref)!;
      const entry = charges.get(key)!;
      entry.outcome = ok ? { status: 'succeeded', ref } : { status: 'failed', ref, message: 'We are unable to authenticate your payment method.' };
    },
    async refund(input) {
      gateway.refunds.push(input.idempotencyKey);
    },
    async parseWebhook(): Promise<GatewayEvent> {
      throw new PaymentError('The scripted gateway has no webhooks.');
    },
  };
  return gateway;
}
