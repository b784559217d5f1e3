import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BILLING_MSG, PROMO_MSG } from '@mp/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { creditLedger, invoices, promoCodes, promoRedemptions, purchases, teamCards, users } from '../../db/schema/index.js';
import { forgive } from '../../lib/limits.js';
import { seedSettings } from '../../seed/demo.js';
import { seedReference } from '../../seed/reference.js';
import { adminFixtures } from '../admin/test-fixtures.js';
import { opportunityFixtures } from '../opportunities/test-fixtures.js';
import { reconcile } from './jobs.js';
import { settleChargeTx } from './settle.js';
import { scriptedGateway, type ScriptedGateway } from './test-fixtures.js';

/** Buying job posts (decision 0045): who may, what it costs, and that nothing is lost or doubled. */

const BUY = `mutation($input: PurchaseInput!, $key: String!) {
  purchaseJobPosts(input: $input, idempotencyKey: $key) { balance purchase { id status quantity totalPence } nextAction { gateway ref clientSecret } }
}`;
const CONFIRM = 'mutation($id: ID!) { confirmPurchase(purchaseId: $id) { balance purchase { id status } } }';
const ACCOUNT = '{ billingAccount { teamId balance canBeCharged gateway card { last4 } creditAccountActive } }';
const PREPARE = 'mutation { prepareCard { gateway setupRef clientSecret } }';
const SAVE = 'mutation($ref: String!) { saveCard(setupRef: $ref) { brand last4 expMonth expYear } }';
const REQUEST = 'mutation($input: CreditAccountRequestInput!) { requestCreditAccount(input: $input) { id status } }';
const DECIDE = 'mutation($id: ID!, $ok: Boolean!) { decideCreditAccount(requestId: $id, approve: $ok) { id status } }';
const LINK = 'mutation($id: ID!) { invoiceLink(invoiceId: $id) }';

let t: TestApp;
let gateway: ScriptedGateway;
let team: number;
let other: { id: number; token: string };
const tokens: Record<string, string> = {};
const token = async (email: string) => (tokens[email] ??= await t.login(email));
const codeOf = (res: { errors?: { extensions: { code: string } }[] }) => res.errors?.[0]?.extensions.code;
const buy = async (email: string, input: Record<string, unknown>, key: string = randomUUID()) => t.gql(BUY, { input, key }, await token(email));
const f = () => opportunityFixtures(t);

async function saveCardFor(tok: string) {
  const setup = await t.gql(PREPARE, {}, tok);
  return t.gql(SAVE, { ref: setup.data.prepareCard.setupRef }, tok);
}

const ledgerRows = async (teamId: number) =>
  (await t.deps.db.select({ n: count() }).from(creditLedger).where(and(eq(creditLedger.team_id, teamId), eq(creditLedger.direction, 'IN'))))[0]!.n;
const purchasesOf = (teamId: number) => t.deps.db.select().from(purchases).where(eq(purchases.team_id, teamId));

const request = {
  invoice_company: 'Northwind Studio Ltd', invoice_address_1: '1 High Street', invoice_city: 'London', invoice_state: 'Greater London',
  invoice_country: 'GB', invoice_zip: 'EC1A 1AA', invoice_phone: '020 7946 0000', invoice_email: 'accounts@northwind.test',
};

beforeAll(async () => {
  t = await createTestApp();
  gateway = scriptedGateway();
  t.deps.payments = gateway;
  await seedSettings(t.deps.db);
  await seedReference(t.deps.db);
  team = await f().idOf('employer@demo.test');
  await t.deps.db.insert(promoCodes).values([
    { code: 'SAVE10', type: 'PERCENTAGE', value: 10 },
    { code: 'FIFTY', type: 'FIXED', value: 5000 },
    { code: 'ONCE', type: 'PERCENTAGE', value: 50, usage_limit: 1 },
    { code: 'DECLINE5', type: 'PERCENTAGE', value: 5 },
    { code: 'KEYA', type: 'PERCENTAGE', value: 5 },
    { code: 'KEYB', type: 'PERCENTAGE', value: 20 },
  ]);
  const created = await adminFixtures(t).pendingCompany('rival@example.com', 'Rival Ltd');
  await t.deps.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, Number(created.id)));
  other = { id: Number(created.id), token: await t.login('rival@example.com', 'Secret-pass1!') };
  expect((await saveCardFor(await token('employer@demo.test'))).errors).toBeUndefined();
  expect((await saveCardFor(other.token)).errors).toBeUndefined();
});
afterAll(async () => t.close());
beforeEach(async () => {
  gateway.next = [];
  for (const email of ['employer@demo.test', 'guest@demo.test']) await forgive(t.deps.db, `promo:user:${await f().idOf(email)}`, { all: true });
});

