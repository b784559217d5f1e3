import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { testGatewayObjects } from '../../db/schema/index.js';
import { CARD_MSG } from './test-cards.js';
import { createTestGateway, type TestGateway } from './test-gateway.js';
import { PaymentError, type ChargeRequest } from './types.js';

let t: TestApp;
let gateway: TestGateway;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  gateway = createTestGateway({ db: t.deps.db, now: () => new Date('2026-05-15T12:00:00Z') });
});
afterAll(async () => t.close());

const card = (number: string) => ({ number, expMonth: 12, expYear: 2030, cvc: '123' });

/** A team with its customer and, when given a number, a saved card. */
async function team(number?: string) {
  const teamId = 1000 + ++seq;
  const customerRef = await gateway.ensureCustomer({ teamId, customerRef: null, email: `t${teamId}@example.test`, name: `Team ${teamId}` });
  if (!number) return { teamId, customerRef, methodRef: '' };
  const { setupRef } = await gateway.prepareCard(customerRef);
  const confirmed = await gateway.confirmSetup(teamId, setupRef, card(number));
  if (confirmed.status === 'requires_action') await gateway.authenticate(teamId, 'setup', setupRef, 'complete');
  const { methodRef } = await gateway.confirmCard(customerRef, setupRef);
  return { teamId, customerRef, methodRef };
}

const charge = (who: { customerRef: string; methodRef: string }, more: Partial<ChargeRequest> = {}) =>
  gateway.charge({
    amountPence: 59400,
    customerRef: who.customerRef,
    methodRef: who.methodRef,
    idempotencyKey: `purchase-${++seq}`,
    offSession: false,
    description: '1 Job Post(s)',
    metadata: { purchase_id: String(seq) },
    ...more,
  });

const refusal = (work: Promise<unknown>) =>
  work.then(
    () => undefined,
    (err: unknown) => (err instanceof PaymentError ? { code: err.code, message: err.message } : Promise.reject(err)),
  );

