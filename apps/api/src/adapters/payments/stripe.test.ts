import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../log.js';
import { createStripeGateway } from './stripe.js';
import { PaymentError, type PaymentGateway } from './types.js';

/** One request as Stripe's API received it. */
interface Received {
  method: string;
  path: string;
  query: URLSearchParams;
  body: URLSearchParams;
  headers: IncomingMessage['headers'];
}
type Answer = { status?: number; body: unknown };

/** A tiny stand-in for api.stripe.com: answers what a test queued for a method and path, and records every request. */
let server: Server;
let received: Received[] = [];
let answers = new Map<string, Answer>();
const answer = (route: string, body: unknown, status = 200) => answers.set(route, { status, body });

const WEBHOOK_SECRET = 'whsec_test_0123456789';
let gateway: PaymentGateway;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url!, 'http://localhost');
      received.push({ method: req.method!, path: url.pathname, query: url.searchParams, body: new URLSearchParams(raw), headers: req.headers });
      const queued = answers.get(`${req.method} ${url.pathname}`);
      // Status 0: the connection drops before any answer.
      if (queued?.status === 0) return void req.socket.destroy();
      res.writeHead(queued?.status ?? 404, { 'content-type': 'application/json', 'request-id': 'req_test' });
      res.end(JSON.stringify(queued?.body ?? { error: { type: 'invalid_request_error', message: `no answer for ${req.method} ${url.pathname}` } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  gateway = createStripeGateway({
    secretKey: 'sk_test_fake',
    publishableKey: 'pk_test_fake',
    webhookSecret: WEBHOOK_SECRET,
    log: createLogger('silent'),
    client: { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 },
  });
});
afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received = [];
  answers = new Map();
});

const intent = (status: string, more: Record<string, unknown> = {}) => ({ id: 'pi_1', object: 'payment_intent', status, client_secret: 'pi_1_secret_x', last_payment_error: null, ...more });
const request = { amountPence: 59400, customerRef: 'cus_1', methodRef: 'pm_1', idempotencyKey: 'purchase-42', offSession: false, description: '1 Job Post(s)', metadata: { purchase_id: '42' } };
const refusal = (work: Promise<unknown>) =>
  work.then(
    () => undefined,
    (err: unknown) => (err instanceof PaymentError ? { code: err.code, message: err.message } : Promise.reject(err)),
  );

