import { and, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { creditLedger, invoices, purchases } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { paginated, pageWindow, type Paginated } from '../../graphql/paging.js';

/**
 * The two histories of the payment screens: the balance grid of manage-credits shows every ledger
 * row, IN and OUT, with the balance after; billing history shows the IN rows only, each with what it cost (0, 'Free',
 * for a grant or a fully discounted purchase) and its invoice.
 */

export interface CreditHistoryRow {
  id: number;
  direction: string;
  quantity: number;
  balance_after: number;
  reason: string;
  created_at: Date;
}

const PURCHASE_WORD: Record<string, string> = {
  card: 'Purchase',
  account: 'Purchase on account',
  subscription: 'Subscription',
  renewal: 'Subscription renewal',
};

/**
 * What a customer recognises on a row: a purchase by its kind and invoice number, a refund by the invoice it
 * refunds and its credit note, not the purchase's internal number the ledger keeps for the console.
 */
export function customerReason(row: { reason: string; kind: string | null; invoice: string | null; refundOf: string | null; creditNote: string | null }): string {
  if (row.kind && row.invoice) return `${PURCHASE_WORD[row.kind] ?? 'Purchase'} · invoice ${row.invoice}`;
  if (row.refundOf) {
    const why = row.reason.includes(': ') ? row.reason.slice(row.reason.indexOf(': ') + 2) : '';
    return `Refund of invoice ${row.refundOf}${row.creditNote ? ` · credit note ${row.creditNote}` : ''}${why ? `: ${why}` : ''}`;
  }
  return row.reason;
}

const bought = alias(purchases, 'bought');
const refunded = alias(purchases, 'refunded');
const boughtInvoice = alias(invoices, 'bought_invoice');
const refundedInvoice = alias(invoices, 'refunded_invoice');
const creditNote = alias(invoices, 'credit_note');

export async function creditHistory(db: Deps['db'], teamId: number, opts: { first?: number | null; page?: number | null }): Promise<Paginated<CreditHistoryRow>> {
  const window = pageWindow(opts.first, opts.page, 10);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: creditLedger.id, direction: creditLedger.direction, quantity: creditLedger.quantity, balance_after: creditLedger.balance_after,
        reason: creditLedger.reason, created_at: creditLedger.created_at,
        kind: bought.kind, invoice: boughtInvoice.number, refundOf: refundedInvoice.number, creditNote: creditNote.number,
      })
      .from(creditLedger)
      .leftJoin(bought, eq(bought.ledger_id, creditLedger.id))
      .leftJoin(boughtInvoice, and(eq(boughtInvoice.purchase_id, bought.id), eq(boughtInvoice.kind, 'invoice')))
      .leftJoin(refunded, eq(refunded.refund_ledger_id, creditLedger.id))
      .leftJoin(refundedInvoice, and(eq(refundedInvoice.purchase_id, refunded.id), eq(refundedInvoice.kind, 'invoice')))
      .leftJoin(creditNote, and(eq(creditNote.purchase_id, refunded.id), eq(creditNote.kind, 'credit_note')))
      .where(eq(creditLedger.team_id, teamId))
      .orderBy(desc(creditLedger.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(creditLedger).where(eq(creditLedger.team_id, teamId)),
  ]);
  return paginated(
    rows.map(({ kind, invoice, refundOf, creditNote: note, ...row }) => ({ ...row, reason: customerReason({ reason: row.reason, kind, invoice, refundOf, creditNote: note }) })),
    total?.n ?? 0,
    window,
  );
}

export interface BillingHistoryItem {
  id: number;
  quantity: number;
  total_pence: number;
  created_at: Date;
  invoice_id: number | null;
  /** The invoice was issued through the offline test gateway: not a VAT invoice (decision 0046). */
  invoice_test_mode: boolean;
  kind: string;
}

const inRows = (teamId: number) => and(eq(creditLedger.team_id, teamId), eq(creditLedger.direction, 'IN'));

export async function billingHistory(db: Deps['db'], teamId: number, opts: { first?: number | null; page?: number | null }): Promise<Paginated<BillingHistoryItem>> {
  const window = pageWindow(opts.first, opts.page, 20);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: creditLedger.id, quantity: creditLedger.quantity, created_at: creditLedger.created_at,
        total_pence: purchases.total_pence, invoice_id: invoices.id, invoice_test_mode: invoices.test_mode, kind: purchases.kind,
      })
      .from(creditLedger)
      .leftJoin(purchases, eq(purchases.ledger_id, creditLedger.id))
      .leftJoin(invoices, and(eq(invoices.purchase_id, purchases.id), eq(invoices.kind, 'invoice')))
      .where(inRows(teamId))
      .orderBy(desc(creditLedger.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(creditLedger).where(inRows(teamId)),
  ]);
  return paginated(
    rows.map((r) => ({ ...r, total_pence: r.total_pence ?? 0, invoice_test_mode: r.invoice_test_mode ?? false, kind: r.kind ?? 'grant' })),
    total?.n ?? 0,
    window,
  );
}
