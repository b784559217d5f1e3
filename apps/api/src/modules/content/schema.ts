import { builder, PUBLIC } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { readerType } from './policy.js';
import { allDeals, findArticle, findDeal, findLandingPage, listArticles, listDeals, listLandingPages } from './service.js';
import {
  ArticleAvailabilityEnum,
  ArticlePaginator,
  ArticleRef,
  ArticleTypeEnum,
  DealPaginator,
  DealRef,
  LandingPageRef,
  OrderByClause,
} from './types.js';
import './admin-schema.js';

async function readerOf(ctx: GraphQLContext) {
  const user = ctx.viewer?.user;
  return readerType(user, user ? await ctx.loaders.membershipsByUser.load(user.id) : []);
}

builder.queryFields((t) => ({
  articles: t.field({
    authScopes: PUBLIC,
    type: ArticlePaginator,
    description: 'Published articles the viewer may read, newest first unless ordered otherwise.',
    args: {
      availability: t.arg({ type: [ArticleAvailabilityEnum] }),
      type: t.arg({ type: [ArticleTypeEnum] }),
      excludeSlugs: t.arg.stringList(),
      orderBy: t.arg({ type: [OrderByClause] }),
      first: t.arg.int({ defaultValue: 10 }),
      page: t.arg.int({ defaultValue: 1 }),
    },
    resolve: async (_r, args, ctx) => listArticles(ctx.deps.db, await readerOf(ctx), args),
  }),
  article: t.field({
    authScopes: PUBLIC,
    type: ArticleRef,
    nullable: true,
    description: 'Null when there is no such published article or the viewer may not read it.',
    args: { slug: t.arg.string({ required: true }) },
    resolve: async (_r, { slug }, ctx) => findArticle(ctx.deps.db, await readerOf(ctx), slug),
  }),
  deals: t.field({
    type: DealPaginator,
    authScopes: { signedIn: true },
    args: { first: t.arg.int({ defaultValue: 6 }), page: t.arg.int({ defaultValue: 1 }) },
    resolve: (_r, { first, page }, ctx) => listDeals(ctx.deps.db, first, page),
  }),
  allDeals: t.field({
    type: [DealRef],
    authScopes: { signedIn: true },
    resolve: (_r, _a, ctx) => allDeals(ctx.deps.db),
  }),
  deal: t.field({
    type: DealRef,
    nullable: true,
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, { id }, ctx) => (Number.isSafeInteger(Number(id)) ? findDeal(ctx.deps.db, Number(id)) : null),
  }),
  landingPages: t.field({
    authScopes: PUBLIC,
    type: [LandingPageRef],
    description: 'Published landing pages by sort_order; display_in_footer picks the footer column.',
    args: { display_in_footer: t.arg.boolean() },
    resolve: (_r, args, ctx) => listLandingPages(ctx.deps.db, args.display_in_footer),
  }),
  landingPage: t.field({
    authScopes: PUBLIC,
    type: LandingPageRef,
    nullable: true,
    description: 'A published landing page or site page (privacy-policy, pricing…) by slug; null when there is none.',
    args: { slug: t.arg.string({ required: true }) },
    resolve: (_r, { slug }, ctx) => findLandingPage(ctx.deps.db, slug),
  }),
}));
