import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Quote } from '@mp/domain';
import { promoCodes } from './admin.js';
import { ts } from './columns.js';
import { creditLedger } from './credits.js';
import { users } from './users.js';

/**
 * Payments (decision 0045): what a team bought, how it paid, and the VAT invoices that say so. Money is
 * integer pence. A purchase points at the ledger rows it made (credit_ledger keeps its columns); the invoice numbers
 * come from counter rows locked in the paying transaction, so the series is unbroken.
 */

export type PaymentGatewayName = 'test' | 'stripe';
export type PurchaseKind = 'card' | 'account' | 'subscription' | 'renewal';
export type PurchaseStatus = 'pending' | 'requires_action' | 'paid' | 'failed' | 'refunded';
/** incomplete: the first charge is not settled yet (authentication); cancelled also ends an incomplete start. */
export type SubscriptionStatus = 'incomplete' | 'active' | 'past_due' | 'cancelled';
export type CreditAccountStatus = 'pending' | 'approved' | 'declined';
export type InvoiceKind = 'invoice' | 'credit_note';

/** The team's saved card: one per team, the one every charge and renewal uses. Only its last four digits are kept. */
export const teamCards = pgTable(
  'team_cards',
  {
    team_id: integer('team_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    gateway: text('gateway').$type<PaymentGatewayName>().notNull(),
    /** The gateway's customer (Stripe cus_…), made when the team first saves a card. */
    customer_ref: text('customer_ref').notNull(),
    /** The gateway's payment method (Stripe pm_…). */
    method_ref: text('method_ref').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    exp_month: integer('exp_month').notNull(),
    exp_year: integer('exp_year').notNull(),
    updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('team_cards_gateway_check', sql`${t.gateway} in ('test','stripe')`),
    check('team_cards_last4_check', sql`${t.last4} ~ '^[0-9]{4}$'`),
    check('team_cards_exp_check', sql`${t.exp_month} between 1 and 12 and ${t.exp_year} between 2000 and 2100`),
  ],
);

/** A team's subscription: £195 a month plus VAT with 2 job posts each period, renewed on our clock (decision 0045). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    team_id: integer('team_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    price_pence: integer('price_pence').notNull(),
    included_posts: integer('included_posts').notNull(),
    period_start: ts('period_start').notNull(),
    /** The next renewal (the spec's ends_at): a 4th of a month. */
    period_end: ts('period_end').notNull(),
    cancel_at_period_end: boolean('cancel_at_period_end').notNull().default(false),
    /** Renewal attempts that failed for the current period: retried after 2 and 5 days, then cancelled. */
    failed_attempts: integer('failed_attempts').notNull().default(0),
    next_attempt_at: ts('next_attempt_at'),
    started_by: integer('started_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: ts('created_at').notNull().defaultNow(),
    cancelled_at: ts('cancelled_at'),
  },
  (t) => [
    check('subscriptions_status_check', sql`${t.status} in ('incomplete','active','past_due','cancelled')`),
    check('subscriptions_amounts_check', sql`${t.price_pence} >= 0 and ${t.included_posts} >= 0 and ${t.failed_attempts} >= 0`),
    check('subscriptions_period_check', sql`${t.period_start} < ${t.period_end}`),
    /** At most one live subscription a team: two 'Start Your Subscription' at once cannot both start one. */
    uniqueIndex('subscriptions_live_key').on(t.team_id).where(sql`${t.status} in ('incomplete','active','past_due')`),
    index('subscriptions_due_idx').on(t.period_end).where(sql`${t.status} in ('active','past_due')`),
  ],
);

/**
 * One purchase of job posts: the quote as it was shown (snapshot), the status (pending, requires_action, then paid
 * or failed; refunded later), and what it made. Paying is `update … where status in ('pending','requires_action')
 * returning`: the one winner writes the IN ledger row and the invoice in that transaction. A deferred trigger
 * (migration 0015) refuses a commit where a paid purchase of posts has no ledger row, or a refunded one no OUT row.
 */
