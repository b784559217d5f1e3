import { describe, expect, it } from 'vitest';
import { quote, VAT_OUTSIDE_SCOPE_NOTE, type Quote } from '@mp/domain';
import type { InvoiceRow } from '../../db/schema/index.js';
import { TEST_MODE_NOTICE } from './format.js';
import { renderInvoicePdf, toWinAnsi } from './pdf.js';
import { pdfTextLines } from './test-fixtures.js';

const ISSUED = new Date('2027-02-04T10:00:00Z');

function invoiceOf(q: Quote, extra: Partial<InvoiceRow> = {}): InvoiceRow {
  return {
    id: 1, kind: 'invoice', number: 'INV-000001', team_id: 2, purchase_id: 3, credits_invoice_id: null, method: 'card',
    issued_at: ISSUED, supplied_at: ISSUED, due_at: null, paid_at: ISSUED, test_mode: false,
    supplier: { name: 'Onbrief Ltd', lines: ['1 Market Street', 'London', 'EC1A 1AA'], vatNumber: 'GB123456789' },
    buyer: { name: 'Northwind Studio', lines: ['1 High Street', 'London', 'EC1A 1AA', 'United Kingdom'], email: null },
    description: 'Job Post(s)', quantity: q.quantity, unit_pence: q.unitPence, discount_pence: q.discountPence, net_pence: q.netPence,
    vat_percent: q.vatPercent, vat_pence: q.vatPence, total_pence: q.totalPence, vat_note: q.vatNote,
    ...extra,
  };
}

const render = (invoice: InvoiceRow, credits: { number: string; issued_at: Date } | null = null) => renderInvoicePdf({ invoice, credits }, { compress: false });

describe('the invoice PDF', () => {
  it('prints every figure of the quote: 3 posts with 10% off, 20% VAT, paid by card', async () => {
    const q = quote({ quantity: 3, unitPence: 49500, promo: { type: 'PERCENTAGE', value: 10 }, vatPercent: 20, vatApplies: true });
    const pdf = await render(invoiceOf(q));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(2_000);
    expect(pdf.length).toBeLessThan(60_000);
    const lines = pdfTextLines(pdf);
    // The title, number, dates and both parties.
    expect(lines).toEqual(expect.arrayContaining([
      'VAT invoice', 'Invoice number', 'INV-000001', 'Issue date', '04/02/2027', 'Time of supply',
      'Onbrief Ltd', '1 Market Street', 'VAT number: GB123456789', 'Northwind Studio', '1 High Street', 'United Kingdom',
    ]));
    // The line and the figures: 3 × £495.00 at 20% = £1,485.00; −£148.50; net £1,336.50; VAT £267.30; total £1,603.80.
    expect(lines.join('|')).toContain('Description|Quantity|Unit price excl. VAT|VAT rate|Amount excl. VAT|Job Post(s)|3|£495.00|20%|£1,485.00');
    expect(lines.join('|')).toContain('Subtotal|£1,485.00|Discount|-£148.50|Total excluding VAT|£1,336.50|VAT at 20%|£267.30|Total|£1,603.80');
    expect(lines.join(' ')).not.toMatch(/test mode/i);
    expect(lines).toContain('Paid by card on 04/02/2027.');
    expect(lines.some((l) => l.startsWith('Payment due'))).toBe(false);
  });

  it("on account prints 'Payment due by', and abroad the VAT note with VAT at 0%", async () => {
    const q = quote({ quantity: 1, unitPence: 49500, vatPercent: 20, vatApplies: false });
    const lines = pdfTextLines(await render(invoiceOf(q, { method: 'account', paid_at: null, due_at: new Date('2027-03-06T10:00:00Z') })));
    expect(lines).toContain('Payment due by 06/03/2027');
    expect(lines).toContain(VAT_OUTSIDE_SCOPE_NOTE);
    expect(lines.join('|')).toContain('Job Post(s)|1|£495.00|0%|£495.00');
    expect(lines.join('|')).toContain('VAT at 0%|£0.00|Total|£495.00');
    expect(lines.some((l) => l.startsWith('Paid by card'))).toBe(false);
  });

  it('a credit note names itself and the invoice it credits, with no time of supply or due date', async () => {
    const q = quote({ quantity: 1, unitPence: 49500, vatPercent: 20, vatApplies: true });
    const note = invoiceOf(q, { kind: 'credit_note', number: 'CN-000001', credits_invoice_id: 1, description: 'Job Post(s) (Unspent posts refunded)' });
    const lines = pdfTextLines(await render(note, { number: 'INV-000001', issued_at: new Date('2027-01-10T12:00:00Z') }));
    expect(lines).toEqual(expect.arrayContaining(['Credit note', 'Credit note number', 'CN-000001', 'Credits invoice', 'INV-000001 of 10/01/2027', 'Total credited', '£594.00']));
    expect(lines.join(' ')).toContain('Unspent posts refunded');
    expect(lines).not.toContain('Time of supply');
  });

  it("in test mode is titled 'Invoice' and says it is not a VAT invoice, under the title and across the page", async () => {
    const q = quote({ quantity: 1, unitPence: 49500, vatPercent: 20, vatApplies: true });
    const lines = pdfTextLines(await render(invoiceOf(q, { test_mode: true })));
    expect(lines).toEqual(expect.arrayContaining(['Invoice', TEST_MODE_NOTICE, TEST_MODE_NOTICE.toUpperCase(), 'INV-000001']));
    expect(lines).not.toContain('VAT invoice');
    // Its credit note too.
    const note = pdfTextLines(await render(invoiceOf(q, { test_mode: true, kind: 'credit_note', number: 'CN-000001', credits_invoice_id: 1 }), { number: 'INV-000001', issued_at: ISSUED }));
    expect(note).toEqual(expect.arrayContaining(['Credit note', TEST_MODE_NOTICE]));
  });

  it('is the same bytes for the same document, and compressed by default', async () => {
    const q = quote({ quantity: 2, unitPence: 49500, vatPercent: 20, vatApplies: true });
    const invoice = invoiceOf(q);
    expect((await render(invoice)).equals(await render(invoice))).toBe(true);
    const compressed = await renderInvoicePdf({ invoice, credits: null });
    expect(compressed.length).toBeLessThan((await render(invoice)).length);
    expect(pdfTextLines(compressed)).toEqual([]);
  });

  it('keeps names the standard font cannot show readable', async () => {
    expect(toWinAnsi('Łódź Studio — Œuvre €5 ő ç 東京')).toBe('Lódz Studio — Œuvre €5 o ç ??');
    const q = quote({ quantity: 1, unitPence: 49500, vatPercent: 20, vatApplies: true });
    const lines = pdfTextLines(await render(invoiceOf(q, { buyer: { name: 'Łódź Studio', lines: ['ul. Piotrkowska 1'] } })));
    expect(lines).toContain('Lódz Studio');
  });
});
