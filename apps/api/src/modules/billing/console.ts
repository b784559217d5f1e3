import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import { teamName } from '@mp/domain';
import { paymentsOf } from '../../adapters/payments/index.js';
import { createAccounting } from '../../adapters/accounting/index.js';
import { invoices, purchases, subscriptions, users, type InvoiceRow, type PurchaseRow, type SubscriptionRow } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { paginated, pageWindow, type Paginated } from '../../graphql/paging.js';
import { audit } from '../audit/service.js';
import type { Actor } from '../audit/actor.js';
import { recordSpend, takeCredits } from '../credits/service.js';
import { issueCreditNote } from '../invoices/service.js';
import { queueInvoiceMailTx } from '../invoices/jobs.js';

/** The console's view of payments (decision 0045): purchases, invoices and subscriptions; refunds; on-account invoices paid. */

/** The columns a team's name is made of (teamName of @mp/domain). */
const teamColumns = { company: users.company, agency_name: users.agency_name, first_name: users.first_name, last_name: users.last_name };
type Paging = { first?: number | null; page?: number | null };

export type AdminPurchase = PurchaseRow & { team_name: string | null; invoice_id: number | null; invoice_number: string | null };

export async function listPurchases(db: Deps['db'], opts: Paging & { status?: string | null }): Promise<Paginated<AdminPurchase>> {
  const window = pageWindow(opts.first, opts.page, 20);
  const where: SQL | undefined = opts.status ? eq(purchases.status, opts.status as PurchaseRow['status']) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ purchase: purchases, team: teamColumns, invoice_id: invoices.id, invoice_number: invoices.number })
      .from(purchases)
      .innerJoin(users, eq(users.id, purchases.team_id))
      .leftJoin(invoices, and(eq(invoices.purchase_id, purchases.id), eq(invoices.kind, 'invoice')))
      .where(where)
      .orderBy(desc(purchases.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(purchases).where(where),
  ]);
  return paginated(
    rows.map((r) => ({ ...r.purchase, team_name: teamName(r.team), invoice_id: r.invoice_id, invoice_number: r.invoice_number })),
    total?.n ?? 0,
    window,
  );
}

export type AdminInvoice = InvoiceRow & { team_name: string | null };

export async function listInvoices(db: Deps['db'], opts: Paging): Promise<Paginated<AdminInvoice>> {
  const window = pageWindow(opts.first, opts.page, 20);
  const [rows, [total]] = await Promise.all([
    db
      .select({ invoice: invoices, team: teamColumns })
      .from(invoices)
      .innerJoin(users, eq(users.id, invoices.team_id))
      .orderBy(desc(invoices.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(invoices),
  ]);
  return paginated(rows.map((r) => ({ ...r.invoice, team_name: teamName(r.team) })), total?.n ?? 0, window);
}

export type AdminSubscription = SubscriptionRow & { team_name: string | null };

export async function listSubscriptions(db: Deps['db'], opts: Paging): Promise<Paginated<AdminSubscription>> {
  const window = pageWindow(opts.first, opts.page, 20);
  const [rows, [total]] = await Promise.all([
    db
      .select({ subscription: subscriptions, team: teamColumns })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.team_id))
      .orderBy(desc(subscriptions.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(subscriptions),
  ]);
  return paginated(rows.map((r) => ({ ...r.subscription, team_name: teamName(r.team) })), total?.n ?? 0, window);
}

/** An on-account invoice paid (by bank transfer): marked once; the trigger allows nothing else to change. */
export async function markInvoicePaid(db: Deps['db'], actor: Actor, invoiceId: number): Promise<AdminInvoice> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(invoices)
      .set({ paid_at: new Date() })
      .where(and(eq(invoices.id, invoiceId), eq(invoices.kind, 'invoice'), eq(invoices.method, 'account'), isNull(invoices.paid_at)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', 'Could not find an unpaid invoice on account.');
    await audit(tx, { actorId: actor.id, action: 'invoice.paid', targetType: 'user', targetId: row.team_id, details: { invoiceId, number: row.number }, ip: actor.ip });
    const [team] = await tx.select(teamColumns).from(users).where(eq(users.id, row.team_id));
    return { ...row, team_name: team ? teamName(team) : null };
  });
}

export const REFUND_MSG = {
  notPaid: 'Only a paid purchase can be refunded.',
  spent: 'The team has already used some of these job posts: only an unspent purchase can be refunded.',
  gateway: 'The posts were taken back and the credit note issued, but the card refund failed. Try again: it is refunded once.',
} as const;

/**
 * Refunds an unspent purchase: its posts are taken back (an OUT row, refused when the balance no longer covers them),
 * a credit note is issued (and mailed), and the card is refunded after the commit, once per purchase (the gateway's key). A refund
 * whose card step failed is finished by asking again.
 */
export async function refundPurchase(deps: Deps, actor: Actor, purchaseId: number, reason: string): Promise<PurchaseRow> {
  const why = reason.trim().slice(0, 200);
  if (!why) throw new AppError('BAD_USER_INPUT', 'Please give a reason.', { reason: 'Please give a reason.' });
  const refunded = await deps.db.transaction(async (tx) => {
    const [p] = await tx.select().from(purchases).where(eq(purchases.id, purchaseId)).for('update');
    if (!p) throw new AppError('NOT_FOUND', 'Could not find the purchase.');
    if (p.status === 'refunded') return p;
    if (p.status !== 'paid') throw new AppError('BAD_USER_INPUT', REFUND_MSG.notPaid);
    let refundLedgerId: number | null = null;
    if (p.quantity > 0) {
      const balance = await takeCredits(tx, p.team_id, p.quantity).catch((err) => {
        if (err instanceof AppError && err.code === 'INSUFFICIENT_BALANCE') throw new AppError('BAD_USER_INPUT', REFUND_MSG.spent);
        throw err;
      });
      refundLedgerId = await recordSpend(tx, {
        teamId: p.team_id, balanceAfter: balance, actorId: actor.id, opportunityId: null, reason: `Refund of purchase #${p.id}: ${why}`, quantity: p.quantity,
      });
    }
    const [row] = await tx.update(purchases).set({ status: 'refunded', refund_ledger_id: refundLedgerId }).where(eq(purchases.id, p.id)).returning();
    const [invoice] = await tx.select().from(invoices).where(and(eq(invoices.purchase_id, p.id), eq(invoices.kind, 'invoice')));
    if (invoice) {
      const note = await issueCreditNote(tx, invoice, { now: new Date(), reason: why, accounting: createAccounting(deps.config) });
      await queueInvoiceMailTx(tx, note.id);
    }
    await audit(tx, { actorId: actor.id, action: 'purchase.refund', targetType: 'user', targetId: p.team_id, details: { purchaseId, reason: why }, ip: actor.ip });
    return row!;
  });
  deps.jobs.nudge();
  if (refunded.gateway && refunded.gateway_ref && refunded.total_pence > 0) {
    try {
      await paymentsOf(deps).refund({ ref: refunded.gateway_ref, amountPence: refunded.total_pence, idempotencyKey: `refund-${refunded.id}` });
    } catch (err) {
      deps.reporter.capture(err as Error, { where: 'billing refund', purchaseId });
      throw new AppError('PAYMENT_FAILED', REFUND_MSG.gateway);
    }
  }
  return refunded;
}