describe('the Stripe gateway', () => {
  it('makes a customer with the team id in its metadata, once per team, and reuses a known one', async () => {
    answer('POST /v1/customers', { id: 'cus_9', object: 'customer' });
    expect(await gateway.ensureCustomer({ teamId: 7, customerRef: null, email: 'boss@example.test', name: 'Acme' })).toBe('cus_9');
    const [sent] = received;
    expect(sent!.body.get('metadata[team_id]')).toBe('7');
    expect(sent!.body.get('name')).toBe('Acme');
    expect(sent!.body.get('email')).toBe('boss@example.test');
    expect(sent!.headers['idempotency-key']).toBe('customer-team-7');
    expect(await gateway.ensureCustomer({ teamId: 7, customerRef: 'cus_9', email: null, name: 'Acme' })).toBe('cus_9');
    expect(received).toHaveLength(1);
    expect(gateway.publishableKey).toBe('pk_test_fake');
  });

  it('prepares a card with an off-session SetupIntent for the customer', async () => {
    answer('POST /v1/setup_intents', { id: 'seti_1', object: 'setup_intent', client_secret: 'seti_1_secret_x', status: 'requires_payment_method' });
    expect(await gateway.prepareCard('cus_1')).toEqual({ setupRef: 'seti_1', clientSecret: 'seti_1_secret_x' });
    expect(Object.fromEntries(received[0]!.body)).toMatchObject({ customer: 'cus_1', usage: 'off_session', 'allowed_payment_method_types[0]': 'card' });
  });

  it("reads a succeeded setup's card, checks it is the customer's, and makes it their default", async () => {
    const card = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 };
    answer('GET /v1/setup_intents/seti_1', { id: 'seti_1', object: 'setup_intent', status: 'succeeded', customer: 'cus_1', payment_method: { id: 'pm_1', object: 'payment_method', card }, last_setup_error: null });
    answer('POST /v1/customers/cus_1', { id: 'cus_1', object: 'customer' });
    expect(await gateway.confirmCard('cus_1', 'seti_1')).toEqual({ methodRef: 'pm_1', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 });
    expect(received[0]!.query.get('expand[0]')).toBe('payment_method');
    expect(received[1]!.body.get('invoice_settings[default_payment_method]')).toBe('pm_1');

    received = [];
    expect(await refusal(gateway.confirmCard('cus_other', 'seti_1'))).toMatchObject({ code: 'resource_missing' });
    expect(received.map((r) => r.method)).toEqual(['GET']);
    answer('GET /v1/setup_intents/seti_2', { id: 'seti_2', object: 'setup_intent', status: 'requires_payment_method', customer: 'cus_1', payment_method: null, last_setup_error: { message: 'Your card was declined.' } });
    expect(await refusal(gateway.confirmCard('cus_1', 'seti_2'))).toEqual({ code: 'setup_incomplete', message: 'Your card was declined.' });
  });

  it('charges with one confirmed PaymentIntent in pounds, sending the purchase’s key as the Idempotency-Key', async () => {
    answer('POST /v1/payment_intents', intent('succeeded'));
    expect(await gateway.charge(request)).toEqual({ status: 'succeeded', ref: 'pi_1' });
    const [sent] = received;
    expect(sent!.headers['idempotency-key']).toBe('purchase-42');
    expect(Object.fromEntries(sent!.body)).toMatchObject({
      amount: '59400', currency: 'gbp', customer: 'cus_1', payment_method: 'pm_1', confirm: 'true', description: '1 Job Post(s)', 'metadata[purchase_id]': '42',
    });
    expect(sent!.body.has('off_session')).toBe(false);

    await gateway.charge({ ...request, offSession: true, idempotencyKey: 'renewal-3-2027-02' });
    expect(received[1]!.body.get('off_session')).toBe('true');
    expect(received[1]!.headers['idempotency-key']).toBe('renewal-3-2027-02');
  });

  it('answers requires_action with the client secret when the bank asks the buyer to authenticate', async () => {
    answer('POST /v1/payment_intents', intent('requires_action'));
    expect(await gateway.charge(request)).toEqual({ status: 'requires_action', ref: 'pi_1', clientSecret: 'pi_1_secret_x' });
    answer('POST /v1/payment_intents', intent('processing'));
    expect(await gateway.charge(request)).toEqual({ status: 'processing', ref: 'pi_1' });
  });

  it('turns a declined card into a failed outcome with Stripe’s words, never an exception', async () => {
    const declined = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.', payment_intent: intent('requires_payment_method') };
    answer('POST /v1/payment_intents', { error: declined }, 402);
    expect(await gateway.charge(request)).toEqual({ status: 'failed', ref: 'pi_1', message: 'Your card was declined.' });
    answer('POST /v1/payment_intents', { error: { ...declined, payment_intent: undefined } }, 402);
    expect(await gateway.charge(request)).toEqual({ status: 'failed', ref: null, message: 'Your card was declined.' });
  });

  it('turns an off-session charge that needs the card holder into requires_action (the renewal emails the admin)', async () => {
    const pi = intent('requires_payment_method', { last_payment_error: { code: 'authentication_required', message: 'This payment requires authentication.' } });
    answer('POST /v1/payment_intents', { error: { type: 'card_error', code: 'authentication_required', message: 'Your card requires authentication.', payment_intent: pi } }, 402);
    expect(await gateway.charge({ ...request, offSession: true })).toEqual({ status: 'requires_action', ref: 'pi_1', clientSecret: 'pi_1_secret_x' });
    answer('GET /v1/payment_intents/pi_1', pi);
    expect(await gateway.retrieve('pi_1')).toEqual({ status: 'requires_action', ref: 'pi_1', clientSecret: 'pi_1_secret_x' });
  });

  it('throws on a fault that is not the card’s (a bad key, Stripe down), so the caller retries later', async () => {
    answer('POST /v1/payment_intents', { error: { type: 'api_error', message: 'Something went wrong on Stripe’s end.' } }, 500);
    await expect(gateway.charge(request)).rejects.toBeInstanceOf(Stripe.errors.StripeAPIError);
  });

  it('answers an invalid request (an amount under £0.30, a payment method that is gone) as a refusal: failed, nothing charged', async () => {
    const tooSmall = { type: 'invalid_request_error', code: 'amount_too_small', param: 'amount', message: 'Amount must be at least £0.30 gbp' };
    answer('POST /v1/payment_intents', { error: tooSmall }, 400);
    expect(await gateway.charge({ ...request, amountPence: 24 })).toEqual({ status: 'failed', ref: null, message: 'Amount must be at least £0.30 gbp' });
    answer('POST /v1/payment_intents', { error: { type: 'invalid_request_error', code: 'resource_missing', param: 'payment_method', message: "No such PaymentMethod: 'pm_1'" } }, 400);
    expect(await gateway.charge(request)).toEqual({ status: 'failed', ref: null, message: "No such PaymentMethod: 'pm_1'" });
  });

  it('never calls failed a PaymentIntent an error left behind that went through', async () => {
    answer('POST /v1/payment_intents', { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'Already succeeded.', payment_intent: intent('succeeded') } }, 400);
    expect(await gateway.charge(request)).toEqual({ status: 'succeeded', ref: 'pi_1' });
  });

  it('throws when the outcome is unknown — the connection dropped, a rate limit, an idempotency conflict — so the purchase waits for reconciliation', async () => {
    answers.set('POST /v1/payment_intents', { status: 0, body: null });
    await expect(gateway.charge(request)).rejects.toBeInstanceOf(Stripe.errors.StripeConnectionError);
    answer('POST /v1/payment_intents', { error: { type: 'invalid_request_error', code: 'rate_limit', message: 'Too many requests.' } }, 429);
    await expect(gateway.charge(request)).rejects.toBeInstanceOf(Stripe.errors.StripeRateLimitError);
    answer('POST /v1/payment_intents', { error: { type: 'idempotency_error', message: 'Keys for idempotent requests can only be used with the same parameters.' } }, 400);
    await expect(gateway.charge(request)).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    answer('POST /v1/payment_intents', { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } }, 401);
    await expect(gateway.charge(request)).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  it('cancels a PaymentIntent waiting for authentication, and reads one that already settled', async () => {
    answer('POST /v1/payment_intents/pi_1/cancel', intent('canceled'));
    expect(await gateway.cancel('pi_1')).toEqual({ status: 'failed', ref: 'pi_1', message: 'The payment was cancelled.' });
    answer('POST /v1/payment_intents/pi_1/cancel', { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'You cannot cancel this PaymentIntent because it has a status of succeeded.' } }, 400);
    answer('GET /v1/payment_intents/pi_1', intent('succeeded'));
    expect(await gateway.cancel('pi_1')).toEqual({ status: 'succeeded', ref: 'pi_1' });
  });

  it('reads a charge’s state now, and refunds once per key', async () => {
    answer('GET /v1/payment_intents/pi_1', intent('requires_payment_method', { last_payment_error: { code: 'card_declined', message: 'Your card has insufficient funds.' } }));
    expect(await gateway.retrieve('pi_1')).toEqual({ status: 'failed', ref: 'pi_1', message: 'Your card has insufficient funds.' });
    answer('POST /v1/refunds', { id: 're_1', object: 'refund', status: 'succeeded' });
    await gateway.refund({ ref: 'pi_1', amountPence: 59400, idempotencyKey: 'refund-42' });
    const sent = received.at(-1)!;
    expect(Object.fromEntries(sent.body)).toEqual({ payment_intent: 'pi_1', amount: '59400' });
    expect(sent.headers['idempotency-key']).toBe('refund-42');
  });
});

