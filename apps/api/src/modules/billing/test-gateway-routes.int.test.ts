import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { CARD_MSG, paymentsOf, type TestGateway } from '../../adapters/payments/index.js';
import { opportunityFixtures } from '../opportunities/test-fixtures.js';

let t: TestApp;
let gateway: TestGateway;
let company: number;
let otherCompany: number;
const tokens: Record<string, string> = {};
const token = async (email: string) => (tokens[email] ??= await t.login(email));

beforeAll(async () => {
  t = await createTestApp();
  gateway = paymentsOf(t.deps) as TestGateway;
  company = await opportunityFixtures(t).idOf('employer@demo.test');
  otherCompany = await opportunityFixtures(t).idOf('inactive@demo.test');
});
afterAll(async () => t.close());

const card = (number: string) => ({ number, expMonth: 12, expYear: 2030, cvc: '123', name: 'Evelyn Employer', email: 'employer@demo.test', phone: '+44 20 7946 0000' });

/** A fresh setup for a team, as prepareCard makes it. */
async function setupOf(teamId: number) {
  const customerRef = await gateway.ensureCustomer({ teamId, customerRef: null, email: null, name: `Team ${teamId}` });
  return { customerRef, ...(await gateway.prepareCard(customerRef)) };
}

const post = async (url: string, payload: unknown, email?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...(email ? { authorization: `Bearer ${await token(email)}` } : {}), ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
const confirm = (setupRef: string, payload: unknown, email?: string) => post(`/api/test-gateway/setups/${setupRef}/confirm`, payload, email);
const authenticate = (kind: 'setups' | 'payments', ref: string, outcome: unknown, email?: string) => post(`/api/test-gateway/${kind}/${ref}/authenticate`, { outcome }, email);

describe('confirming a card setup on the test gateway', () => {
  it("saves the owner's 4242 and a guest admin's card for the same team", async () => {
    for (const email of ['employer@demo.test', 'guest@demo.test']) {
      const { customerRef, setupRef } = await setupOf(company);
      const res = await confirm(setupRef, card('4242 4242 4242 4242'), email);
      expect(res.statusCode, email).toBe(200);
      expect(res.json()).toEqual({ status: 'succeeded' });
      expect(res.headers['cache-control']).toBe('no-store');
      expect(await gateway.confirmCard(customerRef, setupRef)).toMatchObject({ brand: 'visa', last4: '4242' });
    }
  });

  it("refuses a declined card (402) in Stripe's words, and any other number", async () => {
    const { setupRef } = await setupOf(company);
    for (const [number, message] of [['4000000000000002', 'Your card was declined.'], ['5555555555554444', CARD_MSG.notATestCard], ['4242424242424241', 'Your card number is invalid.']]) {
      const res = await confirm(setupRef, card(number!), 'employer@demo.test');
      expect(res.statusCode, number).toBe(402);
      expect(res.json().message, number).toBe(message);
    }
    const expired = await confirm(setupRef, { ...card('4242424242424242'), expYear: 2020 }, 'employer@demo.test');
    expect(expired.json()).toMatchObject({ message: 'Your card has expired.', code: 'expired_card' });
  });

  it('asks for authentication for 3155 and 3184, which the test page completes', async () => {
    for (const number of ['4000002500003155', '4000002760003184']) {
      const { customerRef, setupRef } = await setupOf(company);
      const res = await confirm(setupRef, card(number), 'employer@demo.test');
      expect(res.json()).toEqual({ status: 'requires_action', setupRef });
      const done = await authenticate('setups', setupRef, 'complete', 'guest@demo.test');
      expect(done.json()).toEqual({ status: 'succeeded' });
      expect(await gateway.confirmCard(customerRef, setupRef)).toMatchObject({ last4: number.slice(-4) });
      expect((await authenticate('setups', setupRef, 'complete', 'employer@demo.test')).statusCode).toBe(409);
      expect((await confirm(setupRef, card('4242424242424242'), 'employer@demo.test')).statusCode).toBe(409);
    }
  });
});

describe('authenticating a payment on the test page', () => {
  it("completes or fails the team's own payment, with Stripe's words on a failure", async () => {
    const { customerRef, setupRef } = await setupOf(company);
    await confirm(setupRef, card('4000002760003184'), 'employer@demo.test');
    await authenticate('setups', setupRef, 'complete', 'employer@demo.test');
    const { methodRef } = await gateway.confirmCard(customerRef, setupRef);
    const charge = (key: string) => gateway.charge({ amountPence: 59400, customerRef, methodRef, idempotencyKey: key, offSession: false, description: '1 Job Post(s)', metadata: {} });

    const first = await charge('route-pay-1');
    expect(first.status).toBe('requires_action');
    expect((await authenticate('payments', first.ref!, 'complete', 'employer@demo.test')).json()).toEqual({ status: 'succeeded' });
    expect(await gateway.retrieve(first.ref!)).toEqual({ status: 'succeeded', ref: first.ref });

    const second = await charge('route-pay-2');
    const failed = await authenticate('payments', second.ref!, 'fail', 'guest@demo.test');
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toEqual({ status: 'failed', message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.' });
    expect(await gateway.retrieve(second.ref!)).toMatchObject({ status: 'failed' });
  });
});

describe('the test gateway endpoints, tried as an attacker', () => {
  let victim: { customerRef: string; setupRef: string };
  beforeAll(async () => {
    victim = await setupOf(company);
  });

  it("answers another team's setup or payment as if it did not exist (404), and changes nothing", async () => {
    // inactive@demo.test owns another company: it may buy for its own team, never for this one.
    const res = await confirm(victim.setupRef, card('4242424242424242'), 'inactive@demo.test');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await authenticate('setups', victim.setupRef, 'complete', 'inactive@demo.test')).statusCode).toBe(404);
    await expect(gateway.confirmCard(victim.customerRef, victim.setupRef)).rejects.toMatchObject({ code: 'setup_incomplete' });
    // A payment ref used as a setup ref, a made-up ref, a ref that is not one: all 404.
    for (const ref of ['tseti_000000000000000000000000', 'tpi_000000000000000000000000', '..%2F..%2Fadmin', `tseti_${'a'.repeat(80)}`]) {
      expect((await confirm(ref, card('4242424242424242'), 'employer@demo.test')).statusCode, ref).toBe(404);
      expect((await authenticate('payments', ref, 'complete', 'employer@demo.test')).statusCode, ref).toBe(404);
    }
    // Fastify refuses a path parameter past its 100 characters before any handler.
    expect((await confirm('x'.repeat(300), card('4242424242424242'), 'employer@demo.test')).statusCode).toBe(414);
    const own = await setupOf(otherCompany);
    expect((await confirm(own.setupRef, card('4242424242424242'), 'inactive@demo.test')).statusCode).toBe(200);
  });

  it('refuses a visitor (401), and a member, a freelancer, an agency and the administrator (403)', async () => {
    expect((await confirm(victim.setupRef, card('4242424242424242'))).statusCode).toBe(401);
    expect((await post(`/api/test-gateway/setups/${victim.setupRef}/confirm`, card('4242424242424242'), undefined, { authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
    for (const email of ['member@demo.test', 'freelancer@demo.test', 'agency@demo.test', 'admin@demo.test']) {
      expect((await confirm(victim.setupRef, card('4242424242424242'), email)).statusCode, email).toBe(403);
      expect((await authenticate('setups', victim.setupRef, 'complete', email)).statusCode, email).toBe(403);
    }
  });

  it('refuses wrong types, missing and unknown fields (400), and an outcome that is not one', async () => {
    const good = card('4242424242424242');
    const bad: unknown[] = [
      { ...good, expMonth: '12' },
      { ...good, number: 4242424242424242 },
      { ...good, cvc: 123 },
      { ...good, number: undefined },
      { ...good, admin: true },
      { ...good, number: '4'.repeat(100) },
      [good],
      'null',
    ];
    for (const payload of bad) {
      const res = await confirm(victim.setupRef, payload, 'employer@demo.test');
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await authenticate('setups', victim.setupRef, 'succeed', 'employer@demo.test')).statusCode).toBe(400);
    expect((await authenticate('setups', victim.setupRef, ['complete'], 'employer@demo.test')).statusCode).toBe(400);
    expect((await post(`/api/test-gateway/setups/${victim.setupRef}/confirm`, '{"number":', 'employer@demo.test')).statusCode).toBe(400);
  });

  it('refuses a huge body (413) and a body that is not JSON (415)', async () => {
    const huge = { ...card('4242424242424242'), name: 'x'.repeat(10_000) };
    expect((await confirm(victim.setupRef, huge, 'employer@demo.test')).statusCode).toBe(413);
    const form = await post(`/api/test-gateway/setups/${victim.setupRef}/confirm`, 'number=4242424242424242', 'employer@demo.test', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.statusCode).toBe(415);
    await expect(gateway.confirmCard(victim.customerRef, victim.setupRef)).rejects.toMatchObject({ code: 'setup_incomplete' });
  });

  it('has no Stripe webhook while the test gateway is in use', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' }, payload: '{}' });
    expect(res.statusCode).toBe(404);
  });
});
