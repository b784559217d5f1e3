import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VAT_OUTSIDE_SCOPE_NOTE } from '@mp/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { pgError } from '../../db/errors.js';
import { accountingRecords, documentCounters, invoices, settings, users } from '../../db/schema/index.js';
import { opportunityFixtures } from '../opportunities/test-fixtures.js';
import { issueCreditNote, issueInvoice, supplierReady } from './service.js';
import { numberValues, paidPurchase, seedInvoiceSettings, SUPPLIER } from './test-fixtures.js';

/**
 * VAT invoices and credit notes (decision 0046): their figures and parties, the numbering under concurrency and
 * rollback, immutability, and the accounting record of each.
 */

let t: TestApp;
let company: number;
const NOW = new Date('2027-02-04T10:00:00Z');
const counter = async (series: string) => (await t.deps.db.select().from(documentCounters).where(eq(documentCounters.series, series)))[0]!.last_value;

beforeAll(async () => {
  t = await createTestApp();
  company = await opportunityFixtures(t).idOf('employer@demo.test');
  await seedInvoiceSettings(t.deps.db);
  await t.deps.db
    .update(users)
    .set({
      billing_address_1: '2 Billing Road', billing_address_2: 'Floor 3', billing_city: 'Leeds', billing_state: 'West Yorkshire', billing_zip: 'LS1 1AA', billing_country: 'GB',
      invoice_company: 'Northwind Studio Accounts', invoice_address_1: '9 Ledger Lane', invoice_city: 'York', invoice_state: 'North Yorkshire',
      invoice_zip: 'YO1 7HH', invoice_country: 'GB', invoice_email: 'accounts@northwind.test',
    })
    .where(eq(users.id, company));
});
afterAll(async () => t.close());