export const purchases = pgTable(
  'purchases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    team_id: integer('team_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    buyer_id: integer('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<PurchaseKind>().notNull(),
    status: text('status').$type<PurchaseStatus>().notNull().default('pending'),
    quantity: integer('quantity').notNull(),
    quote: jsonb('quote').$type<Quote>().notNull(),
    total_pence: integer('total_pence').notNull(),
    promo_code_id: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    /** The client's idempotency key: the same key twice is one purchase. */
    client_key: uuid('client_key'),
    /** sha256 of who sent the key and the whole request: the same key with another request or from a teammate is refused. */
    request_hash: text('request_hash'),
    gateway: text('gateway').$type<PaymentGatewayName>(),
    /** The gateway's charge (Stripe pi_…): the webhook and reconciliation find the purchase by it. */
    gateway_ref: text('gateway_ref'),
    failure_message: text('failure_message'),
    /** The IN ledger row the payment made (credit_ledger gets no column; the purchase points at it). */
    ledger_id: integer('ledger_id').references(() => creditLedger.id, { onDelete: 'restrict' }),
    /** The OUT ledger row of a refund. */
    refund_ledger_id: integer('refund_ledger_id').references(() => creditLedger.id, { onDelete: 'restrict' }),
    subscription_id: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'restrict' }),
    /** For a subscription's charge: the end of the period it pays for. One charge per subscription and period. */
    period_end: ts('period_end'),
    created_at: ts('created_at').notNull().defaultNow(),
    settled_at: ts('settled_at'),
  },
  (t) => [
    check('purchases_kind_check', sql`${t.kind} in ('card','account','subscription','renewal')`),
    check('purchases_status_check', sql`${t.status} in ('pending','requires_action','paid','failed','refunded')`),
    check('purchases_amounts_check', sql`${t.quantity} between 0 and 10 and ${t.total_pence} >= 0`),
    check('purchases_period_check', sql`(${t.subscription_id} is null) = (${t.period_end} is null)`),
    uniqueIndex('purchases_client_key').on(t.team_id, t.client_key),
    uniqueIndex('purchases_gateway_ref_key').on(t.gateway, t.gateway_ref),
    uniqueIndex('purchases_ledger_key').on(t.ledger_id),
    /** One live charge per subscription and period: a renewal job run twice makes one; a failed attempt makes way for the retry. */
    uniqueIndex('purchases_period_key').on(t.subscription_id, t.period_end).where(sql`${t.status} <> 'failed'`),
    index('purchases_team_idx').on(t.team_id, t.id),
    index('purchases_unsettled_idx').on(t.created_at).where(sql`${t.status} in ('pending','requires_action')`),
  ],
);

/** A promo code is used once per team: counted when the purchase is created, released if it fails. */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    promo_code_id: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    team_id: integer('team_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purchase_id: integer('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'promo_redemptions_pkey', columns: [t.promo_code_id, t.team_id] }), uniqueIndex('promo_redemptions_purchase_key').on(t.purchase_id)],
);

/** The next number of each document series ('invoice', 'credit_note'), locked by the transaction that issues one. */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series').primaryKey(),
    last_value: integer('last_value').notNull().default(0),
  },
  (t) => [check('document_counters_value_check', sql`${t.last_value} >= 0`)],
);

/** Who sold and who bought, as they were when the document was issued. */
export interface InvoiceParty {
  name: string;
  lines: string[];
  vatNumber?: string | null;
  email?: string | null;
}