describe('who may buy', () => {
  it("lets the company's owner and a guest admin buy for the team, and says so in billingAccount", async () => {
    for (const email of ['employer@demo.test', 'guest@demo.test']) {
      const account = await t.gql(ACCOUNT, {}, await token(email));
      expect(account.data.billingAccount, email).toMatchObject({ teamId: String(team), canBeCharged: true, gateway: 'test', card: { last4: '4242' } });
      const res = await buy(email, { quantity: 1, method: 'card' });
      expect(res.errors, email).toBeUndefined();
      expect(res.data.purchaseJobPosts.purchase).toMatchObject({ status: 'paid', quantity: 1, totalPence: 59400 });
    }
  });

  it('refuses a member, a freelancer, an agency and the administrator (FORBIDDEN), a visitor (UNAUTHENTICATED), and charges nothing', async () => {
    const before = gateway.charges.size;
    for (const email of ['member@demo.test', 'freelancer@demo.test', 'agency@demo.test', 'admin@demo.test']) {
      expect(codeOf(await buy(email, { quantity: 1, method: 'card' })), email).toBe('FORBIDDEN');
      expect(codeOf(await t.gql(ACCOUNT, {}, await token(email))), email).toBe('FORBIDDEN');
      expect(codeOf(await t.gql(PREPARE, {}, await token(email))), email).toBe('FORBIDDEN');
    }
    expect(codeOf(await t.gql(BUY, { input: { quantity: 1, method: 'card' }, key: randomUUID() }))).toBe('UNAUTHENTICATED');
    expect(gateway.charges.size).toBe(before);
  });

  it('refuses to charge a company awaiting approval (INACTIVE), with a notice, and writes nothing', async () => {
    const inactive = await f().idOf('inactive@demo.test');
    const res = await buy('inactive@demo.test', { quantity: 1, method: 'card' });
    expect(codeOf(res)).toBe('FORBIDDEN');
    expect(res.errors[0].message).toBe(BILLING_MSG.notActive);
    expect((await t.gql(ACCOUNT, {}, await token('inactive@demo.test'))).data.billingAccount.canBeCharged).toBe(false);
    expect(await purchasesOf(inactive)).toEqual([]);
  });

  it("answers NOT_FOUND for another team's purchase or invoice", async () => {
    const mine = await buy('employer@demo.test', { quantity: 1, method: 'card' });
    const id = mine.data.purchaseJobPosts.purchase.id;
    expect(codeOf(await t.gql(CONFIRM, { id }, other.token))).toBe('NOT_FOUND');
    const [invoice] = await t.deps.db.select().from(invoices).where(eq(invoices.purchase_id, Number(id)));
    expect(codeOf(await t.gql(LINK, { id: String(invoice!.id) }, other.token))).toBe('NOT_FOUND');
  });
});

