import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BILLING_MSG, quote } from '@mp/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { paymentsOf, type PaymentGateway } from '../../adapters/payments/index.js';
import { invoices, promoCodes, promoRedemptions, purchases, subscriptions, teamCards, testGatewayObjects, users } from '../../db/schema/index.js';
import { seedSettings } from '../../seed/demo.js';
import { seedReference } from '../../seed/reference.js';
import { adminFixtures } from '../admin/test-fixtures.js';
import { opportunityFixtures } from '../opportunities/test-fixtures.js';
import { reconcile } from './jobs.js';

/**
 * What the gateway's answers do to a purchase (decision 0045), through the offline test gateway: a
 * refusal fails it at once and gives the promo back, an unknown outcome leaves it to reconciliation, a total under
 * £0.30 is refused before anything is kept, and £0.00 is paid without a charge.
 */

const BUY = `mutation($input: PurchaseInput!, $key: String!) {
  purchaseJobPosts(input: $input, idempotencyKey: $key) { balance purchase { id status totalPence } nextAction { ref } }
}`;
const START = `mutation($promo: String, $key: String!) {
  startSubscription(promoCode: $promo, idempotencyKey: $key) { balance subscription { id status } purchase { id status totalPence } nextAction { ref } }
}`;
const QUOTE = 'query($quantity: Int!, $promo: String) { priceQuote(quantity: $quantity, promoCode: $promo) { totalPence } }';
const ACCOUNT = '{ billingAccount { subscription { id status } } }';

type Team = { id: number; token: string };
let t: TestApp;
let gateway: PaymentGateway;
/** Every charge the app asked of the gateway. */
let charges: number;
/** While set, the gateway cannot be reached: the charge throws before anything is made. */
let unreachable: boolean;

const post = (url: string, token: string, body: unknown) =>
  t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload: JSON.stringify(body) });

async function saveCard(team: Team, number: string) {
  const setup = (await t.gql('mutation { prepareCard { setupRef } }', {}, team.token)).data.prepareCard;
  const confirmed = await post(`/api/test-gateway/setups/${setup.setupRef}/confirm`, team.token, { number, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' });
  if (confirmed.json().status === 'requires_action') await post(`/api/test-gateway/setups/${setup.setupRef}/authenticate`, team.token, { outcome: 'complete' });
  expect((await t.gql('mutation($ref: String!) { saveCard(setupRef: $ref) { last4 } }', { ref: setup.setupRef }, team.token)).errors).toBeUndefined();
}

let seq = 0;
async function newTeam(card = '4242424242424242'): Promise<Team> {
  const email = `refusals-${++seq}@example.com`;
  const created = await adminFixtures(t).pendingCompany(email, `Team ${seq}`);
  await t.deps.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, Number(created.id)));
  const team = { id: Number(created.id), token: await t.login(email, 'Secret-pass1!') };
  await saveCard(team, card);
  return team;
}

/** The card the team saved is gone at the gateway (removed in Stripe's dashboard): the gateway refuses to charge it. */
async function cardGone(team: Team) {
  const [card] = await t.deps.db.select().from(teamCards).where(eq(teamCards.team_id, team.id));
  await t.deps.db.delete(testGatewayObjects).where(and(eq(testGatewayObjects.kind, 'card'), eq(testGatewayObjects.id, card!.method_ref)));
}

const buy = (team: Team, input: Record<string, unknown>, key = randomUUID()) => t.gql(BUY, { input: { method: 'card', ...input }, key }, team.token);
const start = (team: Team, promo?: string, key = randomUUID()) => t.gql(START, { promo, key }, team.token);
const purchaseRow = async (id: string | number) => (await t.deps.db.select().from(purchases).where(eq(purchases.id, Number(id))))[0]!;
const promoRow = async (code: string) => (await t.deps.db.select().from(promoCodes).where(eq(promoCodes.code, code)))[0]!;
const purchasesOf = (team: Team) => t.deps.db.select().from(purchases).where(eq(purchases.team_id, team.id));
const later = () => new Date(Date.now() + 3 * 60_000);

