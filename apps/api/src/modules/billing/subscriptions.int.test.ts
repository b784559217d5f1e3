import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BILLING_MSG, firstPeriodEnd } from '@mp/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { creditLedger, invoices, promoCodes, purchases, subscriptions, teamCards, users } from '../../db/schema/index.js';
import { seedSettings } from '../../seed/demo.js';
import { seedReference } from '../../seed/reference.js';
import { adminFixtures } from '../admin/test-fixtures.js';
import { opportunityFixtures } from '../opportunities/test-fixtures.js';
import { recordSpend, takeCredits } from '../credits/service.js';
import { REFUND_MSG } from './console.js';
import { renewDue } from './subscriptions.js';
import { scriptedGateway, type ScriptedGateway } from './test-fixtures.js';

/** The subscription and its renewals, and the console's refunds (decision 0045). */

const START = `mutation($promo: String, $key: String!) {
  startSubscription(promoCode: $promo, idempotencyKey: $key) { balance subscription { id status periodEnd includedPosts } purchase { id status totalPence quantity } }
}`;
const CANCEL = 'mutation { cancelSubscription { id cancelAtPeriodEnd } }';
const RESUME = 'mutation { resumeSubscription { id cancelAtPeriodEnd } }';
const ACCOUNT = '{ billingAccount { hasSubscriptionHistory subscription { id status } } }';
const REFUND = 'mutation($id: ID!, $reason: String!) { refundPurchase(purchaseId: $id, reason: $reason) { id status } }';
const BUY = `mutation($input: PurchaseInput!, $key: String!) { purchaseJobPosts(input: $input, idempotencyKey: $key) { balance purchase { id status } } }`;

let t: TestApp;
let gateway: ScriptedGateway;
let team: { id: number; token: string };
const DAY = 86_400_000;
const codeOf = (res: { errors?: { extensions: { code: string } }[] }) => res.errors?.[0]?.extensions.code;

async function newTeam(email: string) {
  const created = await adminFixtures(t).pendingCompany(email, `Team ${email}`);
  await t.deps.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, Number(created.id)));
  const token = await t.login(email, 'Secret-pass1!');
  const setup = await t.gql('mutation { prepareCard { setupRef } }', {}, token);
  await t.gql('mutation($ref: String!) { saveCard(setupRef: $ref) { last4 } }', { ref: setup.data.prepareCard.setupRef }, token);
  return { id: Number(created.id), token };
}

const renewals = async (subscriptionId: number) =>
  t.deps.db.select().from(purchases).where(and(eq(purchases.subscription_id, subscriptionId), eq(purchases.kind, 'renewal')));
