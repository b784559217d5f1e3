import { and, eq, sql } from 'drizzle-orm';
import { BILLING_MSG, countries, DEFAULT_COUNTRY, teamName } from '@mp/domain';
import { ledgerAccounting, type Accounting } from '../../adapters/accounting/index.js';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { documentCounters, invoices, users, type InvoiceKind, type InvoiceParty, type InvoiceRow, type PurchaseRow } from '../../db/schema/index.js';
import { settingValues, wholeSettingValue } from '../settings/service.js';
import { addUkDays, documentNumber } from './format.js';

/**
 * VAT invoices and credit notes (decision 0046). Issued inside the transaction that pays (or refunds), with the
 * next number of their series from a counter row that transaction locks: a purchase rolled back gives its number
 * back, so each series stays unbroken. The figures are the purchase's quote, copied as they are. A document issued
 * through the offline test gateway is a test-mode one: kept and numbered alike, but not a VAT invoice.
 */

export type InvoiceMethod = 'card' | 'account';

const SUPPLIER_KEYS = ['supplier_name', 'supplier_address', 'supplier_vat_number'] as const;

/** The settings' supplier as the document prints it: the address one line a line. */
async function currentSupplier(db: Db | Tx): Promise<InvoiceParty> {
  const s = await settingValues(db, SUPPLIER_KEYS);
  const lines = s.supplier_address.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
  return { name: s.supplier_name.trim(), lines, vatNumber: s.supplier_vat_number.trim() || null };
}

/** A VAT number of zeros only (the demo's GB000000000) is no one's: it reads as set but is never a real seller's. */
export const isPlaceholderVatNumber = (vatNumber: string) => /^[A-Z]{0,2}0+$/i.test(vatNumber.replace(/\s+/g, ''));
const isComplete = (s: InvoiceParty) => s.name !== '' && s.lines.length > 0 && !!s.vatNumber && !isPlaceholderVatNumber(s.vatNumber);

/**
 * Whether the supplier's name, address and VAT number are all set, and the VAT number is not the demo's placeholder:
 * a live (Stripe) charge, and any invoice that is not test mode, waits for it.
 */
export async function supplierReady(db: Db | Tx): Promise<boolean> {
  return isComplete(await currentSupplier(db));
}

const countryName = (code: string | null) => {
  const c = code?.trim().toUpperCase() || DEFAULT_COUNTRY;
  return countries().find((x) => x.code === c)?.name ?? c;
};
const present = (...parts: (string | null | undefined)[]) => parts.map((p) => p?.trim() ?? '').filter(Boolean);

/**
 * The buyer as the team account says now (kept on the document as it was then). On account, the invoicing
 * details the approved credit-account request copied onto the account; by card, the billing address of the
 * payment info, or the company's own address when no billing address was given.
 */
async function buyerOf(tx: Tx, teamId: number, method: InvoiceMethod): Promise<InvoiceParty> {
  const [team] = await tx
    .select({
      company: users.company, agency_name: users.agency_name, first_name: users.first_name, last_name: users.last_name,
      address_1: users.address_1, address_2: users.address_2, city: users.city, state: users.state, zip: users.zip, country: users.country,
      billing_address_1: users.billing_address_1, billing_address_2: users.billing_address_2, billing_city: users.billing_city,
      billing_state: users.billing_state, billing_zip: users.billing_zip, billing_country: users.billing_country,
      invoice_company: users.invoice_company, invoice_address_1: users.invoice_address_1, invoice_address_2: users.invoice_address_2,
      invoice_city: users.invoice_city, invoice_state: users.invoice_state, invoice_zip: users.invoice_zip,
      invoice_country: users.invoice_country, invoice_email: users.invoice_email,
    })
    .from(users)
    .where(eq(users.id, teamId));
  if (!team) throw new Error(`issueInvoice: no team account ${teamId}`);
  const accountName = teamName(team) ?? '';
  if (method === 'account' && team.invoice_address_1?.trim()) {
    return {
      name: team.invoice_company?.trim() || accountName,
      lines: [...present(team.invoice_address_1, team.invoice_address_2, team.invoice_city, team.invoice_state, team.invoice_zip), countryName(team.invoice_country)],
      email: team.invoice_email?.trim() || null,
    };
  }
  const billing = team.billing_address_1?.trim();
  const lines = billing
    ? [...present(team.billing_address_1, team.billing_address_2, team.billing_city, team.billing_state, team.billing_zip), countryName(team.billing_country)]
    : [...present(team.address_1, team.address_2, team.city, team.state, team.zip), countryName(team.country)];
  return { name: accountName, lines, email: method === 'account' ? team.invoice_email?.trim() || null : null };
}

/** The next number of a series; the row stays locked until the caller's transaction ends. */
async function nextNumber(tx: Tx, kind: InvoiceKind): Promise<string> {
  const [row] = await tx
    .update(documentCounters)
    .set({ last_value: sql`${documentCounters.last_value} + 1` })
    .where(eq(documentCounters.series, kind))
    .returning({ value: documentCounters.last_value });
  if (!row) throw new Error(`no document counter for the series '${kind}'`);
  return documentNumber(kind, row.value);
}

/** The line's words: job posts bought, or a subscription's period with its posts. */
function descriptionOf(purchase: Pick<PurchaseRow, 'kind' | 'quantity'>): string {
  return purchase.kind === 'subscription' || purchase.kind === 'renewal' ? `Subscription: ${purchase.quantity} Job Post(s)` : 'Job Post(s)';
}

export interface IssueOptions {
  method: InvoiceMethod;
  now: Date;
  accounting?: Accounting;
  /**
   * Whether the payment adapter is the offline test gateway (then it is no VAT invoice, and says so). When not
   * given: whether the purchase was charged through the test gateway (an on-account or £0 purchase was not charged).
   */
  testMode?: boolean;
}