beforeAll(async () => {
  t = await createTestApp();
  await seedSettings(t.deps.db);
  await seedReference(t.deps.db);
  const real = paymentsOf(t.deps);
  gateway = {
    ...real,
    async charge(request) {
      charges++;
      if (unreachable) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:443'), { code: 'ECONNREFUSED' });
      return real.charge(request);
    },
  };
  t.deps.payments = gateway;
  // £495 + VAT less £494.80 is 20p + 4p VAT; the month, £195 + VAT less £194.80, the same.
  expect(quote({ quantity: 1, unitPence: 49500, promo: { type: 'FIXED', value: 49480 }, vatPercent: 20, vatApplies: true }).totalPence).toBe(24);
  await t.deps.db.insert(promoCodes).values([
    { code: 'TENOFF', type: 'FIXED', value: 1000 },
    { code: 'MONTHOFF', type: 'FIXED', value: 1000 },
    { code: 'PENNIES', type: 'FIXED', value: 49480 },
    { code: 'MONTHPENNIES', type: 'FIXED', value: 19480 },
    { code: 'FREE', type: 'PERCENTAGE', value: 100 },
    { code: 'FREEMONTH', type: 'PERCENTAGE', value: 100 },
    { code: 'LOST', type: 'PERCENTAGE', value: 10 },
  ]);
});
afterAll(async () => t.close());
beforeEach(() => {
  charges = 0;
  unreachable = false;
});

describe('a refusal is a failure', () => {
  it('fails a purchase the gateway refuses at once, with its words, and gives the promo back; reconciliation leaves it', async () => {
    const team = await newTeam();
    await cardGone(team);
    const res = await buy(team, { quantity: 1, promoCode: 'TENOFF' });
    expect(res.errors?.[0]).toMatchObject({ extensions: { code: 'PAYMENT_FAILED' }, message: expect.stringContaining('No such payment method') });
    const [row] = await purchasesOf(team);
    expect(row).toMatchObject({ status: 'failed', ledger_id: null });
    expect(await promoRow('TENOFF')).toMatchObject({ used_count: 0 });
    expect(charges).toBe(1);

    await reconcile(t.deps, later());
    expect(charges).toBe(1);
    expect(await purchaseRow(row!.id)).toMatchObject({ status: 'failed' });

    // With a card again, the same code buys.
    await saveCard(team, '4242424242424242');
    const again = await buy(team, { quantity: 1, promoCode: 'TENOFF' });
    expect(again.errors).toBeUndefined();
    expect(again.data.purchaseJobPosts).toMatchObject({ balance: 1, purchase: { status: 'paid', totalPence: 59400 - 1200 } });
  });

  it('lets a team whose first subscription charge was refused start again', async () => {
    const team = await newTeam();
    await cardGone(team);
    const res = await start(team, 'MONTHOFF');
    expect(res.errors?.[0]?.extensions.code).toBe('PAYMENT_FAILED');
    expect((await t.gql(ACCOUNT, {}, team.token)).data.billingAccount.subscription).toBeNull();
    expect(await promoRow('MONTHOFF')).toMatchObject({ used_count: 0 });
    await saveCard(team, '4242424242424242');
    const again = await start(team, 'MONTHOFF');
    expect(again.errors).toBeUndefined();
    expect(again.data.startSubscription).toMatchObject({ balance: 2, subscription: { status: 'active' }, purchase: { status: 'paid', totalPence: 23400 - 1200 } });
  });

  it('settles a purchase left pending by an earlier refusal (24p, from before the quote refused it): failed, promo back, subscription ended', async () => {
    const team = await newTeam();
    const [promo] = await t.deps.db.insert(promoCodes).values({ code: `OLD${seq}`, type: 'FIXED', value: 19480, used_count: 1 }).returning();
    const q = quote({ quantity: 1, unitPence: 19500, promo: { type: 'FIXED', value: 19480 }, vatPercent: 20, vatApplies: true });
    const [sub] = await t.deps.db
      .insert(subscriptions)
      .values({ team_id: team.id, status: 'incomplete', price_pence: 19500, included_posts: 2, period_start: new Date(), period_end: new Date(Date.now() + 30 * 86_400_000), started_by: team.id })
      .returning();
    const [stuck] = await t.deps.db
      .insert(purchases)
      .values({ team_id: team.id, buyer_id: team.id, kind: 'subscription', quantity: 2, quote: q, total_pence: q.totalPence, promo_code_id: promo!.id, client_key: randomUUID(), gateway: 'test', subscription_id: sub!.id, period_end: sub!.period_end })
      .returning();
    await t.deps.db.insert(promoRedemptions).values({ promo_code_id: promo!.id, team_id: team.id, purchase_id: stuck!.id });

    await reconcile(t.deps, later());
    expect(await purchaseRow(stuck!.id)).toMatchObject({ status: 'failed', failure_message: 'Amount must be at least £0.30 gbp' });
    expect(await promoRow(`OLD${seq}`)).toMatchObject({ used_count: 0 });
    expect((await t.deps.db.select().from(subscriptions).where(eq(subscriptions.id, sub!.id)))[0]).toMatchObject({ status: 'cancelled' });
    expect((await start(team)).data.startSubscription.subscription.status).toBe('active');
  });

  it('cancels a start whose authentication was abandoned when the team starts again', async () => {
    const team = await newTeam('4000002760003184');
    const first = await start(team);
    expect(first.data.startSubscription.purchase.status).toBe('requires_action');
    const ref = first.data.startSubscription.nextAction.ref;
    await saveCard(team, '4242424242424242');
    const again = await start(team);
    expect(again.errors).toBeUndefined();
    expect(again.data.startSubscription.subscription.status).toBe('active');
    expect(await purchaseRow(first.data.startSubscription.purchase.id)).toMatchObject({ status: 'failed' });
    // The abandoned payment can no longer be completed.
    expect((await post(`/api/test-gateway/payments/${ref}/authenticate`, team.token, { outcome: 'complete' })).statusCode).toBe(409);
    expect(await opportunityFixtures(t).balance(team.id)).toBe(2);
  });
});

