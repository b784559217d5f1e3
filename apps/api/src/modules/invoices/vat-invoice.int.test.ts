import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MSG } from '@mp/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import type { PaymentGateway } from '../../adapters/payments/index.js';
import { invoices, promoCodes, purchases, settings, users } from '../../db/schema/index.js';
import { DEMO_SUPPLIER, seedSettings } from '../../seed/demo.js';
import { seedReference } from '../../seed/reference.js';
import { scriptedGateway } from '../billing/test-fixtures.js';
import { opportunityFixtures } from '../opportunities/test-fixtures.js';
import { TEST_MODE_NOTICE, ukDate } from './format.js';
import { invoiceMail } from './mails.js';
import { findDocument, supplierReady } from './service.js';
import { pdfReadText, SUPPLIER } from './test-fixtures.js';

/**
 * A VAT invoice is a VAT invoice (decision 0046): an invoice issued by a real purchase, downloaded through
 * its link and read as a reader's PDF tool reads it, carries every particular HMRC asks of a full VAT invoice. With
 * the offline test gateway it is the demo's fictitious supplier's and says it is not a VAT invoice; with a live
 * gateway nothing is charged or issued until the supplier is complete.
 */

const BUY = `mutation($input: PurchaseInput!, $key: String!) {
  purchaseJobPosts(input: $input, idempotencyKey: $key) { purchase { id status } }
}`;
const PREPARE = 'mutation { prepareCard { setupRef } }';
const SAVE = 'mutation($ref: String!) { saveCard(setupRef: $ref) { last4 } }';
const LINK = 'mutation($id: ID!) { invoiceLink(invoiceId: $id) }';
const HISTORY = '{ billingHistory(first: 50) { data { invoiceId invoiceTestMode } } }';
const UPDATE = 'mutation($key: String!, $value: String!) { adminUpdateSetting(key: $key, value: $value) { value } }';

let t: TestApp;
let team: number;
let owner: string;
let admin: string;

const useGateway = async (name: PaymentGateway['name']) => {
  t.deps.payments = { ...scriptedGateway(), name };
  const setup = await t.gql(PREPARE, {}, owner);
  expect((await t.gql(SAVE, { ref: setup.data.prepareCard.setupRef }, owner)).errors).toBeUndefined();
};
const buy = (input: Record<string, unknown>) => t.gql(BUY, { input, key: randomUUID() }, owner);
const setSupplier = async (values: Record<string, string>) => {
  for (const [key, value] of Object.entries(values)) await t.deps.db.update(settings).set({ value }).where(eq(settings.key, key));
};
const invoiceOf = async (purchaseId: string) => (await t.deps.db.select().from(invoices).where(eq(invoices.purchase_id, Number(purchaseId))))[0]!;
const invoiceCount = async () => t.deps.db.$count(invoices);
/** Whether Billing history marks the invoice test mode. */
const markedTestMode = async (invoiceId: number) =>
  (await t.gql(HISTORY, {}, owner)).data.billingHistory.data.find((r: { invoiceId: string }) => r.invoiceId === String(invoiceId))?.invoiceTestMode;

/** The PDF as the buyer downloads it: a signed link from Billing history, opened without a token. */
async function downloaded(invoiceId: number): Promise<string[]> {
  const link = await t.gql(LINK, { id: String(invoiceId) }, owner);
  const res = await t.app.inject({ method: 'GET', url: link.data.invoiceLink });
  expect(res.statusCode).toBe(200);
  return pdfReadText(res.rawPayload);
}

beforeAll(async () => {
  t = await createTestApp();
  await seedSettings(t.deps.db);
  await seedReference(t.deps.db);
  // Once per team each: one for the test-mode purchase, one for the live one.
  await t.deps.db.insert(promoCodes).values([{ code: 'TENOFF', type: 'PERCENTAGE', value: 10 }, { code: 'LIVE10', type: 'PERCENTAGE', value: 10 }]);
  team = await opportunityFixtures(t).idOf('employer@demo.test');
  owner = await t.login('employer@demo.test');
  admin = await t.login('admin@demo.test');
});
afterAll(async () => t.close());

/** Every particular of the demo employer's purchase of 3 posts with 10% off at 20% VAT, as printed. */
function expectParticulars(text: string[], invoice: typeof invoices.$inferSelect, supplier: string[]) {
  expect(text).toEqual(expect.arrayContaining([
    // A unique sequential number; the date of issue and the time of supply.
    `Invoice number ${invoice.number}`,
    `Issue date ${ukDate(invoice.issued_at)}`,
    `Time of supply ${ukDate(invoice.supplied_at)}`,
    // The supplier's name, address and VAT number.
    ...supplier,
    // The customer's name and address (the demo company's own, no billing address being set).
    'BILL TO', 'Northwind Studio', '1 High Street', 'London', 'Greater London', 'EC1A 1AA', 'United Kingdom',
    // The description, quantity, unit price without VAT, the VAT rate and the amount without VAT.
    'Description Quantity Unit price excl. VAT VAT rate Amount excl. VAT',
    'Job Post(s) 3 £495.00 20% £1,485.00',
    // The total without VAT, the VAT at its rate, and the total.
    'Discount -£148.50',
    'Total excluding VAT £1,336.50',
    'VAT at 20% £267.30',
    'Total £1,603.80',
  ]));
}