/**
 * VAT invoices and credit notes: immutable once issued (a trigger refuses any change but marking an on-account
 * invoice paid); a correction is a credit note that points at its invoice.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<InvoiceKind>().notNull(),
    /** INV-000001, CN-000001: unbroken per series. */
    number: text('number').notNull(),
    team_id: integer('team_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    purchase_id: integer('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'restrict' }),
    /** A credit note's invoice. */
    credits_invoice_id: integer('credits_invoice_id'),
    /** 'card' or 'account' (due in 30 days). */
    method: text('method').notNull(),
    issued_at: ts('issued_at').notNull().defaultNow(),
    /** The time of supply: when the posts were granted. */
    supplied_at: ts('supplied_at').notNull(),
    due_at: ts('due_at'),
    supplier: jsonb('supplier').$type<InvoiceParty>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceParty>().notNull(),
    /** 'Job Post(s)' or 'Subscription: …'. */
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unit_pence: integer('unit_pence').notNull(),
    discount_pence: integer('discount_pence').notNull(),
    net_pence: integer('net_pence').notNull(),
    vat_percent: integer('vat_percent').notNull(),
    vat_pence: integer('vat_pence').notNull(),
    total_pence: integer('total_pence').notNull(),
    vat_note: text('vat_note'),
    /** Card invoices are paid when issued; on-account ones when the console marks them. */
    paid_at: ts('paid_at'),
    /** Issued through the offline test gateway: not a VAT invoice, and its PDF says so across the page. */
    test_mode: boolean('test_mode').notNull().default(false),
  },
  (t) => [
    check('invoices_kind_check', sql`${t.kind} in ('invoice','credit_note')`),
    check('invoices_method_check', sql`${t.method} in ('card','account')`),
    check('invoices_amounts_check', sql`${t.net_pence} >= 0 and ${t.vat_pence} >= 0 and ${t.total_pence} = ${t.net_pence} + ${t.vat_pence}`),
    check('invoices_credit_note_check', sql`(${t.kind} = 'credit_note') = (${t.credits_invoice_id} is not null)`),
    uniqueIndex('invoices_number_key').on(t.number),
    uniqueIndex('invoices_purchase_key').on(t.purchase_id, t.kind),
    index('invoices_team_idx').on(t.team_id, t.id),
  ],
);

/** An issued document whose mails were queued (one job per recipient); the sweep queues any paid one without a row. */
export const invoiceMailings = pgTable('invoice_mailings', {
  invoice_id: integer('invoice_id')
    .primaryKey()
    .references(() => invoices.id, { onDelete: 'cascade' }),
  queued_at: ts('queued_at').notNull().defaultNow(),
});

/** An employer's application for a credit account (purchase on account); an administrator approves or declines. */
export const creditAccountRequests = pgTable(
  'credit_account_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    team_id: integer('team_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requested_by: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    invoice_company: text('invoice_company').notNull(),
    invoice_address_1: text('invoice_address_1').notNull(),
    invoice_address_2: text('invoice_address_2'),
    invoice_city: text('invoice_city').notNull(),
    invoice_state: text('invoice_state').notNull(),
    invoice_country: text('invoice_country').notNull(),
    invoice_zip: text('invoice_zip').notNull(),
    invoice_phone: text('invoice_phone').notNull(),
    invoice_email: text('invoice_email').notNull(),
    status: text('status').$type<CreditAccountStatus>().notNull().default('pending'),
    decided_by: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decided_at: ts('decided_at'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('credit_account_requests_status_check', sql`${t.status} in ('pending','approved','declined')`),
    uniqueIndex('credit_account_requests_pending_key').on(t.team_id).where(sql`${t.status} = 'pending'`),
  ],
);

/** Gateway events already handled (a webhook delivered twice is handled once). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    gateway: text('gateway').$type<PaymentGatewayName>().notNull(),
    event_id: text('event_id').notNull(),
    type: text('type').notNull(),
    received_at: ts('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'payment_events_pkey', columns: [t.gateway, t.event_id] })],
);

/**
 * The offline test gateway's own state (decision 0045): its cards, setups and charges, as Stripe would keep them.
 * `idempotency_key` makes a repeated charge the same charge.
 */
export const testGatewayObjects = pgTable(
  'test_gateway_objects',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    idempotency_key: text('idempotency_key'),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('test_gateway_objects_kind_check', sql`${t.kind} in ('customer','setup','card','payment','refund')`),
    uniqueIndex('test_gateway_objects_key').on(t.kind, t.idempotency_key),
  ],
);

/** What the accounting port recorded: every invoice and credit note, for the console's CSV (Xero can follow). */
export const accountingRecords = pgTable(
  'accounting_records',
  {
    invoice_id: integer('invoice_id')
      .primaryKey()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    recorded_at: ts('recorded_at').notNull().defaultNow(),
    exported_at: ts('exported_at'),
  },
);

export type PurchaseRow = typeof purchases.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type TeamCardRow = typeof teamCards.$inferSelect;
export type CreditAccountRequestRow = typeof creditAccountRequests.$inferSelect;
