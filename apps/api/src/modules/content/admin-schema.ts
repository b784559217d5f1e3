import { articleInputSchema, dealInputSchema, landingPageInputSchema } from '@mp/domain';
import { builder } from '../../graphql/builder.js';
import { zodInputType } from '../../graphql/zod-input.js';
import {
  ARTICLE,
  DEAL,
  LANDING_PAGE,
  adminLandingPages,
  adminList,
  createContent,
  deleteContent,
  updateContent,
} from './admin-service.js';
import { actorOf } from '../audit/actor.js';
import { ArticleAvailabilityEnum, ArticlePaginator, ArticleRef, ArticleTypeEnum, DealPaginator, DealRef, LandingPageRef } from './types.js';

/**
 * The console's forms, from the shared rules. content stays non-null, as GraphQL has always had it, although the
 * rules would take it missing (as empty).
 */
const shared = {
  content: { required: true, description: 'HTML; sanitised on save.' },
  image: 'An address from POST /api/uploads (/uploads/…) or an https:// URL.',
} as const;

const ArticleInput = zodInputType(builder, 'ArticleInput', articleInputSchema, {
  fields: {
    ...shared,
    slug: 'Made from the title when empty.',
    type: { type: ArticleTypeEnum },
    availability: { type: ArticleAvailabilityEnum },
  },
});

const DealInput = zodInputType(builder, 'DealInput', dealInputSchema, {
  fields: { ...shared, slug: 'Made from the title when empty.', link: 'http:// or https://' },
});

const LandingPageInput = zodInputType(builder, 'LandingPageInput', landingPageInputSchema, {
  fields: {
    content: shared.content,
    slug: 'Made from the name when empty.',
    cta_label: 'The call to action\'s label; given with cta_url or not at all.',
    cta_url: 'A path on this site (/jobs) or an https:// URL; given with cta_label or not at all.',
  },
});

const admin = { admin: true } as const;

builder.queryFields((t) => ({
  adminArticles: t.field({
    type: ArticlePaginator,
    authScopes: admin,
    description: 'Every article, drafts included, newest first; search matches the title.',
    args: { search: t.arg.string(), first: t.arg.int({ defaultValue: 20 }), page: t.arg.int({ defaultValue: 1 }) },
    resolve: (_r, args, ctx) => adminList(ctx.deps.db, ARTICLE, args),
  }),
  adminDeals: t.field({
    type: DealPaginator,
    authScopes: admin,
    description: 'Every deal, drafts included, newest first; search matches the title.',
    args: { search: t.arg.string(), first: t.arg.int({ defaultValue: 20 }), page: t.arg.int({ defaultValue: 1 }) },
    resolve: (_r, args, ctx) => adminList(ctx.deps.db, DEAL, args),
  }),
  adminLandingPages: t.field({
    type: [LandingPageRef],
    authScopes: admin,
    description: 'Every landing page, drafts included, by sort_order.',
    resolve: (_r, _a, ctx) => adminLandingPages(ctx.deps.db),
  }),
}));

builder.mutationFields((t) => ({
  adminCreateArticle: t.field({
    type: ArticleRef,
    authScopes: admin,
    args: { input: t.arg({ type: ArticleInput, required: true }) },
    resolve: (_r, { input }, ctx) => createContent(ctx.deps.db, actorOf(ctx), ARTICLE, input),
  }),
  adminUpdateArticle: t.field({
    type: ArticleRef,
    authScopes: admin,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: ArticleInput, required: true }) },
    resolve: (_r, { id, input }, ctx) => updateContent(ctx.deps.db, actorOf(ctx), ARTICLE, id, input),
  }),
  adminDeleteArticle: t.boolean({
    authScopes: admin,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, { id }, ctx) => deleteContent(ctx.deps.db, actorOf(ctx), ARTICLE, id),
  }),
  adminCreateDeal: t.field({
    type: DealRef,
    authScopes: admin,
    args: { input: t.arg({ type: DealInput, required: true }) },
    resolve: (_r, { input }, ctx) => createContent(ctx.deps.db, actorOf(ctx), DEAL, input),
  }),
  adminUpdateDeal: t.field({
    type: DealRef,
    authScopes: admin,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: DealInput, required: true }) },
    resolve: (_r, { id, input }, ctx) => updateContent(ctx.deps.db, actorOf(ctx), DEAL, id, input),
  }),
  adminDeleteDeal: t.boolean({
    authScopes: admin,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, { id }, ctx) => deleteContent(ctx.deps.db, actorOf(ctx), DEAL, id),
  }),
  adminCreateLandingPage: t.field({
    type: LandingPageRef,
    authScopes: admin,
    args: { input: t.arg({ type: LandingPageInput, required: true }) },
    resolve: (_r, { input }, ctx) => createContent(ctx.deps.db, actorOf(ctx), LANDING_PAGE, input),
  }),
  adminUpdateLandingPage: t.field({
    type: LandingPageRef,
    authScopes: admin,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: LandingPageInput, required: true }) },
    resolve: (_r, { id, input }, ctx) => updateContent(ctx.deps.db, actorOf(ctx), LANDING_PAGE, id, input),
  }),
  adminDeleteLandingPage: t.boolean({
    authScopes: admin,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, { id }, ctx) => deleteContent(ctx.deps.db, actorOf(ctx), LANDING_PAGE, id),
  }),
}));