describe('issueInvoice', () => {
  it('by card: the quote as it is, the supplier from the settings, the billing address, paid when issued', async () => {
    const before = await counter('invoice');
    const invoice = await t.deps.db.transaction(async (tx) => {
      const purchase = await paidPurchase(tx, company, { quantity: 3, promo: { type: 'PERCENTAGE', value: 10 } });
      return issueInvoice(tx, purchase, { method: 'card', now: NOW });
    });
    expect(invoice).toMatchObject({
      kind: 'invoice', number: `INV-${String(before + 1).padStart(6, '0')}`, team_id: company, method: 'card', description: 'Job Post(s)',
      quantity: 3, unit_pence: 49500, discount_pence: 14850, net_pence: 133650, vat_percent: 20, vat_pence: 26730, total_pence: 160380, vat_note: null,
      issued_at: NOW, supplied_at: NOW, due_at: null, paid_at: NOW, credits_invoice_id: null,
      supplier: { name: 'Onbrief Ltd', lines: ['1 Market Street', 'London', 'EC1A 1AA'], vatNumber: 'GB123456789' },
      buyer: { name: 'Northwind Studio', lines: ['2 Billing Road', 'Floor 3', 'Leeds', 'West Yorkshire', 'LS1 1AA', 'United Kingdom'], email: null },
    });
    const [record] = await t.deps.db.select().from(accountingRecords).where(eq(accountingRecords.invoice_id, invoice.id));
    expect(record).toMatchObject({ provider: 'ledger', exported_at: null });
  });

  it('on account: the credit account\'s invoicing details, due 30 UK days later, not paid', async () => {
    const invoice = await t.deps.db.transaction(async (tx) => issueInvoice(tx, await paidPurchase(tx, company, { kind: 'account' }), { method: 'account', now: NOW }));
    expect(invoice).toMatchObject({
      method: 'account', paid_at: null, due_at: new Date('2027-03-06T10:00:00Z'), total_pence: 59400,
      buyer: { name: 'Northwind Studio Accounts', lines: ['9 Ledger Lane', 'York', 'North Yorkshire', 'YO1 7HH', 'United Kingdom'], email: 'accounts@northwind.test' },
    });
  });

  it("a subscription reads 'Subscription: 2 Job Post(s)'; a buyer abroad carries the VAT note and no VAT", async () => {
    const sub = await t.deps.db.transaction(async (tx) =>
      issueInvoice(tx, await paidPurchase(tx, company, { kind: 'renewal', quantity: 2, abroad: true }), { method: 'card', now: NOW }),
    );
    expect(sub).toMatchObject({ description: 'Subscription: 2 Job Post(s)', vat_percent: 0, vat_pence: 0, vat_note: VAT_OUTSIDE_SCOPE_NOTE });
  });

  it('refuses a purchase whose total is not its quote\'s, and issues nothing', async () => {
    const before = await counter('invoice');
    await expect(
      t.deps.db.transaction(async (tx) => {
        const purchase = await paidPurchase(tx, company);
        return issueInvoice(tx, { ...purchase, total_pence: purchase.total_pence + 1 }, { method: 'card', now: NOW });
      }),
    ).rejects.toThrow(/is not the purchase's/);
    expect(await counter('invoice')).toBe(before);
  });
});

describe('numbering', () => {
  it('stays unbroken under 20 concurrent purchases', async () => {
    const before = await counter('invoice');
    const issued = await Promise.all(
      Array.from({ length: 20 }, () => t.deps.db.transaction(async (tx) => issueInvoice(tx, await paidPurchase(tx, company), { method: 'card', now: new Date() }))),
    );
    expect(numberValues(issued)).toEqual(Array.from({ length: 20 }, (_, i) => before + 1 + i));
    expect(await counter('invoice')).toBe(before + 20);
  });

  it('gives the number of a rolled-back purchase to the next one, leaving no gap', async () => {
    const before = await counter('invoice');
    await expect(
      t.deps.db.transaction(async (tx) => {
        const invoice = await issueInvoice(tx, await paidPurchase(tx, company), { method: 'card', now: NOW });
        expect(invoice.number).toBe(`INV-${String(before + 1).padStart(6, '0')}`);
        throw new Error('the charge failed after all');
      }),
    ).rejects.toThrow('the charge failed after all');
    const next = await t.deps.db.transaction(async (tx) => issueInvoice(tx, await paidPurchase(tx, company), { method: 'card', now: NOW }));
    expect(next.number).toBe(`INV-${String(before + 1).padStart(6, '0')}`);
    const all = await t.deps.db.select({ number: invoices.number }).from(invoices).where(eq(invoices.kind, 'invoice'));
    expect(numberValues(all)).toEqual(Array.from({ length: all.length }, (_, i) => i + 1));
  });
});

describe('immutability', () => {
  it('refuses any change of an issued invoice or its removal, and lets an unpaid one be marked paid once', async () => {
    const invoice = await t.deps.db.transaction(async (tx) => issueInvoice(tx, await paidPurchase(tx, company, { kind: 'account' }), { method: 'account', now: NOW }));
    const refused = async (work: Promise<unknown>) => {
      const err = await work.then(() => null, (e: unknown) => e);
      expect(pgError(err)).toMatchObject({ code: '23514' });
    };
    await refused(t.deps.db.update(invoices).set({ total_pence: 1 }).where(eq(invoices.id, invoice.id)));
    await refused(t.deps.db.update(invoices).set({ buyer: { name: 'Someone else', lines: [] } }).where(eq(invoices.id, invoice.id)));
    await refused(t.deps.db.delete(invoices).where(eq(invoices.id, invoice.id)));
    // Marking it paid is the one change; and only once.
    const paidAt = new Date('2027-02-20T09:00:00Z');
    await t.deps.db.update(invoices).set({ paid_at: paidAt }).where(eq(invoices.id, invoice.id));
    await refused(t.deps.db.update(invoices).set({ paid_at: new Date() }).where(eq(invoices.id, invoice.id)));
    // Nor may marking it paid carry another change with it.
    const other = await t.deps.db.transaction(async (tx) => issueInvoice(tx, await paidPurchase(tx, company, { kind: 'account' }), { method: 'account', now: NOW }));
    await refused(t.deps.db.update(invoices).set({ paid_at: paidAt, total_pence: 0, net_pence: 0, vat_pence: 0 }).where(eq(invoices.id, other.id)));
    const [after] = await t.deps.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(after).toEqual({ ...invoice, paid_at: paidAt });
  });
});

describe('issueCreditNote', () => {
  it('credits the whole invoice in its own unbroken series, with the reason, once per invoice', async () => {
    const before = await counter('credit_note');
    const invoice = await t.deps.db.transaction(async (tx) => issueInvoice(tx, await paidPurchase(tx, company, { quantity: 2 }), { method: 'card', now: NOW }));
    const later = new Date('2027-02-10T12:00:00Z');
    const note = await t.deps.db.transaction(async (tx) => issueCreditNote(tx, invoice, { now: later, reason: '  Unspent posts\nrefunded ' }));
    expect(note).toMatchObject({
      kind: 'credit_note', number: `CN-${String(before + 1).padStart(6, '0')}`, credits_invoice_id: invoice.id, purchase_id: invoice.purchase_id,
      description: 'Job Post(s) (Unspent posts refunded)', quantity: 2, net_pence: invoice.net_pence, vat_pence: invoice.vat_pence,
      total_pence: invoice.total_pence, issued_at: later, paid_at: later, supplier: invoice.supplier, buyer: invoice.buyer,
    });
    const recorded = await t.deps.db.select().from(accountingRecords).where(inArray(accountingRecords.invoice_id, [invoice.id, note.id]));
    expect(recorded).toHaveLength(2);
    // A second credit note for the same invoice is refused by the database, and gives its number back.
    const err = await t.deps.db.transaction(async (tx) => issueCreditNote(tx, invoice, { now: later, reason: 'again' })).then(() => null, (e: unknown) => e);
    expect(pgError(err)).toMatchObject({ code: '23505' });
    expect(await counter('credit_note')).toBe(before + 1);
  });

  it('an unpaid on-account invoice is cancelled, not refunded: its credit note is not marked paid', async () => {
    const invoice = await t.deps.db.transaction(async (tx) => issueInvoice(tx, await paidPurchase(tx, company, { kind: 'account' }), { method: 'account', now: NOW }));
    const note = await t.deps.db.transaction(async (tx) => issueCreditNote(tx, invoice, { now: NOW, reason: 'Cancelled' }));
    expect(note).toMatchObject({ method: 'account', paid_at: null, due_at: null });
    await expect(t.deps.db.transaction(async (tx) => issueCreditNote(tx, note, { now: NOW, reason: 'x' }))).rejects.toThrow(/is not an invoice/);
  });
});

describe('supplierReady', () => {
  it('is true only when the name, the address and the VAT number are all set', async () => {
    expect(await supplierReady(t.deps.db)).toBe(true);
    for (const key of Object.keys(SUPPLIER)) {
      const [{ value }] = (await t.deps.db.select({ value: settings.value }).from(settings).where(eq(settings.key, key))) as [{ value: string }];
      await t.deps.db.update(settings).set({ value: key === 'supplier_address' ? ' \n ' : '' }).where(eq(settings.key, key));
      expect(await supplierReady(t.deps.db), key).toBe(false);
      await t.deps.db.update(settings).set({ value }).where(eq(settings.key, key));
    }
    expect(await supplierReady(t.deps.db)).toBe(true);
  });

  it('an invoice without a supplier set (the test gateway) is still issued, with an empty supplier', async () => {
    await t.deps.db.execute(sql`update settings set value = '' where key like 'supplier\\_%'`);
    const invoice = await t.deps.db.transaction(async (tx) => issueInvoice(tx, await paidPurchase(tx, company), { method: 'card', now: NOW }));
    expect(invoice.supplier).toEqual({ name: '', lines: [], vatNumber: null });
    await seedInvoiceSettings(t.deps.db);
  });
});