describe('the Stripe webhook', () => {
  const stripe = new Stripe('sk_test_fake');
  const event = (type: string, object: unknown) => JSON.stringify({ id: 'evt_1', object: 'event', type, data: { object } });
  const sign = (payload: string, more: { secret?: string; timestamp?: number } = {}) =>
    stripe.webhooks.generateTestHeaderString({ payload, secret: more.secret ?? WEBHOOK_SECRET, timestamp: more.timestamp });

  it('accepts a body signed with the endpoint’s secret and reads the charge it concerns', async () => {
    const body = event('payment_intent.succeeded', intent('succeeded'));
    expect(await gateway.parseWebhook(Buffer.from(body), sign(body))).toEqual({ id: 'evt_1', type: 'payment_intent.succeeded', charge: { status: 'succeeded', ref: 'pi_1' } });
    const failed = event('payment_intent.payment_failed', intent('requires_payment_method', { last_payment_error: { code: 'card_declined', message: 'Your card was declined.' } }));
    expect((await gateway.parseWebhook(Buffer.from(failed), sign(failed))).charge).toEqual({ status: 'failed', ref: 'pi_1', message: 'Your card was declined.' });
    const processing = event('payment_intent.processing', intent('processing'));
    expect((await gateway.parseWebhook(Buffer.from(processing), sign(processing))).charge).toEqual({ status: 'processing', ref: 'pi_1' });
    const action = event('payment_intent.requires_action', intent('requires_action'));
    expect((await gateway.parseWebhook(Buffer.from(action), sign(action))).charge).toMatchObject({ status: 'requires_action', clientSecret: 'pi_1_secret_x' });
  });

  it('reads an event about something else with no charge', async () => {
    const body = event('customer.created', { id: 'cus_1', object: 'customer' });
    expect(await gateway.parseWebhook(Buffer.from(body), sign(body))).toEqual({ id: 'evt_1', type: 'customer.created', charge: null });
  });

  it('refuses a tampered body, another secret, an old timestamp and a missing or malformed signature', async () => {
    const body = event('payment_intent.succeeded', intent('succeeded'));
    const cases: [string, Buffer, string | undefined][] = [
      ['tampered', Buffer.from(body.replace('succeeded', 'processing')), sign(body)],
      ['wrong secret', Buffer.from(body), sign(body, { secret: 'whsec_someone_else' })],
      ['ten minutes old', Buffer.from(body), sign(body, { timestamp: Math.floor(Date.now() / 1000) - 600 })],
      ['malformed', Buffer.from(body), 'v1=abc'],
      ['missing', Buffer.from(body), undefined],
    ];
    for (const [what, raw, signature] of cases) {
      expect(await refusal(gateway.parseWebhook(raw, signature)), what).toMatchObject({ code: expect.stringMatching(/^signature_(invalid|missing)$/) });
    }
  });
});
