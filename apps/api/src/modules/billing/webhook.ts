import type { FastifyInstance } from 'fastify';
import { paymentsOf, PaymentError } from '../../adapters/payments/index.js';
import { paymentEvents } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { settleChargeTx, type AfterCommit } from './settle.js';

/** Stripe's payment_intent events are a few kilobytes; a body past this is refused (413) before it is read. */
export const WEBHOOK_BODY_LIMIT = 256 * 1024;

export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook';

/**
 * POST /api/payments/stripe/webhook (decision 0045), registered only when Stripe is the gateway (404 otherwise).
 *
 * The body is read raw, as the signature covers its exact bytes (the JSON parser stays off for this route). A bad or
 * missing `Stripe-Signature` is 400. A genuine event is handled in ONE transaction: its id goes into payment_events
 * (a second delivery finds it there and is answered 200 without doing anything), and the charge it concerns is
 * settled with it (settleChargeTx), so the event is recorded exactly when its effect is. Any fault is 500 and rolls
 * the event row back with everything else: Stripe delivers it again later. `settle` is the billing module's; a test
 * may count the calls.
 */
export async function registerStripeWebhook(app: FastifyInstance, deps: Deps, settle: typeof settleChargeTx = settleChargeTx) {
  const gateway = paymentsOf(deps);
  if (gateway.name !== 'stripe') return;
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    // A string keeps the bytes as sent (Stripe sends UTF-8, and verifies the text); the app's input check reads it cheaply.
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT }, (_req, body, done) => done(null, body));

    scope.post(STRIPE_WEBHOOK_PATH, async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const raw = Buffer.from(typeof req.body === 'string' ? req.body : '', 'utf8');
      const signature = req.headers['stripe-signature'];
      let event;
      try {
        event = await gateway.parseWebhook(raw, typeof signature === 'string' ? signature : undefined);
      } catch (err) {
        if (!(err instanceof PaymentError)) throw err;
        req.log.warn({ code: err.code }, 'stripe webhook refused');
        return reply.status(400).send({ message: err.message, code: 'BAD_SIGNATURE' });
      }
      const { charge } = event;
      const afterCommit = await deps.db.transaction(async (tx): Promise<AfterCommit | null> => {
        const [fresh] = await tx
          .insert(paymentEvents)
          .values({ gateway: gateway.name, event_id: event.id, type: event.type.slice(0, 100) })
          .onConflictDoNothing()
          .returning({ id: paymentEvents.event_id });
        if (!fresh || !charge) return null;
        return settle(deps, tx, charge);
      });
      if (afterCommit) {
        // The event and its effect are committed: a failure now (a mail) must not make Stripe send it again.
        await afterCommit().catch((err: unknown) => deps.reporter.capture(err, { url: STRIPE_WEBHOOK_PATH, method: 'POST' }));
      }
      return reply.send({ received: true });
    });
  });
}