const subscriptionRow = async (id: number) => (await t.deps.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;
/** Moves a subscription's period end into the past, as if its 4th had come. */
const endPeriod = (id: number, end: Date) => t.deps.db.update(subscriptions).set({ period_start: new Date(end.getTime() - 31 * DAY), period_end: end }).where(eq(subscriptions.id, id));

beforeAll(async () => {
  t = await createTestApp();
  gateway = scriptedGateway();
  t.deps.payments = gateway;
  await seedSettings(t.deps.db);
  await seedReference(t.deps.db);
  await t.deps.db.insert(promoCodes).values([{ code: 'HALF', type: 'PERCENTAGE', value: 50 }, { code: 'QUARTER', type: 'PERCENTAGE', value: 25 }]);
});
afterAll(async () => t.close());
beforeEach(() => {
  gateway.next = [];
});

describe('starting a subscription', () => {
  it('charges £195 + VAT at once, grants 2 posts, and ends the first period on the first 4th at least 15 days ahead', async () => {
    team = await newTeam('subscriber@example.com');
    expect((await t.gql(ACCOUNT, {}, team.token)).data.billingAccount.hasSubscriptionHistory).toBe(false);
    const before = Date.now();
    const res = await t.gql(START, { key: randomUUID() }, team.token);
    expect(res.errors).toBeUndefined();
    const { subscription, purchase, balance } = res.data.startSubscription;
    expect(purchase).toMatchObject({ status: 'paid', totalPence: 23400, quantity: 2 });
    expect(balance).toBe(2);
    expect(subscription).toMatchObject({ status: 'active', includedPosts: 2 });
    expect([firstPeriodEnd(new Date(before), 4).toISOString(), firstPeriodEnd(new Date(), 4).toISOString()]).toContain(subscription.periodEnd);
    expect((await t.gql(ACCOUNT, {}, team.token)).data.billingAccount).toMatchObject({ hasSubscriptionHistory: true, subscription: { status: 'active' } });
    const [invoice] = await t.deps.db.select().from(invoices).where(eq(invoices.purchase_id, Number(purchase.id)));
    expect(invoice).toMatchObject({ total_pence: 23400, net_pence: 19500, vat_pence: 3900 });
  });

  it('refuses a second subscription, and a start by a member', async () => {
    expect((await t.gql(START, { key: randomUUID() }, team.token)).errors[0].message).toBe(BILLING_MSG.subscriptionLive);
    expect(codeOf(await t.gql(START, { key: randomUUID() }, await t.login('member@demo.test')))).toBe('FORBIDDEN');
  });

  it('starts one subscription for two clicks at once, and applies a promo to the first month only', async () => {
    const second = await newTeam('promo-subscriber@example.com');
    const key = randomUUID();
    const [a, b] = await Promise.all([t.gql(START, { promo: 'HALF', key }, second.token), t.gql(START, { promo: 'HALF', key }, second.token)]);
    expect(a.errors ?? b.errors).toBeUndefined();
    expect(a.data.startSubscription.purchase.id).toBe(b.data.startSubscription.purchase.id);
    expect(a.data.startSubscription.purchase.totalPence).toBe(11700);
    const subId = Number(a.data.startSubscription.subscription.id);
    await endPeriod(subId, new Date(Date.now() - 1000));
    await renewDue(t.deps);
    const [renewal] = await renewals(subId);
    expect(renewal).toMatchObject({ status: 'paid', total_pence: 23400, quantity: 2 });
  });

  it('answers a start only to the same person with the same promo code: another code or a teammate is refused, nothing charged', async () => {
    // The demo company, whose guest@demo.test is a guest admin.
    const keyed = { id: await opportunityFixtures(t).idOf('employer@demo.test'), token: await t.login('employer@demo.test') };
    const setup = await t.gql('mutation { prepareCard { setupRef } }', {}, keyed.token);
    await t.gql('mutation($ref: String!) { saveCard(setupRef: $ref) { last4 } }', { ref: setup.data.prepareCard.setupRef }, keyed.token);
    const guestToken = await t.login('guest@demo.test');
    const key = randomUUID();
    const first = await t.gql(START, { promo: 'HALF', key }, keyed.token);
    expect(first.errors).toBeUndefined();
    const charges = gateway.charges.size;
    const startsOf = async () => (await t.deps.db.select().from(purchases).where(eq(purchases.team_id, keyed.id))).length;
    const starts = await startsOf();
    expect(codeOf(await t.gql(START, { key }, keyed.token))).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(codeOf(await t.gql(START, { promo: 'QUARTER', key }, keyed.token))).toBe('IDEMPOTENCY_KEY_REUSED');
    const teammate = await t.gql(START, { promo: 'HALF', key }, guestToken);
    expect(codeOf(teammate)).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await startsOf()).toBe(starts);
    expect(gateway.charges.size).toBe(charges);
    const replay = await t.gql(START, { promo: ' HALF ', key }, keyed.token);
    expect(replay.data.startSubscription.purchase).toEqual(first.data.startSubscription.purchase);
    // A purchase's key is not a start's.
    const bought = randomUUID();
    await t.gql(BUY, { input: { quantity: 1, method: 'card' }, key: bought }, keyed.token);
    expect(codeOf(await t.gql(START, { key: bought }, keyed.token))).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('ends a start whose card is declined, with nothing granted, so the team can try again', async () => {
    const third = await newTeam('declined-subscriber@example.com');
    gateway.next = ['failed'];
    const res = await t.gql(START, { key: randomUUID() }, third.token);
    expect(res.errors[0]).toMatchObject({ message: 'Your card was declined.', extensions: { code: 'PAYMENT_FAILED' } });
    expect((await t.gql(ACCOUNT, {}, third.token)).data.billingAccount).toEqual({ hasSubscriptionHistory: false, subscription: null });
    expect((await t.gql(START, { key: randomUUID() }, third.token)).data.startSubscription.subscription.status).toBe('active');
  });
});

describe('renewals', () => {
  it('renews once on the 4th however often the clock runs, grants 2 posts and moves the period a month', async () => {
    const sub = await subscriptionRow(Number((await t.gql(ACCOUNT, {}, team.token)).data.billingAccount.subscription.id));
    const end = new Date(Date.UTC(2026, 10, 4));
    await endPeriod(sub.id, end);
    const balance = await opportunityFixtures(t).balance(team.id);
    await Promise.all([renewDue(t.deps), renewDue(t.deps)]);
    await renewDue(t.deps);
    const rows = await renewals(sub.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'paid', quantity: 2, total_pence: 23400 });
    expect(await opportunityFixtures(t).balance(team.id)).toBe(balance + 2);
    expect((await subscriptionRow(sub.id)).period_end.toISOString()).toBe('2026-12-04T00:00:00.000Z');
  });

  it('makes a failed renewal past due, retries after 2 and 5 days, then cancels, telling the admins each time', async () => {
    const sub = await subscriptionRow(Number((await t.gql(ACCOUNT, {}, team.token)).data.billingAccount.subscription.id));
    // A 4th the earlier renewal did not pay for.
    const end = new Date(Date.UTC(2026, 8, 4));
    await endPeriod(sub.id, end);
    gateway.next = ['failed', 'failed', 'failed'];
    await renewDue(t.deps, new Date(end.getTime() + 1000));
    let row = await subscriptionRow(sub.id);
    expect(row).toMatchObject({ status: 'past_due', failed_attempts: 1 });
    expect(row.next_attempt_at!.getTime()).toBe(end.getTime() + 2 * DAY);
    // Not due again before the retry.
    await renewDue(t.deps, new Date(end.getTime() + DAY));
    expect((await subscriptionRow(sub.id)).failed_attempts).toBe(1);
    await renewDue(t.deps, new Date(end.getTime() + 2 * DAY + 1000));
    row = await subscriptionRow(sub.id);
    expect(row).toMatchObject({ status: 'past_due', failed_attempts: 2 });
    expect(row.next_attempt_at!.getTime()).toBe(end.getTime() + 5 * DAY);
    await renewDue(t.deps, new Date(end.getTime() + 5 * DAY + 1000));
    expect(await subscriptionRow(sub.id)).toMatchObject({ status: 'cancelled', failed_attempts: 3 });
    await t.deps.jobs.idle();
    const subjects = t.sentMails.filter((m) => m.to === 'subscriber@example.com').map((m) => m.subject);
    expect(subjects.filter((s) => s.includes('payment failed'))).toHaveLength(2);
    expect(subjects.some((s) => s.includes('has been cancelled'))).toBe(true);
  });

  it('cancels at the period end when asked, charging nothing more; resume undoes it', async () => {
    const fourth = await newTeam('canceller@example.com');
    const started = await t.gql(START, { key: randomUUID() }, fourth.token);
    const subId = Number(started.data.startSubscription.subscription.id);
    expect((await t.gql(CANCEL, {}, fourth.token)).data.cancelSubscription.cancelAtPeriodEnd).toBe(true);
    expect((await t.gql(RESUME, {}, fourth.token)).data.resumeSubscription.cancelAtPeriodEnd).toBe(false);
    await t.gql(CANCEL, {}, fourth.token);
    await endPeriod(subId, new Date(Date.now() - 1000));
    const charges = gateway.charges.size;
    await renewDue(t.deps);
    expect(await subscriptionRow(subId)).toMatchObject({ status: 'cancelled' });
    expect(gateway.charges.size).toBe(charges);
    expect(await opportunityFixtures(t).balance(fourth.id)).toBe(2);
  });
});

describe('refunds', () => {
  it('takes back unspent posts with an OUT row and a credit note, refunds the card once, and refuses a spent purchase', async () => {
    const buyer = await newTeam('refunded@example.com');
    const admin = await t.login('admin@demo.test');
    const bought = await t.gql(BUY, { input: { quantity: 2, method: 'card' }, key: randomUUID() }, buyer.token);
    const id = bought.data.purchaseJobPosts.purchase.id;
    expect(codeOf(await t.gql(REFUND, { id, reason: 'Bought twice' }, buyer.token))).toBe('FORBIDDEN');
    const res = await t.gql(REFUND, { id, reason: 'Bought twice' }, admin);
    expect(res.data.refundPurchase.status).toBe('refunded');
    expect(await opportunityFixtures(t).balance(buyer.id)).toBe(0);
    const outs = await t.deps.db.select({ n: count() }).from(creditLedger).where(and(eq(creditLedger.team_id, buyer.id), eq(creditLedger.direction, 'OUT')));
    expect(outs).toEqual([{ n: 1 }]);
    const notes = await t.deps.db.select().from(invoices).where(and(eq(invoices.purchase_id, Number(id)), eq(invoices.kind, 'credit_note')));
    expect(notes).toHaveLength(1);
    expect(gateway.refunds.filter((k) => k === `refund-${id}`)).toHaveLength(1);
    // The balance history names what the customer has on paper: the invoice, and the credit note that refunds it.
    const [invoice] = await t.deps.db.select().from(invoices).where(and(eq(invoices.purchase_id, Number(id)), eq(invoices.kind, 'invoice')));
    const history = await t.gql('{ creditHistory { data { direction reason } } }', {}, buyer.token);
    expect(history.data.creditHistory.data).toEqual([
      { direction: 'OUT', reason: `Refund of invoice ${invoice!.number} · credit note ${notes[0]!.number}: Bought twice` },
      { direction: 'IN', reason: `Purchase · invoice ${invoice!.number}` },
    ]);

    const spent = await t.gql(BUY, { input: { quantity: 1, method: 'card' }, key: randomUUID() }, buyer.token);
    // The post it bought is spent.
    await t.deps.db.transaction(async (tx) => {
      const after = await takeCredits(tx, buyer.id, 1);
      await recordSpend(tx, { teamId: buyer.id, balanceAfter: after, actorId: null, opportunityId: null, reason: 'Job post' });
    });
    const refused = await t.gql(REFUND, { id: spent.data.purchaseJobPosts.purchase.id, reason: 'Late' }, admin);
    expect(refused.errors[0].message).toBe(REFUND_MSG.spent);
  });
});

describe('an account deleted with a subscription', () => {
  it('cancels the subscription and forgets the card, and keeps the purchases and invoices', async () => {
    const leaving = await newTeam('leaving@example.com');
    const started = await t.gql(START, { key: randomUUID() }, leaving.token);
    const subId = Number(started.data.startSubscription.subscription.id);
    const res = await t.gql('mutation($password: String!) { deleteMyAccount(password: $password) }', { password: 'Secret-pass1!' }, leaving.token);
    expect(res.errors).toBeUndefined();
    expect(await subscriptionRow(subId)).toMatchObject({ status: 'cancelled' });
    expect(await t.deps.db.select().from(teamCards).where(eq(teamCards.team_id, leaving.id))).toEqual([]);
    expect(await t.deps.db.select().from(invoices).where(eq(invoices.team_id, leaving.id))).toHaveLength(1);
    await endPeriod(subId, new Date(Date.now() - 1000));
    const charges = gateway.charges.size;
    await renewDue(t.deps);
    expect(gateway.charges.size).toBe(charges);
  });
});
