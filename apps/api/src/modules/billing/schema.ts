import type { Quote } from '@mp/domain';
import { builder } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { PromoDiscount } from '../promos/service.js';
import { canBuyJobPosts } from './policy.js';
import { checkPromoForBuyer, priceQuote } from './service.js';

/** Buying job posts (decision 0044): the cart's quote and CHECK_PROMO, for a company team's admins. */

/** The named check, where each operation and type is declared: a visitor gets UNAUTHENTICATED, others FORBIDDEN. */
const buyers = (ctx: GraphQLContext) => canBuyJobPosts(ctx.viewer);

const pence = 'Whole pence.';

const PriceQuoteRef = builder.objectRef<Quote>('PriceQuote').implement({
  authScopes: (_quote, ctx) => buyers(ctx),
  description: 'CALCULATE_PRICE(qty, promo): what the posts cost, in whole pence, as the charge and the invoice will compute it.',
  fields: (t) => ({
    quantity: t.exposeInt('quantity'),
    unitPence: t.exposeInt('unitPence', { description: `The price of one post (setting job_post_price_pence). ${pence}` }),
    grossPence: t.exposeInt('grossPence', { description: `quantity × unitPence. ${pence}` }),
    tierPercent: t.exposeInt('tierPercent', { description: 'The volume discount reached, whole percent (none yet).' }),
    tierDiscountPence: t.exposeInt('tierDiscountPence', { description: pence }),
    promoDiscountPence: t.exposeInt('promoDiscountPence', { description: pence }),
    discountPence: t.exposeInt('discountPence', { description: `Tier and promo discounts together. ${pence}` }),
    netPence: t.exposeInt('netPence', { description: `grossPence − discountPence: what VAT is charged on. ${pence}` }),
    vatPercent: t.exposeInt('vatPercent', { description: 'The VAT charged, whole percent: 0 for a buyer billed outside the UK.' }),
    vatPence: t.exposeInt('vatPence', { description: pence }),
    totalPence: t.exposeInt('totalPence', { description: `netPence + vatPence. ${pence}` }),
    vatApplies: t.exposeBoolean('vatApplies', { description: "Whether UK VAT is charged (the team's billing country is GB, IM or empty)." }),
    vatNote: t.exposeString('vatNote', { nullable: true, description: 'What the invoice prints instead of VAT when it does not apply.' }),
  }),
});

const PromoDiscountRef = builder.objectRef<PromoDiscount>('PromoDiscount').implement({
  authScopes: (_discount, ctx) => buyers(ctx),
  description: "CHECK_PROMO's answer: what a usable promo code takes off.",
  fields: (t) => ({
    type: t.exposeString('type', { description: 'PERCENTAGE or FIXED.' }),
    value: t.exposeInt('value', { description: 'Whole percent (1 to 100) for PERCENTAGE, pence for FIXED.' }),
  }),
});

builder.queryFields((t) => ({
  priceQuote: t.field({
    type: PriceQuoteRef,
    authScopes: (_r, _a, ctx) => buyers(ctx),
    description:
      "The price of `quantity` job posts for the viewer's team (its active membership's; no team is named), with a " +
      "promo code when given. BAD_USER_INPUT on quantity ('Min 1', 'Max 10') or on promoCode (\"Promo code doesn't exist!\"). " +
      'An INACTIVE company may see a quote; the purchase refuses to charge it.',
    args: { quantity: t.arg.int({ required: true }), promoCode: t.arg.string() },
    resolve: (_r, args, ctx) => priceQuote(ctx.deps, ctx.viewer, args),
  }),
  checkPromo: t.field({
    type: PromoDiscountRef,
    nullable: true,
    authScopes: (_r, _a, ctx) => buyers(ctx),
    description: 'CHECK_PROMO: the discount of a usable code, or null ("Promo code doesn\'t exist!"). At most 30 checks a minute.',
    args: { code: t.arg.string({ required: true }) },
    resolve: (_r, { code }, ctx) => checkPromoForBuyer(ctx.deps, ctx.viewer, code),
  }),
}));
