import { creditAccountRequestSchema, purchaseInputSchema } from '@mp/domain';
import { builder } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { parseId } from '../../graphql/ids.js';
import { zodInputType } from '../../graphql/zod-input.js';
import { requestCreditAccount } from './credit-accounts.js';
import { canBuyJobPosts } from './policy.js';
import { confirmPurchase, purchaseJobPosts } from './purchases.js';
import { CreditAccountRequestRef, PurchaseResultRef, SubscriptionRef, SubscriptionResultRef } from './schema-refs.js';
import { cancelSubscription, paySubscriptionNow, resumeSubscription, startSubscription } from './subscriptions.js';

/** Paying (decision 0045): posts by card or on account, the subscription, the credit account, for company team admins. */

const buyers = (ctx: GraphQLContext) => canBuyJobPosts(ctx.viewer);

const PurchaseInput = zodInputType(builder, 'PurchaseInput', purchaseInputSchema, {
  allOptional: true,
  fields: {
    quantity: { type: 'Float', description: "1 to 10 ('Min 1', 'Max 10'); a fraction gets 'Enter a whole number of job posts'." },
    promoCode:
      "Optional; an unknown or used code: \"Promo code doesn't exist!\" or 'Your team has already used this promo code.'; one that brings " +
      'the total to 1p-29p (below the smallest payment, £0.30) is refused here too.',
    method: "'card' (the team's saved card) or 'account' (needs an approved credit account, else FORBIDDEN).",
  },
});

const CreditAccountRequestInput = zodInputType(builder, 'CreditAccountRequestInput', creditAccountRequestSchema, { allOptional: true });

const KEY =
  'A UUID per confirmation, the same when the client retries it: one purchase per key. It answers only the same person sending the ' +
  'same request; another body or another team admin gets IDEMPOTENCY_KEY_REUSED, and nothing is charged.';

builder.mutationFields((t) => ({
  purchaseJobPosts: t.field({
    type: PurchaseResultRef,
    authScopes: (_r, _a, ctx) => buyers(ctx),
    description:
      "ADD_CREDIT: PAY or 'Purchase on Account'. The team, price and path's rights are the server's; a repeat of the key answers " +
      "the first purchase. A refusal (a declined card, a card the gateway no longer has): PAYMENT_FAILED with the gateway's words, " +
      'nothing charged, the promo code free again. An unknown outcome (the gateway out of reach): status pending, settled by ' +
      'reconciliation; ask again with the same key. £0.00 is paid without a charge. requires_action: authenticate, then confirmPurchase.',
    args: { input: t.arg({ type: PurchaseInput, required: true }), idempotencyKey: t.arg.string({ required: true, description: KEY }) },
    resolve: (_r, { input, idempotencyKey }, ctx) => purchaseJobPosts(ctx.deps, ctx.viewer, input as never, idempotencyKey),
  }),
  confirmPurchase: t.field({
    type: PurchaseResultRef,
    authScopes: (_r, _a, ctx) => buyers(ctx),
    description: "After the browser's authentication: reads the charge and settles the purchase (another team's purchase: NOT_FOUND).",
    args: { purchaseId: t.arg.id({ required: true }) },
    resolve: (_r, { purchaseId }, ctx) => confirmPurchase(ctx.deps, ctx.viewer, parseId(purchaseId, 'purchase id')),
  }),
  requestCreditAccount: t.field({
    type: CreditAccountRequestRef,
    authScopes: (_r, _a, ctx) => buyers(ctx),
    description: "'Apply for Credit Account': every field required but address 2. An administrator approves it in the console.",
    args: { input: t.arg({ type: CreditAccountRequestInput, required: true }) },
    resolve: (_r, { input }, ctx) => requestCreditAccount(ctx.deps, ctx.viewer, input as never),
  }),
  startSubscription: t.field({
    type: SubscriptionResultRef,
    authScopes: (_r, _a, ctx) => buyers(ctx),
    description:
      "'Start Your Subscription': the month charged to the saved card at once, its posts granted; a promo for this first month only " +
      '(a 100% one starts it without a charge). A start left waiting for an authentication is cancelled when the team starts again.',
    args: { promoCode: t.arg.string(), idempotencyKey: t.arg.string({ required: true, description: KEY }) },
    resolve: (_r, { promoCode, idempotencyKey }, ctx) => startSubscription(ctx.deps, ctx.viewer, promoCode, idempotencyKey),
  }),
  paySubscriptionNow: t.field({
    type: SubscriptionResultRef,
    authScopes: (_r, _a, ctx) => buyers(ctx),
    description: 'A past-due subscription paid on the page, where the bank may ask to authenticate.',
    resolve: (_r, _a, ctx) => paySubscriptionNow(ctx.deps, ctx.viewer),
  }),
  cancelSubscription: t.field({
    type: SubscriptionRef,
    authScopes: (_r, _a, ctx) => buyers(ctx),
    description: "Ends the subscription at the period's end; the posts already granted stay.",
    resolve: (_r, _a, ctx) => cancelSubscription(ctx.deps, ctx.viewer),
  }),
  resumeSubscription: t.field({
    type: SubscriptionRef,
    authScopes: (_r, _a, ctx) => buyers(ctx),
    description: 'Keeps a subscription that was to end at the period end.',
    resolve: (_r, _a, ctx) => resumeSubscription(ctx.deps, ctx.viewer),
  }),
}));
