import Stripe from 'stripe';
import type { Logger } from '../log.js';
import { PaymentError, type CardDetails, type ChargeOutcome, type GatewayEvent, type PaymentGateway } from './types.js';

export interface StripeGatewayOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  log: Logger;
  /** Tests only: where the client sends its requests (a local fake of Stripe's API), and its retries. */
  client?: Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol' | 'maxNetworkRetries'>;
}

/** The webhook events that tell us a charge's state; any other event is recorded and otherwise ignored. */
const CHARGE_EVENTS = new Set(['payment_intent.succeeded', 'payment_intent.payment_failed', 'payment_intent.processing', 'payment_intent.requires_action']);

const NOT_SAVED = 'Your card has not been saved. Please enter your card details again.';

const idOf = (value: string | { id: string } | null): string | null => (value === null ? null : typeof value === 'string' ? value : value.id);

/**
 * A PaymentIntent's state as the port's outcome. An off-session charge that needs the card holder (Stripe leaves it
 * `requires_payment_method` with the error code authentication_required) is `requires_action`: the renewal asks the
 * admin to pay on session.
 */
export function outcomeOfIntent(pi: Stripe.PaymentIntent): ChargeOutcome {
  switch (pi.status) {
    case 'succeeded':
      return { status: 'succeeded', ref: pi.id };
    case 'processing':
    case 'requires_capture':
      return { status: 'processing', ref: pi.id };
    case 'requires_action':
      return { status: 'requires_action', ref: pi.id, clientSecret: pi.client_secret ?? '' };
    case 'requires_payment_method':
      if (pi.last_payment_error?.code === 'authentication_required') return { status: 'requires_action', ref: pi.id, clientSecret: pi.client_secret ?? '' };
      return { status: 'failed', ref: pi.id, message: pi.last_payment_error?.message ?? 'Your card was declined.' };
    case 'canceled':
      return { status: 'failed', ref: pi.id, message: 'The payment was cancelled.' };
    default:
      return { status: 'failed', ref: pi.id, message: 'The payment was not completed.' };
  }
}

/**
 * A charge Stripe answered with a definite no, as the port's outcome; undefined when the outcome is unknown. A card
 * error (declined, insufficient funds) and an invalid request (amount_too_small under £0.30, a payment method that is
 * gone: Stripe made no charge) are refusals; a connection error, a timeout, Stripe's own fault (5xx), a rate limit, an
 * idempotency conflict or a bad key leave the outcome unknown, and the purchase waits for reconciliation.
 */
export function refusalOf(err: unknown): { outcome: ChargeOutcome; code: string | undefined; declineCode: string | undefined; ref: string | null } | undefined {
  if (!(err instanceof Stripe.errors.StripeCardError || err instanceof Stripe.errors.StripeInvalidRequestError)) return undefined;
  const pi = err.payment_intent;
  const ref = pi?.id ?? null;
  const base = { code: err.code, declineCode: err.decline_code, ref };
  // The card error carries the PaymentIntent it left behind: off session, one the card holder must authenticate.
  if (err.code === 'authentication_required' && pi?.client_secret) return { ...base, outcome: { status: 'requires_action', ref: pi.id, clientSecret: pi.client_secret } };
  // Never call failed a PaymentIntent that went through after all.
  if (pi && ['succeeded', 'processing', 'requires_capture'].includes(pi.status)) return { ...base, outcome: outcomeOfIntent(pi) };
  return { ...base, outcome: { status: 'failed', ref, message: err.message || 'The payment was refused.' } };
}

/**
 * Stripe (decision 0045): a SetupIntent (usage off_session) saves the card, which Stripe.js confirms in the browser;
 * a PaymentIntent, confirmed at once with the purchase's idempotency key, charges it; webhooks are verified on the
 * raw body with the endpoint's signing secret.
 */