describe('with the offline test gateway (the demo)', () => {
  it("the demo's supplier is plainly fictitious, and never enough for a live charge", async () => {
    const stored = await t.deps.db.select().from(settings);
    const value = (key: string) => stored.find((s) => s.key === key)?.value;
    expect(value('supplier_name')).toBe('Onbrief Demo Ltd (fictitious)');
    expect(value('supplier_vat_number')).toBe('GB000000000');
    expect(await supplierReady(t.deps.db)).toBe(false);
  });

  it("a purchase's invoice is stored test mode, and its PDF and mail say it is not a VAT invoice, with every particular", async () => {
    await useGateway('test');
    const res = await buy({ quantity: 3, method: 'card', promoCode: 'TENOFF' });
    expect(res.errors).toBeUndefined();
    const invoice = await invoiceOf(res.data.purchaseJobPosts.purchase.id);
    expect(invoice).toMatchObject({ test_mode: true, team_id: team, supplier: { name: DEMO_SUPPLIER.supplier_name, vatNumber: 'GB000000000' } });

    const text = await downloaded(invoice.id);
    expectParticulars(text, invoice, ['Onbrief Demo Ltd (fictitious)', '1 Example Street (demo address)', 'Demo Town', 'ZZ99 9ZZ', 'VAT number: GB000000000']);
    // Titled 'Invoice', with the notice under the title and across the page.
    expect(text).toEqual(expect.arrayContaining(['Invoice', TEST_MODE_NOTICE, TEST_MODE_NOTICE.toUpperCase()]));
    expect(text).not.toContain('VAT invoice');

    const doc = (await findDocument(t.deps.db, invoice.id))!;
    expect(invoiceMail('employer@demo.test', doc, Buffer.alloc(0), 'http://x/billing').text).toContain(`${TEST_MODE_NOTICE}.`);
    expect(await markedTestMode(invoice.id)).toBe(true);
  });

  it('an on-account purchase (not charged through the gateway) is test mode too', async () => {
    await t.deps.db.update(users).set({ is_payment_active: true }).where(eq(users.id, team));
    const res = await buy({ quantity: 1, method: 'account' });
    expect(res.errors).toBeUndefined();
    expect(await invoiceOf(res.data.purchaseJobPosts.purchase.id)).toMatchObject({ test_mode: true, method: 'account' });
  });
});

describe('with a live gateway (Stripe)', () => {
  it('refuses a card purchase, and issues nothing on account, until the supplier is complete; the demo supplier does not count', async () => {
    await useGateway('stripe');
    // A credit account, so the on-account purchase gets as far as its invoice.
    await t.deps.db.update(users).set({ is_payment_active: true }).where(eq(users.id, team));
    for (const supplier of [{ supplier_name: '', supplier_address: '', supplier_vat_number: '' }, DEMO_SUPPLIER, { ...SUPPLIER, supplier_address: ' ' }]) {
      await setSupplier(supplier);
      const before = await invoiceCount();
      for (const method of ['card', 'account']) {
        const res = await buy({ quantity: 1, method });
        expect(res.errors?.[0], `${method} with ${supplier.supplier_name || 'no supplier'}`).toMatchObject({ message: BILLING_MSG.supplierMissing, extensions: { code: 'FORBIDDEN' } });
      }
      expect(await invoiceCount()).toBe(before);
      expect(await t.deps.db.$count(purchases, eq(purchases.gateway, 'stripe'))).toBe(0);
    }
  });

  it('once the console sets it, the invoice is a VAT invoice with every particular and no test-mode words', async () => {
    for (const [key, value] of Object.entries(SUPPLIER)) expect((await t.gql(UPDATE, { key, value }, admin)).errors).toBeUndefined();
    const res = await buy({ quantity: 3, method: 'card', promoCode: 'LIVE10' });
    expect(res.errors).toBeUndefined();
    const invoice = await invoiceOf(res.data.purchaseJobPosts.purchase.id);
    expect(invoice.test_mode).toBe(false);

    const text = await downloaded(invoice.id);
    expectParticulars(text, invoice, ['Onbrief Ltd', '1 Market Street', 'London', 'EC1A 1AA', 'VAT number: GB123456789']);
    expect(text).toContain('VAT invoice');
    expect(text.join('\n')).not.toMatch(/test mode/i);
    const doc = (await findDocument(t.deps.db, invoice.id))!;
    expect(invoiceMail('employer@demo.test', doc, Buffer.alloc(0), 'http://x/billing').text).not.toMatch(/test mode/i);
    expect(await markedTestMode(invoice.id)).toBe(false);
  });
});