/**
 * Issues the VAT invoice of a paid purchase in the paying transaction: the next number of the 'invoice' series (its
 * counter row locked), the supplier from the settings and the buyer as the team's billing details are now.
 * By card it is paid when issued; on account it is due `invoice_due_days` (30) UK days later. The accounting port
 * records it in the same transaction (the offline ledger unless `accounting` says otherwise). Outside test mode the
 * supplier must be complete (FORBIDDEN otherwise, rolling the payment's transaction back): a VAT invoice without a
 * seller is no VAT invoice.
 */
export async function issueInvoice(tx: Tx, purchase: PurchaseRow, opts: IssueOptions): Promise<InvoiceRow> {
  const { method, now } = opts;
  const testMode = opts.testMode ?? purchase.gateway === 'test';
  const q = purchase.quote;
  if (q.totalPence !== purchase.total_pence) throw new Error(`purchase ${purchase.id}: the quote's total ${q.totalPence} is not the purchase's ${purchase.total_pence}`);
  const supplier = await currentSupplier(tx);
  if (!testMode && !isComplete(supplier)) throw new AppError('FORBIDDEN', BILLING_MSG.supplierMissing);
  const dueAt = method === 'account' ? addUkDays(now, await wholeSettingValue(tx, 'invoice_due_days')) : null;
  const buyer = await buyerOf(tx, purchase.team_id, method);
  // Last, so the series' row is locked for as short a time as the transaction allows.
  const number = await nextNumber(tx, 'invoice');
  const [row] = await tx
    .insert(invoices)
    .values({
      kind: 'invoice',
      number,
      team_id: purchase.team_id,
      purchase_id: purchase.id,
      method,
      issued_at: now,
      // The time of supply: the posts are granted in this transaction.
      supplied_at: now,
      due_at: dueAt,
      supplier,
      buyer,
      description: descriptionOf(purchase),
      quantity: q.quantity,
      unit_pence: q.unitPence,
      discount_pence: q.discountPence,
      net_pence: q.netPence,
      vat_percent: q.vatPercent,
      vat_pence: q.vatPence,
      total_pence: q.totalPence,
      vat_note: q.vatNote,
      paid_at: method === 'card' ? now : null,
      test_mode: testMode,
    })
    .returning();
  await (opts.accounting ?? ledgerAccounting).record(tx, row!);
  return row!;
}

/** A credit note's reason is printed with its line (HMRC asks for one); kept short. */
const REASON_MAX = 200;

/**
 * Issues a credit note for the whole of an invoice (a refund), numbered in the 'credit_note' series: the same
 * parties, line and figures, with the reason after the line's words. Settled now if the invoice was paid (the
 * money goes back); an unpaid on-account invoice is cancelled by it, so it is not marked paid. One per invoice
 * (the database's unique purchase and kind). A test-mode invoice's credit note is test mode too.
 */
export async function issueCreditNote(tx: Tx, invoice: InvoiceRow, opts: { now: Date; reason: string; accounting?: Accounting }): Promise<InvoiceRow> {
  if (invoice.kind !== 'invoice') throw new Error(`issueCreditNote: ${invoice.number} is not an invoice`);
  const reason = opts.reason.trim().replace(/\s+/g, ' ').slice(0, REASON_MAX);
  const [row] = await tx
    .insert(invoices)
    .values({
      kind: 'credit_note',
      number: await nextNumber(tx, 'credit_note'),
      team_id: invoice.team_id,
      purchase_id: invoice.purchase_id,
      credits_invoice_id: invoice.id,
      method: invoice.method,
      issued_at: opts.now,
      supplied_at: invoice.supplied_at,
      due_at: null,
      supplier: invoice.supplier,
      buyer: invoice.buyer,
      description: reason ? `${invoice.description} (${reason})` : invoice.description,
      quantity: invoice.quantity,
      unit_pence: invoice.unit_pence,
      discount_pence: invoice.discount_pence,
      net_pence: invoice.net_pence,
      vat_percent: invoice.vat_percent,
      vat_pence: invoice.vat_pence,
      total_pence: invoice.total_pence,
      vat_note: invoice.vat_note,
      paid_at: invoice.paid_at ? opts.now : null,
      test_mode: invoice.test_mode,
    })
    .returning();
  await (opts.accounting ?? ledgerAccounting).record(tx, row!);
  return row!;
}

/** A document with what its PDF needs besides itself: the invoice a credit note corrects. */
export interface InvoiceDocument {
  invoice: InvoiceRow;
  credits: Pick<InvoiceRow, 'number' | 'issued_at'> | null;
}

/** One of a team's documents by id, or null (another team's id reads as unknown). */
export async function findTeamDocument(db: Db, teamId: number, invoiceId: number): Promise<InvoiceDocument | null> {
  const [invoice] = await db.select().from(invoices).where(and(eq(invoices.id, invoiceId), eq(invoices.team_id, teamId)));
  return invoice ? withCredited(db, invoice) : null;
}

/** A document by id, or null. */
export async function findDocument(db: Db, invoiceId: number): Promise<InvoiceDocument | null> {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  return invoice ? withCredited(db, invoice) : null;
}

async function withCredited(db: Db, invoice: InvoiceRow): Promise<InvoiceDocument> {
  if (invoice.credits_invoice_id === null) return { invoice, credits: null };
  const [credits] = await db
    .select({ number: invoices.number, issued_at: invoices.issued_at })
    .from(invoices)
    .where(eq(invoices.id, invoice.credits_invoice_id));
  return { invoice, credits: credits ?? null };
}