export function createStripeGateway(opts: StripeGatewayOptions): PaymentGateway {
  const stripe = new Stripe(opts.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Onbrief' },
    ...opts.client,
  });
  const retrieve = async (ref: string) => outcomeOfIntent(await stripe.paymentIntents.retrieve(ref));

  return {
    name: 'stripe',
    publishableKey: opts.publishableKey,

    async ensureCustomer(team) {
      if (team.customerRef) return team.customerRef;
      const customer = await stripe.customers.create(
        { name: team.name, ...(team.email ? { email: team.email } : {}), metadata: { team_id: String(team.teamId) } },
        // Two first uses at once make one customer (Stripe keeps a key for 24 hours).
        { idempotencyKey: `customer-team-${team.teamId}` },
      );
      return customer.id;
    },

    async prepareCard(customerRef) {
      const setup = await stripe.setupIntents.create({ customer: customerRef, usage: 'off_session', allowed_payment_method_types: ['card'] });
      if (!setup.client_secret) throw new PaymentError('Stripe gave no client secret for the card setup.', 'setup_failed');
      return { setupRef: setup.id, clientSecret: setup.client_secret };
    },

    async confirmCard(customerRef, setupRef): Promise<CardDetails> {
      const setup = await stripe.setupIntents.retrieve(setupRef, { expand: ['payment_method'] });
      if (idOf(setup.customer) !== customerRef) throw new PaymentError(`No such setup: '${setupRef}'`, 'resource_missing');
      if (setup.status !== 'succeeded') throw new PaymentError(setup.last_setup_error?.message ?? NOT_SAVED, 'setup_incomplete');
      const method = setup.payment_method;
      if (!method || typeof method === 'string' || !method.card) throw new PaymentError(NOT_SAVED, 'setup_incomplete');
      // The card every later charge (and Stripe's own dashboard) uses.
      await stripe.customers.update(customerRef, { invoice_settings: { default_payment_method: method.id } });
      const { brand, last4, exp_month: expMonth, exp_year: expYear } = method.card;
      return { methodRef: method.id, brand, last4, expMonth, expYear };
    },

    async charge(request) {
      try {
        const pi = await stripe.paymentIntents.create(
          {
            amount: request.amountPence,
            currency: 'gbp',
            customer: request.customerRef,
            payment_method: request.methodRef,
            allowed_payment_method_types: ['card'],
            confirm: true,
            ...(request.offSession ? { off_session: true } : {}),
            description: request.description,
            metadata: request.metadata,
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return outcomeOfIntent(pi);
      } catch (err) {
        const refusal = refusalOf(err);
        if (!refusal) throw err;
        opts.log.info({ code: refusal.code, decline: refusal.declineCode, ref: refusal.ref }, 'stripe: charge refused');
        return refusal.outcome;
      }
    },

    retrieve,

    async cancel(ref) {
      try {
        return outcomeOfIntent(await stripe.paymentIntents.cancel(ref));
      } catch (err) {
        // Already succeeded, failed or cancelled: its state as it is.
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'payment_intent_unexpected_state') return retrieve(ref);
        throw err;
      }
    },

    async refund(input) {
      await stripe.refunds.create({ payment_intent: input.ref, amount: input.amountPence }, { idempotencyKey: input.idempotencyKey });
    },

    async parseWebhook(rawBody, signature): Promise<GatewayEvent> {
      if (!signature) throw new PaymentError('The webhook has no Stripe-Signature header.', 'signature_missing');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, opts.webhookSecret);
      } catch (err) {
        if (err instanceof Stripe.errors.StripeSignatureVerificationError) throw new PaymentError('The webhook signature is not valid.', 'signature_invalid');
        // A signed body that is not JSON.
        throw new PaymentError('The webhook body could not be read.', 'payload_invalid');
      }
      const charge = CHARGE_EVENTS.has(event.type) ? outcomeOfIntent(event.data.object as Stripe.PaymentIntent) : null;
      return { id: event.id, type: event.type, charge };
    },
  };
}
