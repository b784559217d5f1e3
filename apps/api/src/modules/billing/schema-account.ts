import { and, eq } from 'drizzle-orm';
import { billingAddressSchema } from '@mp/domain';
import { paymentsOf } from '../../adapters/payments/index.js';
import { invoices, type TeamCardRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { builder } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { parseId } from '../../graphql/ids.js';
import { paginatorType } from '../../graphql/paginator-schema.js';
import { zodInputType } from '../../graphql/zod-input.js';
import { balanceOf } from '../credits/service.js';
import { mintInvoiceUrl } from '../invoices/links.js';
import { canReadInvoice } from '../invoices/policy.js';
import { billingAddressOf, prepareCard, saveCard, updateBillingAddress, type BillingAddress, type CardSetup } from './cards.js';
import { latestRequest } from './credit-accounts.js';
import { billingHistory, creditHistory, type BillingHistoryItem, type CreditHistoryRow } from './history.js';
import { buyerTeamId, canBuyJobPosts } from './policy.js';
import { CreditAccountRequestRef, SubscriptionRef } from './schema-refs.js';
import { hadSubscription, liveSubscription } from './subscriptions.js';
import { canBeCharged, cardOf, teamOf, wholeSetting } from './team.js';

/** The payment screens' account: balance, card, billing address, credit account, subscription. */

const buyers = (ctx: GraphQLContext) => canBuyJobPosts(ctx.viewer);

export const SavedCardRef = builder.objectRef<TeamCardRow>('SavedCard').implement({
  authScopes: (_c, ctx) => buyers(ctx),
  description: "The team's card: never more than its last four digits.",
  fields: (t) => ({
    brand: t.exposeString('brand'),
    last4: t.exposeString('last4'),
    expMonth: t.exposeInt('exp_month'),
    expYear: t.exposeInt('exp_year'),
  }),
});

const BillingAddressRef = builder.objectRef<BillingAddress>('BillingAddress').implement({
  authScopes: (_a, ctx) => buyers(ctx),
  description: "The team account's billing address; its country decides UK VAT.",
  fields: (t) => ({
    address1: t.exposeString('address1', { nullable: true }),
    address2: t.exposeString('address2', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    state: t.exposeString('state', { nullable: true, description: 'County.' }),
    zip: t.exposeString('zip', { nullable: true, description: 'Postcode.' }),
    country: t.exposeString('country', { nullable: true, description: 'ISO code; empty is GB.' }),
  }),
});

interface BillingAccount {
  teamId: number;
}

const BillingAccountRef = builder.objectRef<BillingAccount>('BillingAccount').implement({
  authScopes: (_a, ctx) => buyers(ctx),
  description: "Everything the payment screens need about the viewer's team (its active membership's).",
  fields: (t) => ({
    teamId: t.exposeID('teamId'),
    balance: t.int({ description: 'Job posts available.', resolve: (a, _x, ctx) => balanceOf(ctx.deps.db, a.teamId) }),
    canBeCharged: t.boolean({
      description: 'false for a company awaiting approval (INACTIVE): the screens show a notice and nothing is charged.',
      resolve: async (a, _x, ctx) => canBeCharged(await teamOf(ctx.deps.db, a.teamId)),
    }),
    gateway: t.string({ description: "'test' (the offline test gateway: a 'Test mode' badge) or 'stripe'.", resolve: (_a, _x, ctx) => paymentsOf(ctx.deps).name }),
    publishableKey: t.string({ nullable: true, description: "Stripe's publishable key; null for the test gateway.", resolve: (_a, _x, ctx) => paymentsOf(ctx.deps).publishableKey }),
    card: t.field({ type: SavedCardRef, nullable: true, resolve: (a, _x, ctx) => cardOf(ctx.deps.db, a.teamId) }),
    billingAddress: t.field({ type: BillingAddressRef, resolve: (a, _x, ctx) => billingAddressOf(ctx.deps.db, a.teamId) }),
    creditAccountActive: t.boolean({
      description: "Purchase on Account is offered (the team's credit account is approved).",
      resolve: async (a, _x, ctx) => (await teamOf(ctx.deps.db, a.teamId)).is_payment_active,
    }),
    creditAccountRequest: t.field({
      type: CreditAccountRequestRef,
      nullable: true,
      description: 'The latest application for a credit account.',
      resolve: async (a, _x, ctx) => {
        const row = await latestRequest(ctx.deps.db, a.teamId);
        return row && { ...row, team_name: '' };
      },
    }),
    subscription: t.field({ type: SubscriptionRef, nullable: true, description: 'The live subscription (active or past due).', resolve: (a, _x, ctx) => liveSubscription(ctx.deps.db, a.teamId) }),
    hasSubscriptionHistory: t.boolean({ resolve: (a, _x, ctx) => hadSubscription(ctx.deps.db, a.teamId) }),
    jobPostPricePence: t.int({ resolve: (_a, _x, ctx) => wholeSetting(ctx.deps.db, 'job_post_price_pence') }),
    subscriptionPricePence: t.int({ resolve: (_a, _x, ctx) => wholeSetting(ctx.deps.db, 'subscription_monthly_price_pence') }),
    subscriptionIncludedPosts: t.int({ resolve: (_a, _x, ctx) => wholeSetting(ctx.deps.db, 'subscription_included_job_posts_count') }),
    invoiceDueDays: t.int({ resolve: (_a, _x, ctx) => wholeSetting(ctx.deps.db, 'invoice_due_days') }),
  }),
});

const CreditHistoryRowRef = builder.objectRef<CreditHistoryRow>('CreditHistoryRow').implement({
  authScopes: (_r, ctx) => buyers(ctx),
  description: 'A movement of job posts: IN (a purchase, a grant) or OUT (a post, a refund), with the balance after.',
  fields: (t) => ({
    id: t.exposeID('id'),
    direction: t.exposeString('direction'),
    quantity: t.exposeInt('quantity'),
    balanceAfter: t.exposeInt('balance_after'),
    reason: t.exposeString('reason'),
    createdAt: t.string({ resolve: (r) => r.created_at.toISOString() }),
  }),
});

const BillingHistoryItemRef = builder.objectRef<BillingHistoryItem>('BillingHistoryItem').implement({
  authScopes: (_r, ctx) => buyers(ctx),
  description: "Job posts that came in: what they cost (0 is 'Free') and their invoice.",
  fields: (t) => ({
    id: t.exposeID('id'),
    quantity: t.exposeInt('quantity'),
    totalPence: t.exposeInt('total_pence'),
    createdAt: t.string({ resolve: (r) => r.created_at.toISOString() }),
    invoiceId: t.exposeID('invoice_id', { nullable: true }),
    invoiceTestMode: t.exposeBoolean('invoice_test_mode', { description: 'The invoice was issued through the offline test gateway: it is not a VAT invoice.' }),
    kind: t.exposeString('kind', { description: 'card, account, subscription, renewal, or grant (from an administrator).' }),
  }),
});

const CardSetupRef = builder.objectRef<CardSetup>('CardSetup').implement({
  authScopes: (_s, ctx) => buyers(ctx),
  description: 'A card being saved: the browser confirms it with clientSecret (Stripe Elements, or the test gateway form).',
  fields: (t) => ({
    gateway: t.exposeString('gateway'),
    setupRef: t.exposeString('setupRef'),
    clientSecret: t.exposeString('clientSecret'),
    publishableKey: t.exposeString('publishableKey', { nullable: true }),
  }),
});

const BillingAddressInput = zodInputType(builder, 'BillingAddressInput', billingAddressSchema, { allOptional: true });

builder.queryFields((t) => ({
  billingAccount: t.field({
    type: BillingAccountRef,
    authScopes: (_r, _a, ctx) => buyers(ctx),
    resolve: (_r, _a, ctx) => ({ teamId: buyerTeamId(ctx.viewer) }),
  }),
  creditHistory: t.field({
    type: paginatorType('CreditHistoryPaginator', CreditHistoryRowRef),
    authScopes: (_r, _a, ctx) => buyers(ctx),
    description: 'The balance grid of Purchase Job Posts: IN and OUT rows, latest first.',
    args: { first: t.arg.int({ defaultValue: 10 }), page: t.arg.int({ defaultValue: 1 }) },
    resolve: (_r, args, ctx) => creditHistory(ctx.deps.db, buyerTeamId(ctx.viewer), args),
  }),
  billingHistory: t.field({
    type: paginatorType('BillingHistoryPaginator', BillingHistoryItemRef),
    authScopes: (_r, _a, ctx) => buyers(ctx),
    description: 'Billing history: the IN rows, latest first, with their cost and invoice.',
    args: { first: t.arg.int({ defaultValue: 20 }), page: t.arg.int({ defaultValue: 1 }) },
    resolve: (_r, args, ctx) => billingHistory(ctx.deps.db, buyerTeamId(ctx.viewer), args),
  }),
}));

builder.mutationFields((t) => ({
  prepareCard: t.field({
    type: CardSetupRef,
    authScopes: (_r, _a, ctx) => buyers(ctx),
    description: 'Starts saving a card for the team (a setup for later charges, renewals included).',
    resolve: (_r, _a, ctx) => prepareCard(ctx.deps, ctx.viewer),
  }),
  saveCard: t.field({
    type: SavedCardRef,
    authScopes: (_r, _a, ctx) => buyers(ctx),
    description: "Keeps the card a confirmed setup saved as the team's card. PAYMENT_FAILED with the gateway's words when it was not.",
    args: { setupRef: t.arg.string({ required: true }) },
    resolve: (_r, { setupRef }, ctx) => saveCard(ctx.deps, ctx.viewer, setupRef),
  }),
  updateBillingAddress: t.field({
    type: BillingAddressRef,
    authScopes: (_r, _a, ctx) => buyers(ctx),
    description: "Line 1, city, county, postcode and country required ('This field is required'); line 2 optional.",
    args: { input: t.arg({ type: BillingAddressInput, required: true }) },
    resolve: (_r, { input }, ctx) => updateBillingAddress(ctx.deps, ctx.viewer, input as never),
  }),
  invoiceLink: t.string({
    authScopes: (_r, _a, ctx) => buyers(ctx),
    description: "A link to one of the team's invoices as a PDF, valid 5 minutes (a new tab carries no bearer token).",
    args: { invoiceId: t.arg.id({ required: true }) },
    resolve: async (_r, { invoiceId }, ctx) => {
      const teamId = buyerTeamId(ctx.viewer);
      const id = parseId(invoiceId, 'invoice id');
      if (!canReadInvoice(ctx.viewer!, teamId)) throw AppError.forbidden();
      const [row] = await ctx.deps.db.select({ id: invoices.id }).from(invoices).where(and(eq(invoices.id, id), eq(invoices.team_id, teamId)));
      if (!row) throw new AppError('NOT_FOUND', 'Could not find the invoice.');
      return mintInvoiceUrl(ctx.deps.config, { teamId, invoiceId: id }, ctx.viewer!.user.id);
    },
  }),
}));
