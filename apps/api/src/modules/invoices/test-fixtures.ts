import { desc, eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { quote, type QuotePromo } from '@mp/domain';
import type { Db, Tx } from '../../db/client.js';
import { creditLedger, purchases, settings, type InvoiceRow, type PurchaseKind, type PurchaseRow } from '../../db/schema/index.js';
import { seedReference } from '../../seed/reference.js';
import { addCredits } from '../credits/service.js';

/** What the invoice tests share: the supplier settings and paid purchases made directly, with a real quote. */

export const SUPPLIER = { supplier_name: 'Onbrief Ltd', supplier_address: '1 Market Street\nLondon\nEC1A 1AA', supplier_vat_number: 'GB123456789' };

/** The reference settings (invoice_due_days 30, the supplier keys empty), then the supplier filled in unless `empty`. */
export async function seedInvoiceSettings(db: Db, opts: { empty?: boolean } = {}) {
  await seedReference(db);
  for (const [key, value] of Object.entries(SUPPLIER)) {
    await db.update(settings).set({ value: opts.empty ? '' : value }).where(eq(settings.key, key));
  }
}

/** A paid purchase of `quantity` posts at £495 with 20% VAT (or none, `abroad`), its IN ledger row written. */
export async function paidPurchase(
  tx: Tx,
  teamId: number,
  opts: { quantity?: number; kind?: PurchaseKind; promo?: QuotePromo; abroad?: boolean; unitPence?: number } = {},
): Promise<PurchaseRow> {
  const quantity = opts.quantity ?? 1;
  const q = quote({ quantity, unitPence: opts.unitPence ?? 49500, promo: opts.promo, vatPercent: 20, vatApplies: !opts.abroad });
  await addCredits(tx, { teamId, quantity, actorId: null, reason: 'Test purchase' });
  const [ledger] = await tx.select({ id: creditLedger.id }).from(creditLedger).where(eq(creditLedger.team_id, teamId)).orderBy(desc(creditLedger.id)).limit(1);
  const [row] = await tx
    .insert(purchases)
    .values({ team_id: teamId, kind: opts.kind ?? 'card', status: 'paid', quantity, quote: q, total_pence: q.totalPence, gateway: 'test', ledger_id: ledger!.id, settled_at: new Date() })
    .returning();
  return row!;
}

/** The numbers' values, in order: INV-000007 → 7. */
export const numberValues = (rows: Pick<InvoiceRow, 'number'>[]) => rows.map((r) => Number(r.number.split('-')[1])).sort((a, b) => a - b);

/** WinAnsi's codes 0x80 to 0x9F that are not Latin-1 (the rest of the table is). */
const WIN_ANSI_HIGH: Record<number, string> = {
  0x80: '€', 0x82: '‚', 0x83: 'ƒ', 0x84: '„', 0x85: '…', 0x86: '†', 0x87: '‡', 0x88: 'ˆ', 0x89: '‰', 0x8a: 'Š', 0x8b: '‹', 0x8c: 'Œ', 0x8e: 'Ž',
  0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x95: '•', 0x96: '–', 0x97: '—', 0x98: '˜', 0x99: '™', 0x9a: 'š', 0x9b: '›', 0x9c: 'œ', 0x9e: 'ž', 0x9f: 'Ÿ',
};

/**
 * The text lines of an uncompressed PDF from pdfkit's standard fonts: each `[<hex> kern <hex> …] TJ` is one
 * line of text, its hex strings WinAnsi codes.
 */
export function pdfTextLines(pdf: Buffer): string[] {
  return [...pdf.toString('latin1').matchAll(/\[([^\]]*)\] TJ/g)].map(([, ops]) =>
    [...ops!.matchAll(/<([0-9a-f]*)>/gi)]
      .map(([, hex]) => [...Buffer.from(hex!, 'hex')].map((b) => WIN_ANSI_HIGH[b] ?? String.fromCharCode(b)).join(''))
      .join(''),
  );
}

/** A PDF's text as a reader's tool extracts it (pdf-parse, on pdf.js): one string a printed line, cells spaced. */
export async function pdfReadText(pdf: Buffer): Promise<string[]> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const { text } = await parser.getText();
    return text.split('\n').map((l) => l.replace(/\s+/g, ' ').trim()).filter((l) => l && !/^-- \d+ of \d+ --$/.test(l));
  } finally {
    await parser.destroy();
  }
}
