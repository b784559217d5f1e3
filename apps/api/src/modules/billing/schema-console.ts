import { eq } from 'drizzle-orm';
import { invoices } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { builder } from '../../graphql/builder.js';
import { parseId } from '../../graphql/ids.js';
import { paginatorType } from '../../graphql/paginator-schema.js';
import { actorOf } from '../audit/actor.js';
import { mintInvoiceUrl } from '../invoices/links.js';
import { listInvoices, listPurchases, listSubscriptions, markInvoicePaid, refundPurchase, type AdminInvoice, type AdminPurchase, type AdminSubscription } from './console.js';
import { decideCreditAccount, listRequests } from './credit-accounts.js';
import { CreditAccountRequestRef, PurchaseRef } from './schema-refs.js';

/** The console's payments: administrators only. */

const iso = (d: Date | null) => d?.toISOString() ?? null;

const AdminPurchaseRef = builder.objectRef<AdminPurchase>('AdminPurchase').implement({
  authScopes: { admin: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    teamId: t.exposeID('team_id'),
    teamName: t.string({ resolve: (p) => p.team_name ?? `Account ${p.team_id}` }),
    kind: t.exposeString('kind'),
    status: t.exposeString('status'),
    quantity: t.exposeInt('quantity'),
    totalPence: t.exposeInt('total_pence'),
    gateway: t.exposeString('gateway', { nullable: true }),
    failureMessage: t.exposeString('failure_message', { nullable: true }),
    invoiceId: t.exposeID('invoice_id', { nullable: true }),
    invoiceNumber: t.exposeString('invoice_number', { nullable: true }),
    createdAt: t.string({ resolve: (p) => p.created_at.toISOString() }),
    settledAt: t.string({ nullable: true, resolve: (p) => iso(p.settled_at) }),
    refundable: t.boolean({ description: 'Paid: a refund takes its posts back if the team still holds them.', resolve: (p) => p.status === 'paid' }),
  }),
});

const AdminInvoiceRef = builder.objectRef<AdminInvoice>('AdminInvoice').implement({
  authScopes: { admin: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeString('number'),
    kind: t.exposeString('kind', { description: 'invoice or credit_note.' }),
    teamId: t.exposeID('team_id'),
    teamName: t.string({ resolve: (i) => i.team_name ?? `Account ${i.team_id}` }),
    method: t.exposeString('method', { description: 'card or account.' }),
    totalPence: t.exposeInt('total_pence'),
    issuedAt: t.string({ resolve: (i) => i.issued_at.toISOString() }),
    dueAt: t.string({ nullable: true, resolve: (i) => iso(i.due_at) }),
    paidAt: t.string({ nullable: true, resolve: (i) => iso(i.paid_at) }),
  }),
});

const AdminSubscriptionRef = builder.objectRef<AdminSubscription>('AdminSubscription').implement({
  authScopes: { admin: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    teamId: t.exposeID('team_id'),
    teamName: t.string({ resolve: (s) => s.team_name ?? `Account ${s.team_id}` }),
    status: t.exposeString('status'),
    pricePence: t.exposeInt('price_pence'),
    periodEnd: t.string({ resolve: (s) => s.period_end.toISOString() }),
    cancelAtPeriodEnd: t.exposeBoolean('cancel_at_period_end'),
    failedAttempts: t.exposeInt('failed_attempts'),
    createdAt: t.string({ resolve: (s) => s.created_at.toISOString() }),
  }),
});

const PURCHASE_STATUSES = ['pending', 'requires_action', 'paid', 'failed', 'refunded'];
const REQUEST_STATUSES = ['pending', 'approved', 'declined'];

builder.queryFields((t) => ({
  adminPurchases: t.field({
    type: paginatorType('AdminPurchasePaginator', AdminPurchaseRef),
    authScopes: { admin: true },
    description: 'Every purchase, latest first; `status` filters.',
    args: { first: t.arg.int({ defaultValue: 20 }), page: t.arg.int({ defaultValue: 1 }), status: t.arg.string() },
    resolve: (_r, args, ctx) => {
      if (args.status && !PURCHASE_STATUSES.includes(args.status)) throw new AppError('BAD_USER_INPUT', 'Unknown status.');
      return listPurchases(ctx.deps.db, args);
    },
  }),
  adminInvoices: t.field({
    type: paginatorType('AdminInvoicePaginator', AdminInvoiceRef),
    authScopes: { admin: true },
    args: { first: t.arg.int({ defaultValue: 20 }), page: t.arg.int({ defaultValue: 1 }) },
    resolve: (_r, args, ctx) => listInvoices(ctx.deps.db, args),
  }),
  adminSubscriptions: t.field({
    type: paginatorType('AdminSubscriptionPaginator', AdminSubscriptionRef),
    authScopes: { admin: true },
    args: { first: t.arg.int({ defaultValue: 20 }), page: t.arg.int({ defaultValue: 1 }) },
    resolve: (_r, args, ctx) => listSubscriptions(ctx.deps.db, args),
  }),
  creditAccountRequests: t.field({
    type: [CreditAccountRequestRef],
    authScopes: { admin: true },
    description: 'Applications for a credit account of one status (pending by default), oldest first.',
    args: { status: t.arg.string({ defaultValue: 'pending' }) },
    resolve: (_r, { status }, ctx) => {
      if (!REQUEST_STATUSES.includes(status ?? '')) throw new AppError('BAD_USER_INPUT', 'Unknown status.');
      return listRequests(ctx.deps.db, status!);
    },
  }),
}));

builder.mutationFields((t) => ({
  decideCreditAccount: t.field({
    type: CreditAccountRequestRef,
    authScopes: { admin: true },
    description: "Approves (opens purchase on account) or declines a waiting application, audited; the team's admins are emailed.",
    args: { requestId: t.arg.id({ required: true }), approve: t.arg.boolean({ required: true }) },
    resolve: (_r, { requestId, approve }, ctx) => decideCreditAccount(ctx.deps, actorOf(ctx), parseId(requestId, 'request id'), approve),
  }),
  markInvoicePaid: t.field({
    type: AdminInvoiceRef,
    authScopes: { admin: true },
    description: 'An on-account invoice paid by transfer; audited.',
    args: { invoiceId: t.arg.id({ required: true }) },
    resolve: (_r, { invoiceId }, ctx) => markInvoicePaid(ctx.deps.db, actorOf(ctx), parseId(invoiceId, 'invoice id')),
  }),
  refundPurchase: t.field({
    type: PurchaseRef,
    authScopes: { admin: true },
    description: 'Refunds an unspent purchase: an OUT row, a credit note, the card refunded; audited.',
    args: { purchaseId: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_r, { purchaseId, reason }, ctx) => refundPurchase(ctx.deps, actorOf(ctx), parseId(purchaseId, 'purchase id'), reason),
  }),
  adminInvoiceLink: t.string({
    authScopes: { admin: true },
    description: "A 5-minute link to an invoice's PDF, for an administrator.",
    args: { invoiceId: t.arg.id({ required: true }) },
    resolve: async (_r, { invoiceId }, ctx) => {
      const id = parseId(invoiceId, 'invoice id');
      const [row] = await ctx.deps.db.select({ team_id: invoices.team_id }).from(invoices).where(eq(invoices.id, id));
      if (!row) throw new AppError('NOT_FOUND', 'Could not find the invoice.');
      return mintInvoiceUrl(ctx.deps.config, { teamId: row.team_id, invoiceId: id }, ctx.viewer!.user.id);
    },
  }),
}));
