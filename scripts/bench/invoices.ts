// Invoice PDFs per second (decision 0046). Not a test: it prints numbers.
//   node --import tsx scripts/bench/invoices.ts [count]     (default 500)
// Renders `count` VAT invoices one after another, as the download route and the invoice mail do (compressed),
// after a warm-up, and reports PDFs per second on one core, the median and p95 of one PDF in ms, and its size.
import { quote } from '@mp/domain';
import type { InvoiceRow } from '../../apps/api/src/db/schema/index.js';
import { renderInvoicePdf } from '../../apps/api/src/modules/invoices/pdf.js';

const count = Number(process.argv[2] ?? 500);
const WARM_UP = 20;
const issued = new Date('2027-02-04T10:00:00Z');

function invoiceOf(i: number): InvoiceRow {
  const q = quote({ quantity: (i % 10) + 1, unitPence: 49500, promo: i % 3 ? null : { type: 'PERCENTAGE', value: 10 }, vatPercent: 20, vatApplies: i % 7 !== 0 });
  return {
    id: i, kind: 'invoice', number: `INV-${String(i).padStart(6, '0')}`, team_id: 1, purchase_id: i, credits_invoice_id: null,
    method: i % 2 ? 'card' : 'account', issued_at: issued, supplied_at: issued,
    due_at: i % 2 ? null : new Date('2027-03-06T10:00:00Z'), paid_at: i % 2 ? issued : null,
    supplier: { name: 'Onbrief Ltd', lines: ['1 Market Street', 'London', 'EC1A 1AA'], vatNumber: 'GB123456789' },
    buyer: { name: `Northwind Studio ${i}`, lines: ['2 Billing Road', 'Floor 3', 'Leeds', 'LS1 1AA', 'United Kingdom'], email: 'accounts@northwind.test' },
    description: 'Job Post(s)', quantity: q.quantity, unit_pence: q.unitPence, discount_pence: q.discountPence, net_pence: q.netPence,
    vat_percent: q.vatPercent, vat_pence: q.vatPence, total_pence: q.totalPence, vat_note: q.vatNote,
  };
}

for (let i = 0; i < WARM_UP; i++) await renderInvoicePdf({ invoice: invoiceOf(i), credits: null });

const times: number[] = [];
let bytes = 0;
const t0 = performance.now();
for (let i = 0; i < count; i++) {
  const start = performance.now();
  bytes += (await renderInvoicePdf({ invoice: invoiceOf(i), credits: null })).length;
  times.push(performance.now() - start);
}
const seconds = (performance.now() - t0) / 1000;
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)]!;
console.log(
  `invoice PDFs: ${count} in ${seconds.toFixed(2)} s = ${(count / seconds).toFixed(0)} a second on one core; ` +
    `median ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms, worst ${times[times.length - 1]!.toFixed(2)} ms; ${(bytes / count / 1024).toFixed(1)} KB each`,
);