describe('what a purchase costs and grants', () => {
  it('buys 3 posts with a 10% promo at the quoted pence: one charge, one IN row the purchase points at, one invoice', async () => {
    const before = await f().balance(team);
    const res = await buy('employer@demo.test', { quantity: 3, promoCode: ' save10 ', method: 'card' });
    expect(res.errors).toBeUndefined();
    // 3 × 49500 = 148500; 10% off = 14850; net 133650; VAT 26730; total 160380.
    expect(res.data.purchaseJobPosts).toMatchObject({ balance: before + 3, purchase: { status: 'paid', quantity: 3, totalPence: 160380 } });
    const [row] = await t.deps.db.select().from(purchases).where(eq(purchases.id, Number(res.data.purchaseJobPosts.purchase.id)));
    const [ledger] = await t.deps.db.select().from(creditLedger).where(eq(creditLedger.id, row!.ledger_id!));
    expect(ledger).toMatchObject({ team_id: team, direction: 'IN', quantity: 3, balance_after: before + 3 });
    expect([...gateway.charges.values()].find((c) => c.request.idempotencyKey === `purchase-${row!.id}`)?.request.amountPence).toBe(160380);
    const [invoice] = await t.deps.db.select().from(invoices).where(eq(invoices.purchase_id, row!.id));
    expect(invoice).toMatchObject({ kind: 'invoice', method: 'card', total_pence: 160380, net_pence: 133650, vat_pence: 26730 });
    expect(invoice!.paid_at).not.toBeNull();
  });

  it("refuses quantity 0 and 11 and an unknown code with the field's message, and charges nothing", async () => {
    const before = gateway.charges.size;
    const rows = (await purchasesOf(team)).length;
    expect((await buy('employer@demo.test', { quantity: 0, method: 'card' })).errors[0].message).toBe('Min 1');
    expect((await buy('employer@demo.test', { quantity: 11, method: 'card' })).errors[0].message).toBe('Max 10');
    expect((await buy('employer@demo.test', { quantity: 1, promoCode: 'NOPE', method: 'card' })).errors[0].message).toBe(PROMO_MSG.unknown);
    expect((await buy('employer@demo.test', { quantity: 1, method: 'xero' })).errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(gateway.charges.size).toBe(before);
    expect((await purchasesOf(team)).length).toBe(rows);
  });

  it('uses a promo code once per team', async () => {
    expect((await buy('guest@demo.test', { quantity: 1, promoCode: 'FIFTY', method: 'card' })).errors).toBeUndefined();
    const again = await buy('employer@demo.test', { quantity: 1, promoCode: 'fifty', method: 'card' });
    expect(again.errors[0].message).toBe(BILLING_MSG.promoUsed);
    // Another team may still use it.
    expect((await t.gql(BUY, { input: { quantity: 1, promoCode: 'FIFTY', method: 'card' }, key: randomUUID() }, other.token)).errors).toBeUndefined();
  });

  it('gives the last use of a code to one of two teams buying at once', async () => {
    const [a, b] = await Promise.all([
      buy('employer@demo.test', { quantity: 1, promoCode: 'ONCE', method: 'card' }),
      t.gql(BUY, { input: { quantity: 1, promoCode: 'ONCE', method: 'card' }, key: randomUUID() }, other.token),
    ]);
    expect([a.errors, b.errors].filter((e) => e === undefined)).toHaveLength(1);
    expect([a, b].find((r) => r.errors)!.errors[0].message).toBe(PROMO_MSG.unknown);
    const [promo] = await t.deps.db.select().from(promoCodes).where(eq(promoCodes.code, 'ONCE'));
    expect(promo!.used_count).toBe(1);
  });

  it("shows a declined card's words, grants nothing, gives the promo use back, and says the same to a repeat of the key", async () => {
    gateway.next = ['failed'];
    const key = randomUUID();
    const ins = await ledgerRows(team);
    const res = await buy('employer@demo.test', { quantity: 2, promoCode: 'DECLINE5', method: 'card' }, key);
    expect(res.errors[0]).toMatchObject({ message: 'Your card was declined.', extensions: { code: 'PAYMENT_FAILED' } });
    expect(await ledgerRows(team)).toBe(ins);
    const [promo] = await t.deps.db.select().from(promoCodes).where(eq(promoCodes.code, 'DECLINE5'));
    expect(promo!.used_count).toBe(0);
    expect(await t.deps.db.select().from(promoRedemptions).where(eq(promoRedemptions.promo_code_id, promo!.id))).toEqual([]);
    const charges = gateway.charges.size;
    expect((await buy('employer@demo.test', { quantity: 2, promoCode: 'DECLINE5', method: 'card' }, key)).errors[0].message).toBe('Your card was declined.');
    expect(gateway.charges.size).toBe(charges);
  });

  it('refuses a card purchase without a saved card', async () => {
    await t.deps.db.delete(teamCards).where(eq(teamCards.team_id, other.id));
    const res = await t.gql(BUY, { input: { quantity: 1, method: 'card' }, key: randomUUID() }, other.token);
    expect(res.errors[0].message).toBe(BILLING_MSG.noCard);
    expect((await saveCardFor(other.token)).errors).toBeUndefined();
  });
});

describe('nothing doubled', () => {
  it('makes one purchase, one charge and one IN row for the same key sent twice, and again at once', async () => {
    const key = randomUUID();
    const ins = await ledgerRows(team);
    const first = await buy('employer@demo.test', { quantity: 2, method: 'card' }, key);
    const second = await buy('employer@demo.test', { quantity: 2, method: 'card' }, key);
    expect(second.data.purchaseJobPosts.purchase.id).toBe(first.data.purchaseJobPosts.purchase.id);
    const together = randomUUID();
    const [a, b] = await Promise.all([buy('employer@demo.test', { quantity: 1, method: 'card' }, together), buy('employer@demo.test', { quantity: 1, method: 'card' }, together)]);
    expect(a.errors ?? b.errors).toBeUndefined();
    expect(a.data.purchaseJobPosts.purchase.id).toBe(b.data.purchaseJobPosts.purchase.id);
    expect(await ledgerRows(team)).toBe(ins + 2);
    expect([...gateway.charges.keys()].filter((k) => k === `purchase-${a.data.purchaseJobPosts.purchase.id}`)).toHaveLength(1);
  });

  it('makes two purchases for two keys, and refuses a key reused for another request', async () => {
    const key = randomUUID();
    const [a, b] = await Promise.all([buy('employer@demo.test', { quantity: 1, method: 'card' }), buy('employer@demo.test', { quantity: 1, method: 'card' })]);
    expect(a.data.purchaseJobPosts.purchase.id).not.toBe(b.data.purchaseJobPosts.purchase.id);
    await buy('employer@demo.test', { quantity: 1, method: 'card' }, key);
    expect(codeOf(await buy('employer@demo.test', { quantity: 4, method: 'card' }, key))).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('refuses the same key with another promo code, and changes nothing', async () => {
    const key = randomUUID();
    const first = await buy('employer@demo.test', { quantity: 1, promoCode: 'KEYA', method: 'card' }, key);
    expect(first.errors).toBeUndefined();
    const rows = (await purchasesOf(team)).length;
    const charges = gateway.charges.size;
    const other = await buy('employer@demo.test', { quantity: 1, promoCode: 'KEYB', method: 'card' }, key);
    expect(other.errors?.[0]).toMatchObject({ extensions: { code: 'IDEMPOTENCY_KEY_REUSED', fields: { idempotencyKey: expect.any(String) } } });
    expect(codeOf(await buy('employer@demo.test', { quantity: 1, method: 'card' }, key))).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(codeOf(await buy('employer@demo.test', { quantity: 1, promoCode: 'KEYA', method: 'account' }, key))).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await purchasesOf(team)).length).toBe(rows);
    expect(gateway.charges.size).toBe(charges);
    const [keyB] = await t.deps.db.select().from(promoCodes).where(eq(promoCodes.code, 'KEYB'));
    expect(keyB!.used_count).toBe(0);
    // The same person's same request, written another way, is the first purchase.
    const replay = await buy('employer@demo.test', { method: 'card', promoCode: ' KEYA ', quantity: 1 }, key);
    expect(replay.data.purchaseJobPosts.purchase).toEqual(first.data.purchaseJobPosts.purchase);
  });

  it("refuses a teammate sending another admin's key: nothing charged, and the first purchase is not theirs to read", async () => {
    const key = randomUUID();
    const mine = await buy('employer@demo.test', { quantity: 2, method: 'card' }, key);
    expect(mine.errors).toBeUndefined();
    const rows = (await purchasesOf(team)).length;
    const charges = gateway.charges.size;
    const teammate = await buy('guest@demo.test', { quantity: 2, method: 'card' }, key);
    expect(codeOf(teammate)).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(teammate.data).toBeNull();
    expect((await purchasesOf(team)).length).toBe(rows);
    expect(gateway.charges.size).toBe(charges);
    // Sent at once by both, the key is still one purchase, the employer's.
    const together = randomUUID();
    const [a, b] = await Promise.all([buy('employer@demo.test', { quantity: 1, method: 'card' }, together), buy('guest@demo.test', { quantity: 1, method: 'card' }, together)]);
    expect([a, b].filter((r) => codeOf(r) === 'IDEMPOTENCY_KEY_REUSED')).toHaveLength(1);
    expect((await purchasesOf(team)).filter((p) => p.client_key === together)).toHaveLength(1);
  });

  it('answers a purchase kept before request hashes by its kind and quantity, as before', async () => {
    const key = randomUUID();
    const first = await buy('employer@demo.test', { quantity: 1, method: 'card' }, key);
    await t.deps.db.update(purchases).set({ request_hash: null }).where(eq(purchases.id, Number(first.data.purchaseJobPosts.purchase.id)));
    expect((await buy('guest@demo.test', { quantity: 1, method: 'card' }, key)).data.purchaseJobPosts.purchase.id).toBe(first.data.purchaseJobPosts.purchase.id);
    expect(codeOf(await buy('employer@demo.test', { quantity: 3, method: 'card' }, key))).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await buy('employer@demo.test', { quantity: 1, method: 'card' }, 'not-a-uuid')).errors[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', fields: { idempotencyKey: 'The idempotency key must be a UUID.' } },
    });
  });

  it('grants once when the webhook and the browser settle an authenticated charge at the same moment', async () => {
    gateway.next = ['requires_action'];
    const ins = await ledgerRows(team);
    const res = await buy('employer@demo.test', { quantity: 1, method: 'card' });
    const { purchase, nextAction } = res.data.purchaseJobPosts;
    expect(purchase.status).toBe('requires_action');
    expect(nextAction).toMatchObject({ gateway: 'test', clientSecret: expect.stringContaining('_secret') });
    gateway.authenticate(nextAction.ref, true);
    const outcome = await gateway.retrieve(nextAction.ref);
    const webhook = async () => {
      const after = await t.deps.db.transaction((tx) => settleChargeTx(t.deps, tx, outcome));
      await after();
    };
    const [confirmed] = await Promise.all([t.gql(CONFIRM, { id: purchase.id }, await token('employer@demo.test')), webhook(), webhook()]);
    expect(confirmed.data.confirmPurchase.purchase.status).toBe('paid');
    expect(await ledgerRows(team)).toBe(ins + 1);
    expect(await t.deps.db.select({ n: count() }).from(invoices).where(eq(invoices.purchase_id, Number(purchase.id)))).toEqual([{ n: 1 }]);
  });

  it('settles a purchase whose answer was lost: reconciliation charges with the same key, which is the same charge', async () => {
    gateway.next = ['lost'];
    const ins = await ledgerRows(team);
    const key = randomUUID();
    const res = await buy('employer@demo.test', { quantity: 1, method: 'card' }, key);
    expect(res.data.purchaseJobPosts.purchase.status).toBe('pending');
    expect(await ledgerRows(team)).toBe(ins);
    const charges = gateway.charges.size;
    await reconcile(t.deps, new Date(Date.now() + 3 * 60_000));
    expect(gateway.charges.size).toBe(charges);
    const [row] = await t.deps.db.select().from(purchases).where(eq(purchases.id, Number(res.data.purchaseJobPosts.purchase.id)));
    expect(row).toMatchObject({ status: 'paid' });
    expect(await ledgerRows(team)).toBe(ins + 1);
    // Run again: nothing more.
    await reconcile(t.deps, new Date(Date.now() + 3 * 60_000));
    expect(await ledgerRows(team)).toBe(ins + 1);
  });

  it('fails an authentication nobody completed after an hour, and gives nothing', async () => {
    gateway.next = ['requires_action'];
    const res = await buy('employer@demo.test', { quantity: 1, method: 'card' });
    await reconcile(t.deps, new Date(Date.now() + 61 * 60_000));
    const [row] = await t.deps.db.select().from(purchases).where(eq(purchases.id, Number(res.data.purchaseJobPosts.purchase.id)));
    expect(row).toMatchObject({ status: 'failed', ledger_id: null });
  });
});

