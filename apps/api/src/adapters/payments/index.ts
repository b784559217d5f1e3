import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Logger } from '../log.js';
import type { StripeGatewayOptions } from './stripe.js';
import { createTestGateway } from './test-gateway.js';
import type { PaymentGateway } from './types.js';

export { PaymentError, type CardDetails, type ChargeOutcome, type ChargeRequest, type GatewayEvent, type GatewayName, type PaymentGateway } from './types.js';
export { isTestGateway, type AuthenticationOutcome, type AuthenticationResult, type SetupConfirmation, type TestGateway } from './test-gateway.js';
export { CARD_MSG, TEST_CARDS, type CardInput } from './test-cards.js';

type PaymentsConfig = Pick<Config, 'NODE_ENV' | 'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_WEBHOOK_SECRET'>;

/**
 * The gateway the configuration asks for (decision 0045): Stripe when its three variables are set, else the offline
 * test gateway, whose state is in `db`. config.ts has already refused a production start without Stripe unless
 * PAYMENTS_TEST_MODE=true; that start is warned about here.
 */
export function createPaymentGateway(config: PaymentsConfig, db: Db, log: Logger): PaymentGateway {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_PUBLISHABLE_KEY: publishableKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = config;
  if (secretKey && publishableKey && webhookSecret) return stripeOnFirstUse({ secretKey, publishableKey, webhookSecret, log });
  if (config.NODE_ENV === 'production') log.warn('payments: the offline test gateway is in use (PAYMENTS_TEST_MODE=true): test cards buy job posts for free');
  return createTestGateway({ db });
}

/**
 * The Stripe gateway, with Stripe's library loaded on the first call rather than at start (about 0.3 s of CPU),
 * and never on a server that does not take payments through Stripe.
 */
function stripeOnFirstUse(opts: StripeGatewayOptions): PaymentGateway {
  let loading: Promise<PaymentGateway> | undefined;
  const stripe = () => (loading ??= import('./stripe.js').then((m) => m.createStripeGateway(opts)));
  return {
    name: 'stripe',
    publishableKey: opts.publishableKey,
    ensureCustomer: async (team) => (await stripe()).ensureCustomer(team),
    prepareCard: async (customerRef) => (await stripe()).prepareCard(customerRef),
    confirmCard: async (customerRef, setupRef) => (await stripe()).confirmCard(customerRef, setupRef),
    charge: async (request) => (await stripe()).charge(request),
    retrieve: async (ref) => (await stripe()).retrieve(ref),
    cancel: async (ref) => (await stripe()).cancel(ref),
    refund: async (input) => (await stripe()).refund(input),
    parseWebhook: async (rawBody, signature) => (await stripe()).parseWebhook(rawBody, signature),
  };
}

/** What paymentsOf reads of the app's deps. */
interface PaymentsDeps {
  payments?: PaymentGateway;
  config: PaymentsConfig;
  db: Db;
  log: Logger;
}

const chosen = new WeakMap<PaymentsDeps, PaymentGateway>();

/** The payment gateway of these deps: the one passed in (tests), else made once from the configuration. */
export function paymentsOf(deps: PaymentsDeps): PaymentGateway {
  if (deps.payments) return deps.payments;
  let payments = chosen.get(deps);
  if (!payments) {
    payments = createPaymentGateway(deps.config, deps.db, deps.log);
    chosen.set(deps, payments);
  }
  return payments;
}
