import type { CreditAccountRequestRow, PurchaseRow, SubscriptionRow } from '../../db/schema/index.js';
import { builder } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { NextAction, PurchaseResult } from './charge.js';
import { canBuyJobPosts } from './policy.js';
import type { SubscriptionResult } from './subscriptions.js';
import { holdsConsole } from '../../viewer/viewer.js';

/** The billing types more than one part of the schema returns. */

/** A team admin, or an administrator (the console reads the same types). */
const buyersOrAdmins = ({ viewer }: GraphQLContext) => Boolean(viewer && (holdsConsole(viewer) || canBuyJobPosts(viewer)));

const iso = (d: Date | null) => d?.toISOString() ?? null;

export const PurchaseRef = builder.objectRef<PurchaseRow>('Purchase').implement({
  authScopes: (_p, ctx) => buyersOrAdmins(ctx),
  description: 'A purchase of job posts: pending, requires_action, paid, failed or refunded.',
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.exposeString('status'),
    kind: t.exposeString('kind', { description: 'card, account, subscription or renewal.' }),
    quantity: t.exposeInt('quantity', { description: 'Job posts it grants.' }),
    totalPence: t.exposeInt('total_pence'),
    failureMessage: t.exposeString('failure_message', { nullable: true }),
    createdAt: t.string({ resolve: (p) => p.created_at.toISOString() }),
  }),
});

const NextActionRef = builder.objectRef<NextAction>('NextAction').implement({
  authScopes: (_n, ctx) => canBuyJobPosts(ctx.viewer),
  description: "The bank asks the card holder to authenticate: 'test' opens the test gateway's page, 'stripe' Stripe.js handleNextAction.",
  fields: (t) => ({ gateway: t.exposeString('gateway'), ref: t.exposeString('ref'), clientSecret: t.exposeString('clientSecret') }),
});

export const PurchaseResultRef = builder.objectRef<PurchaseResult>('PurchaseResult').implement({
  authScopes: (_r, ctx) => canBuyJobPosts(ctx.viewer),
  fields: (t) => ({
    purchase: t.field({ type: PurchaseRef, resolve: (r) => r.purchase }),
    balance: t.exposeInt('balance', { description: 'Job posts after the purchase (unchanged unless it is paid).' }),
    nextAction: t.field({ type: NextActionRef, nullable: true, description: 'Set while the bank waits for authentication: then call confirmPurchase.', resolve: (r) => r.nextAction }),
  }),
});

export const SubscriptionRef = builder.objectRef<SubscriptionRow>('Subscription').implement({
  authScopes: (_s, ctx) => buyersOrAdmins(ctx),
  description: 'A monthly subscription: its price, the posts each period, and the next renewal.',
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.exposeString('status', { description: 'incomplete, active, past_due or cancelled.' }),
    pricePence: t.exposeInt('price_pence', { description: 'A month, before VAT.' }),
    includedPosts: t.exposeInt('included_posts'),
    periodEnd: t.string({ description: "The next renewal (the spec's ends_at), a 4th.", resolve: (s) => s.period_end.toISOString() }),
    cancelAtPeriodEnd: t.exposeBoolean('cancel_at_period_end'),
    failedAttempts: t.exposeInt('failed_attempts'),
    nextAttemptAt: t.string({ nullable: true, resolve: (s) => iso(s.next_attempt_at) }),
    createdAt: t.string({ resolve: (s) => s.created_at.toISOString() }),
  }),
});

export const SubscriptionResultRef = builder.objectRef<SubscriptionResult>('SubscriptionResult').implement({
  authScopes: (_r, ctx) => canBuyJobPosts(ctx.viewer),
  fields: (t) => ({
    subscription: t.field({ type: SubscriptionRef, nullable: true, resolve: (r) => r.subscription }),
    purchase: t.field({ type: PurchaseRef, resolve: (r) => r.purchase }),
    balance: t.exposeInt('balance'),
    nextAction: t.field({ type: NextActionRef, nullable: true, resolve: (r) => r.nextAction }),
  }),
});

type Request = CreditAccountRequestRow & { team_name: string };

export const CreditAccountRequestRef = builder.objectRef<Request>('CreditAccountRequest').implement({
  authScopes: (_r, ctx) => buyersOrAdmins(ctx),
  description: 'An application for a credit account (purchase on account): pending, approved or declined.',
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.exposeString('status'),
    createdAt: t.string({ resolve: (r) => r.created_at.toISOString() }),
    decidedAt: t.string({ nullable: true, resolve: (r) => iso(r.decided_at) }),
    teamId: t.exposeID('team_id'),
    teamName: t.exposeString('team_name'),
    invoice_company: t.exposeString('invoice_company'),
    invoice_address_1: t.exposeString('invoice_address_1'),
    invoice_address_2: t.exposeString('invoice_address_2', { nullable: true }),
    invoice_city: t.exposeString('invoice_city'),
    invoice_state: t.exposeString('invoice_state'),
    invoice_country: t.exposeString('invoice_country'),
    invoice_zip: t.exposeString('invoice_zip'),
    invoice_phone: t.exposeString('invoice_phone'),
    invoice_email: t.exposeString('invoice_email'),
  }),
});