describe('purchase on account', () => {
  it('is FORBIDDEN without an approved credit account, then granted and invoiced due in 30 days once approved', async () => {
    expect(codeOf(await buy('employer@demo.test', { quantity: 2, method: 'account' }))).toBe('FORBIDDEN');
    const applied = await t.gql(REQUEST, { input: request }, await token('guest@demo.test'));
    expect(applied.data.requestCreditAccount.status).toBe('pending');
    expect((await t.gql(REQUEST, { input: request }, await token('employer@demo.test'))).errors[0].message).toBe(BILLING_MSG.requestPending);
    // Only an administrator decides.
    expect(codeOf(await t.gql(DECIDE, { id: applied.data.requestCreditAccount.id, ok: true }, await token('employer@demo.test')))).toBe('FORBIDDEN');
    expect((await t.gql(DECIDE, { id: applied.data.requestCreditAccount.id, ok: true }, await token('admin@demo.test'))).data.decideCreditAccount.status).toBe('approved');
    const charges = gateway.charges.size;
    const res = await buy('employer@demo.test', { quantity: 2, method: 'account' });
    expect(res.data.purchaseJobPosts.purchase).toMatchObject({ status: 'paid', quantity: 2, totalPence: 118800 });
    expect(gateway.charges.size).toBe(charges);
    const [invoice] = await t.deps.db.select().from(invoices).where(eq(invoices.purchase_id, Number(res.data.purchaseJobPosts.purchase.id)));
    expect(invoice).toMatchObject({ method: 'account', paid_at: null });
    expect(Math.round((invoice!.due_at!.getTime() - invoice!.issued_at.getTime()) / 86_400_000)).toBe(30);
    await t.deps.jobs.idle();
    expect(t.sentMails.some((m) => m.subject.includes('credit account is approved'))).toBe(true);
  });

  it('validates the application with the spec\'s messages', async () => {
    const res = await t.gql(REQUEST, { input: { ...request, invoice_city: '', invoice_phone: 'call me', invoice_email: 'nope' } }, other.token);
    expect(res.errors[0].extensions.fields).toMatchObject({
      'input.invoice_city': 'This field is required', 'input.invoice_phone': 'Please enter a valid phone number', 'input.invoice_email': 'Please enter a valid email',
    });
  });
});