describe('an unknown outcome waits', () => {
  it('leaves a purchase the gateway could not be asked about pending, with its promo, until reconciliation charges it once', async () => {
    const team = await newTeam();
    unreachable = true;
    const res = await buy(team, { quantity: 1, promoCode: 'LOST' });
    expect(res.errors).toBeUndefined();
    expect(res.data.purchaseJobPosts.purchase.status).toBe('pending');
    expect(await promoRow('LOST')).toMatchObject({ used_count: 1 });
    unreachable = false;
    await reconcile(t.deps, later());
    expect(await purchaseRow(res.data.purchaseJobPosts.purchase.id)).toMatchObject({ status: 'paid' });
    expect(await opportunityFixtures(t).balance(team.id)).toBe(1);
  });

  it('says a start whose outcome is unknown is being confirmed, rather than that the team has a subscription', async () => {
    const team = await newTeam();
    unreachable = true;
    const first = await start(team);
    expect(first.data.startSubscription.purchase.status).toBe('pending');
    unreachable = false;
    expect((await start(team)).errors?.[0]?.message).toBe(BILLING_MSG.subscriptionConfirming);
    await reconcile(t.deps, later());
    expect((await t.gql(ACCOUNT, {}, team.token)).data.billingAccount.subscription.status).toBe('active');
  });
});

describe('the smallest payment', () => {
  it('refuses a quote, a purchase and a start whose total is 1p to 29p, on the promo code, keeping nothing', async () => {
    const team = await newTeam();
    const quoted = await t.gql(QUOTE, { quantity: 1, promo: 'PENNIES' }, team.token);
    expect(quoted.errors?.[0]).toMatchObject({ message: BILLING_MSG.promoBelowMinimum, extensions: { code: 'BAD_USER_INPUT', fields: { promoCode: BILLING_MSG.promoBelowMinimum } } });
    // Two posts leave enough to pay.
    expect((await t.gql(QUOTE, { quantity: 2, promo: 'PENNIES' }, team.token)).data.priceQuote.totalPence).toBe(59424);

    const bought = await buy(team, { quantity: 1, promoCode: 'PENNIES' });
    expect(bought.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fields: { 'input.promoCode': BILLING_MSG.promoBelowMinimum } } });
    const started = await start(team, 'MONTHPENNIES');
    expect(started.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fields: { 'input.promoCode': BILLING_MSG.promoBelowMinimumMonth } } });
    expect(await purchasesOf(team)).toEqual([]);
    expect(await promoRow('PENNIES')).toMatchObject({ used_count: 0 });
    expect(await promoRow('MONTHPENNIES')).toMatchObject({ used_count: 0 });
    expect((await t.gql(ACCOUNT, {}, team.token)).data.billingAccount.subscription).toBeNull();
    expect(charges).toBe(0);
  });

  it('pays a £0.00 purchase and a £0.00 first month without a charge, each with a £0 invoice', async () => {
    const team = await newTeam();
    const bought = await buy(team, { quantity: 2, promoCode: 'FREE' });
    expect(bought.data.purchaseJobPosts).toMatchObject({ balance: 2, purchase: { status: 'paid', totalPence: 0 } });
    const started = await start(team, 'FREEMONTH');
    expect(started.errors).toBeUndefined();
    expect(started.data.startSubscription).toMatchObject({ balance: 4, subscription: { status: 'active' }, purchase: { status: 'paid', totalPence: 0 } });
    expect(charges).toBe(0);
    for (const id of [bought.data.purchaseJobPosts.purchase.id, started.data.startSubscription.purchase.id]) {
      expect(await purchaseRow(id)).toMatchObject({ gateway: null });
      const [invoice] = await t.deps.db.select().from(invoices).where(eq(invoices.purchase_id, Number(id)));
      expect(invoice).toMatchObject({ kind: 'invoice', total_pence: 0, net_pence: 0, vat_pence: 0 });
    }
  });
});