describe('the offline test gateway', () => {
  it('makes one customer per team, with refs that look like Stripe’s but say they are test ones', async () => {
    const first = await gateway.ensureCustomer({ teamId: 1, customerRef: null, email: null, name: 'One' });
    expect(first).toMatch(/^tcus_[0-9a-f]{24}$/);
    expect(await gateway.ensureCustomer({ teamId: 1, customerRef: null, email: null, name: 'One' })).toBe(first);
    expect(await gateway.ensureCustomer({ teamId: 1, customerRef: first, email: null, name: 'One' })).toBe(first);
    // Another team's ref is not reused.
    expect(await gateway.ensureCustomer({ teamId: 2, customerRef: first, email: null, name: 'Two' })).not.toBe(first);
    const { setupRef, clientSecret } = await gateway.prepareCard(first);
    expect(setupRef).toMatch(/^tseti_/);
    expect(clientSecret).toMatch(new RegExp(`^${setupRef}_secret_`));
    expect(gateway.publishableKey).toBeNull();
  });

  it('saves 4242 and keeps only its brand, last four and expiry', async () => {
    const { customerRef, methodRef } = await team('4242 4242 4242 4242');
    expect(methodRef).toMatch(/^tpm_/);
    const all = JSON.stringify(await t.deps.db.select().from(testGatewayObjects));
    expect(all).not.toContain('4242424242424242');
    expect(all).not.toContain('"cvc"');
    expect(customerRef).toMatch(/^tcus_/);
  });

  it('refuses 0002 when it is saved, with Stripe’s words, and keeps the setup open for another card', async () => {
    const { teamId, customerRef } = await team();
    const { setupRef } = await gateway.prepareCard(customerRef);
    expect(await refusal(gateway.confirmSetup(teamId, setupRef, card('4000000000000002')))).toEqual({ code: 'card_declined', message: 'Your card was declined.' });
    expect(await refusal(gateway.confirmCard(customerRef, setupRef))).toEqual({ code: 'setup_incomplete', message: 'Your card was declined.' });
    expect(await refusal(gateway.confirmSetup(teamId, setupRef, card('5555555555554444')))).toMatchObject({ message: CARD_MSG.notATestCard });
    expect(await gateway.confirmSetup(teamId, setupRef, card('4242424242424242'))).toEqual({ status: 'succeeded' });
    expect(await gateway.confirmCard(customerRef, setupRef)).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 });
    expect(await refusal(gateway.confirmSetup(teamId, setupRef, card('4242424242424242')))).toMatchObject({ code: 'setup_intent_unexpected_state' });
  });

  it('saves 3155 and 3184 only after authentication; a failed authentication leaves no card', async () => {
    for (const number of ['4000002500003155', '4000002760003184']) {
      const { teamId, customerRef } = await team();
      const { setupRef } = await gateway.prepareCard(customerRef);
      expect(await gateway.confirmSetup(teamId, setupRef, card(number))).toEqual({ status: 'requires_action', setupRef });
      expect(await refusal(gateway.confirmCard(customerRef, setupRef))).toMatchObject({ code: 'setup_incomplete' });
      expect(await gateway.authenticate(teamId, 'setup', setupRef, 'fail')).toEqual({ status: 'failed', message: CARD_MSG.authenticationFailed });
      expect(await refusal(gateway.confirmCard(customerRef, setupRef))).toEqual({ code: 'setup_incomplete', message: CARD_MSG.authenticationFailed });
      // Tried again, and completed this time.
      expect(await gateway.confirmSetup(teamId, setupRef, card(number))).toEqual({ status: 'requires_action', setupRef });
      expect(await gateway.authenticate(teamId, 'setup', setupRef, 'complete')).toEqual({ status: 'succeeded' });
      expect(await gateway.confirmCard(customerRef, setupRef)).toMatchObject({ last4: number.slice(-4) });
      expect(await refusal(gateway.authenticate(teamId, 'setup', setupRef, 'complete'))).toMatchObject({ code: 'setup_intent_unexpected_state' });
    }
  });

  it('answers another team as if the setup or payment did not exist', async () => {
    const owner = await team('4000002760003184');
    const other = await team();
    const { setupRef } = await gateway.prepareCard(owner.customerRef);
    expect(await refusal(gateway.confirmSetup(other.teamId, setupRef, card('4242424242424242')))).toMatchObject({ code: 'resource_missing' });
    expect(await refusal(gateway.confirmCard(other.customerRef, setupRef))).toMatchObject({ code: 'resource_missing' });
    const pending = await charge(owner);
    expect(pending.status).toBe('requires_action');
    expect(await refusal(gateway.authenticate(other.teamId, 'payment', pending.ref!, 'complete'))).toMatchObject({ code: 'resource_missing' });
    expect(await refusal(gateway.authenticate(other.teamId, 'setup', pending.ref!, 'complete'))).toMatchObject({ code: 'resource_missing' });
    // Another team's card cannot be charged to this customer: refused, as Stripe refuses an unknown payment method.
    expect(await charge({ customerRef: other.customerRef, methodRef: owner.methodRef })).toEqual({ status: 'failed', ref: null, message: `No such payment method: '${owner.methodRef}'` });
  });

  it('charges each card as Stripe’s test cards behave, on and off session', async () => {
    const cases: [string, boolean, string, string?][] = [
      ['4242424242424242', false, 'succeeded'],
      ['4242424242424242', true, 'succeeded'],
      ['4000000000009995', false, 'failed', 'Your card has insufficient funds.'],
      ['4000000000009995', true, 'failed', 'Your card has insufficient funds.'],
      ['4000002500003155', false, 'requires_action'],
      ['4000002500003155', true, 'succeeded'],
      ['4000002760003184', false, 'requires_action'],
      ['4000002760003184', true, 'requires_action'],
      ['4000000000000341', false, 'failed', 'Your card was declined.'],
      ['4000000000000341', true, 'failed', 'Your card was declined.'],
    ];
    for (const [number, offSession, status, message] of cases) {
      const who = await team(number);
      const outcome = await charge(who, { offSession });
      expect(outcome, `${number} offSession=${offSession}`).toMatchObject({ status, ...(message ? { message } : {}) });
      expect(outcome.ref).toMatch(/^tpi_/);
      if (outcome.status === 'requires_action') expect(outcome.clientSecret).toMatch(new RegExp(`^${outcome.ref}_secret_`));
      expect(await gateway.retrieve(outcome.ref!)).toEqual(outcome);
    }
  });

  it('completes or fails an on-session authentication, and retrieve then says so', async () => {
    const who = await team('4000002500003155');
    const done = await charge(who);
    expect(await gateway.authenticate(who.teamId, 'payment', done.ref!, 'complete')).toEqual({ status: 'succeeded' });
    expect(await gateway.retrieve(done.ref!)).toEqual({ status: 'succeeded', ref: done.ref });
    const failed = await charge(who);
    expect(await gateway.authenticate(who.teamId, 'payment', failed.ref!, 'fail')).toEqual({ status: 'failed', message: CARD_MSG.authenticationFailed });
    expect(await gateway.retrieve(failed.ref!)).toEqual({ status: 'failed', ref: failed.ref, message: CARD_MSG.authenticationFailed });
    expect(await refusal(gateway.authenticate(who.teamId, 'payment', failed.ref!, 'complete'))).toMatchObject({ code: 'payment_intent_unexpected_state' });
  });

  it('makes one payment per idempotency key, even for calls at the same time, and refuses the key for another charge', async () => {
    const who = await team('4242424242424242');
    const key = `purchase-same-${seq}`;
    const outcomes = await Promise.all([1, 2, 3].map(() => charge(who, { idempotencyKey: key })));
    expect(new Set(outcomes.map((o) => o.ref)).size).toBe(1);
    expect(await charge(who, { idempotencyKey: key })).toEqual(outcomes[0]);
    const payments = and(eq(testGatewayObjects.kind, 'payment'), eq(testGatewayObjects.idempotency_key, key));
    expect(await t.deps.db.select({ n: count() }).from(testGatewayObjects).where(payments)).toEqual([{ n: 1 }]);
    expect(await refusal(charge(who, { idempotencyKey: key, amountPence: 100 }))).toMatchObject({ code: 'idempotency_key_in_use' });
  });

  it('declines an expired saved card and refuses an amount from 1p to 29p as Stripe does, as a failed outcome with nothing charged', async () => {
    const who = await team('4242424242424242');
    const later = createTestGateway({ db: t.deps.db, now: () => new Date('2031-01-01T00:00:00Z') });
    expect(await later.charge({ amountPence: 59400, customerRef: who.customerRef, methodRef: who.methodRef, idempotencyKey: 'k-expired', offSession: true, description: '', metadata: {} }))
      .toMatchObject({ status: 'failed', message: 'Your card has expired.' });
    const payments = async () => (await t.deps.db.select({ n: count() }).from(testGatewayObjects).where(eq(testGatewayObjects.kind, 'payment')))[0]!.n;
    const before = await payments();
    for (const amountPence of [1, 29]) {
      expect(await charge(who, { amountPence }), `${amountPence}p`).toEqual({ status: 'failed', ref: null, message: 'Amount must be at least £0.30 gbp' });
    }
    expect(await payments()).toBe(before);
    expect(await charge(who, { amountPence: 30 })).toMatchObject({ status: 'succeeded' });
  });

  it('cancels a payment waiting for authentication, which then cannot be completed; a settled one stays as it is', async () => {
    const who = await team('4000002760003184');
    const waiting = await charge(who);
    expect(await gateway.cancel(waiting.ref!)).toEqual({ status: 'failed', ref: waiting.ref, message: 'The payment was cancelled.' });
    expect(await refusal(gateway.authenticate(who.teamId, 'payment', waiting.ref!, 'complete'))).toMatchObject({ code: 'payment_intent_unexpected_state' });
    const paid = await charge(await team('4242424242424242'));
    expect(await gateway.cancel(paid.ref!)).toEqual({ status: 'succeeded', ref: paid.ref });
  });

  it('refunds a succeeded payment once per key, never more than was paid', async () => {
    const who = await team('4242424242424242');
    const paid = await charge(who);
    await Promise.all([1, 2].map(() => gateway.refund({ ref: paid.ref!, amountPence: 59400, idempotencyKey: 'refund-a' })));
    await gateway.refund({ ref: paid.ref!, amountPence: 59400, idempotencyKey: 'refund-a' });
    expect(await refusal(gateway.refund({ ref: paid.ref!, amountPence: 1, idempotencyKey: 'refund-b' }))).toMatchObject({ code: 'amount_too_large' });
    const declined = await charge(await team('4000000000000341'));
    expect(await refusal(gateway.refund({ ref: declined.ref!, amountPence: 100, idempotencyKey: 'refund-c' }))).toMatchObject({ code: 'charge_not_refundable' });
  });

  it('has no webhooks', async () => {
    expect(await refusal(gateway.parseWebhook(Buffer.from('{}'), 't=1,v1=x'))).toMatchObject({ code: 'not_supported' });
  });
});
