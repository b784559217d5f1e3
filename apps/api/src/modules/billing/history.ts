import { and, count, desc, eq } from 'drizzle-orm';
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

export async function creditHistory(db: Deps['db'], teamId: number, opts: { first?: number | null; page?: number | null }): Promise<Paginated<CreditHistoryRow>> {
  const window = pageWindow(opts.first, opts.page, 10);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: creditLedger.id, direction: creditLedger.direction, quantity: creditLedger.quantity, balance_after: creditLedger.balance_after,
        reason: creditLedger.reason, created_at: creditLedger.created_at,
      })
      .from(creditLedger)
      .where(eq(creditLedger.team_id, teamId))
      .orderBy(desc(creditLedger.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(creditLedger).where(eq(creditLedger.team_id, teamId)),
  ]);
  return paginated(rows, total?.n ?? 0, window);
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
