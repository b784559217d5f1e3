import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import type { ChargeOutcome, GatewayEvent, PaymentGateway } from '../../adapters/payments/index.js';
import { paymentEvents } from '../../db/schema/index.js';
import type { settleChargeTx } from './settle.js';
import { registerStripeWebhook, STRIPE_WEBHOOK_PATH, WEBHOOK_BODY_LIMIT } from './webhook.js';

const WEBHOOK_SECRET = 'whsec_webhook_test_secret';
const STRIPE_ENV = { STRIPE_SECRET_KEY: 'sk_test_webhook', STRIPE_PUBLISHABLE_KEY: 'pk_test_webhook', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, env: STRIPE_ENV });
});
afterAll(async () => t.close());

const signer = new Stripe('sk_test_webhook');
const eventBody = (id: string, type: string, object: Record<string, unknown> = { id: 'cus_1', object: 'customer' }) =>
  JSON.stringify({ id, object: 'event', type, data: { object } });
const deliver = (app: FastifyInstance, body: string, signature: string | null = signer.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET })) =>
  app.inject({
    method: 'POST',
    url: STRIPE_WEBHOOK_PATH,
    headers: { 'content-type': 'application/json; charset=utf-8', ...(signature ? { 'stripe-signature': signature } : {}) },
    payload: body,
  });
const recorded = (id: string) => t.deps.db.select().from(paymentEvents).where(eq(paymentEvents.event_id, id));

describe('the Stripe webhook, signed as Stripe signs it', () => {
  it('records a genuine event once: a second delivery is answered 200 and does nothing', async () => {
    const body = eventBody('evt_once', 'customer.created');
    for (let delivery = 0; delivery < 2; delivery++) {
      const res = await deliver(t.app, body);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true });
    }
    expect(await recorded('evt_once')).toMatchObject([{ gateway: 'stripe', event_id: 'evt_once', type: 'customer.created' }]);
  });

  it('refuses (400) an unsigned event, a tampered body and another secret, and records nothing', async () => {
    const body = eventBody('evt_forged', 'customer.created');
    const signature = signer.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET });
    const cases: [string, string, string | null][] = [
      ['unsigned', body, null],
      ['garbage signature', body, 'nonsense'],
      ['tampered', body.replace('customer.created', 'payment_intent.succeeded'), signature],
      ['another secret', body, signer.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_attacker' })],
      ['replayed an hour later', body, signer.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) - 3600 })],
    ];
    for (const [what, payload, sig] of cases) {
      const res = await deliver(t.app, payload, sig);
      expect(res.statusCode, what).toBe(400);
      expect(res.json(), what).toMatchObject({ code: 'BAD_SIGNATURE' });
    }
    expect(await recorded('evt_forged')).toEqual([]);
  });

  it('refuses a body over the limit (413) before reading it', async () => {
    const body = eventBody('evt_huge', 'customer.created', { id: 'cus_1', object: 'customer', padding: 'x'.repeat(WEBHOOK_BODY_LIMIT) });
    expect((await deliver(t.app, body)).statusCode).toBe(413);
  });

  it('takes the body raw whatever its content type, so the signature is checked on the bytes sent', async () => {
    const body = eventBody('evt_text', 'customer.updated');
    const signature = signer.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET });
    const res = await t.app.inject({ method: 'POST', url: STRIPE_WEBHOOK_PATH, headers: { 'content-type': 'text/plain', 'stripe-signature': signature }, payload: body });
    expect(res.statusCode).toBe(200);
  });

  it('leaves the test gateway’s endpoints out when Stripe is configured', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test-gateway/payments/tpi_000000000000000000000000/authenticate', payload: { outcome: 'complete' } });
    expect(res.statusCode).toBe(404);
  });
});

describe('the webhook without Stripe', () => {
  it('is not there (404) with the offline test gateway', async () => {
    const offline = await createTestApp({ seed: false });
    try {
      const body = eventBody('evt_offline', 'customer.created');
      expect((await deliver(offline.app, body)).statusCode).toBe(404);
    } finally {
      await offline.close();
    }
  });
});

describe('settling the charge an event concerns, in the event’s transaction', () => {
  /** A gateway whose webhooks are whatever the test says the body is (the signature is tested above). */
  const fake: PaymentGateway = {
    name: 'stripe',
    publishableKey: 'pk_test_fake',
    parseWebhook: async (raw) => JSON.parse(raw.toString('utf8')) as GatewayEvent,
    ensureCustomer: () => Promise.reject(new Error('unused')),
    prepareCard: () => Promise.reject(new Error('unused')),
    confirmCard: () => Promise.reject(new Error('unused')),
    charge: () => Promise.reject(new Error('unused')),
    retrieve: () => Promise.reject(new Error('unused')),
    cancel: () => Promise.reject(new Error('unused')),
    refund: () => Promise.reject(new Error('unused')),
  };
  let app: FastifyInstance;
  let settled: ChargeOutcome[];
  let afterCommits: number;
  let failNext: boolean;
  const settle: typeof settleChargeTx = async (_deps, _tx, charge) => {
    if (failNext) {
      failNext = false;
      throw new Error('the database went away mid-settle');
    }
    settled.push(charge);
    return async () => void afterCommits++;
  };

  beforeAll(async () => {
    app = Fastify();
    await registerStripeWebhook(app, { ...t.deps, payments: fake }, settle);
  });
  afterAll(async () => app.close());
  beforeEach(() => {
    settled = [];
    afterCommits = 0;
    failNext = false;
  });

  const event = (id: string, charge: ChargeOutcome | null) => JSON.stringify({ id, type: charge ? 'payment_intent.succeeded' : 'charge.refunded', charge });
  const post = (body: string) => app.inject({ method: 'POST', url: STRIPE_WEBHOOK_PATH, headers: { 'content-type': 'application/json', 'stripe-signature': 'fake' }, payload: body });

  it('settles the charge once however often the event comes, then runs the work that waits for the commit', async () => {
    const charge: ChargeOutcome = { status: 'succeeded', ref: 'pi_unknown_to_any_purchase' };
    for (let i = 0; i < 3; i++) expect((await post(event('evt_charge', charge))).statusCode).toBe(200);
    expect(settled).toEqual([charge]);
    expect(afterCommits).toBe(1);
    expect(await recorded('evt_charge')).toHaveLength(1);
  });

  it('records an event about no charge without settling anything', async () => {
    expect((await post(event('evt_nothing', null))).statusCode).toBe(200);
    expect(settled).toEqual([]);
    expect(await recorded('evt_nothing')).toHaveLength(1);
  });

  it('answers 500 when settling fails, keeping no trace of the event, so Stripe’s next delivery settles it', async () => {
    const charge: ChargeOutcome = { status: 'failed', ref: 'pi_retry', message: 'Your card was declined.' };
    failNext = true;
    expect((await post(event('evt_retry', charge))).statusCode).toBe(500);
    expect(await recorded('evt_retry')).toEqual([]);
    expect((await post(event('evt_retry', charge))).statusCode).toBe(200);
    expect(settled).toEqual([charge]);
    expect(await recorded('evt_retry')).toHaveLength(1);
  });
});
