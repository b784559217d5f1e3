import { ARTICLE_AVAILABILITIES, ARTICLE_TYPES, type ArticleAvailability, type ArticleType } from '@mp/domain';
import { builder, PUBLIC } from '../../graphql/builder.js';
import { paginatorType } from '../../graphql/paginator-schema.js';
import type { ArticleRow, DealRow, LandingPageRow } from './service.js';

export const ArticleTypeEnum = builder.enumType('ArticleType', { values: ARTICLE_TYPES });
export const ArticleAvailabilityEnum = builder.enumType('ArticleAvailability', { values: ARTICLE_AVAILABILITIES });
export const SortOrderEnum = builder.enumType('SortOrder', { values: ['ASC', 'DESC'] as const });
export const OrderByClause = builder.inputType('OrderByClause', {
  fields: (t) => ({
    column: t.string({ required: true, description: 'created_at, published_at or title' }),
    order: t.field({ type: SortOrderEnum, required: true }),
  }),
});

const iso = (d: Date | null) => d?.toISOString() ?? null;

export const ArticleRef = builder.objectRef<ArticleRow>('Article').implement({
  // Which articles a reader may see is decided by the queries (content/policy.ts); a returned one is readable.
  authScopes: PUBLIC,
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    slug: t.exposeString('slug'),
    content: t.exposeString('content', { description: 'Sanitised HTML.' }),
    image: t.exposeString('image', { nullable: true }),
    type: t.field({ type: ArticleTypeEnum, resolve: (a) => a.type as ArticleType }),
    availability: t.field({ type: ArticleAvailabilityEnum, resolve: (a) => a.availability as ArticleAvailability }),
    created_at: t.string({ resolve: (a) => a.created_at.toISOString() }),
    published_at: t.string({ nullable: true, description: 'Null while a draft.', resolve: (a) => iso(a.published_at) }),
  }),
});

export const DealRef = builder.objectRef<DealRow>('Deal').implement({
  authScopes: { signedIn: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    slug: t.exposeString('slug'),
    subtitle: t.exposeString('subtitle', { nullable: true }),
    image: t.exposeString('image', { nullable: true }),
    link: t.exposeString('link', { nullable: true }),
    content: t.exposeString('content', { description: 'Sanitised HTML.' }),
    created_at: t.string({ resolve: (d) => d.created_at.toISOString() }),
    published_at: t.string({ nullable: true, description: 'Null while a draft.', resolve: (d) => iso(d.published_at) }),
  }),
});

export const LandingPageRef = builder.objectRef<LandingPageRow>('LandingPage').implement({
  authScopes: PUBLIC,
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    slug: t.exposeString('slug'),
    sort_order: t.exposeInt('sort_order'),
    display_in_footer: t.exposeBoolean('display_in_footer'),
    content: t.exposeString('content', { description: 'Sanitised HTML.' }),
    heading: t.exposeString('heading', { nullable: true, description: 'The page\'s heading; the name when null.' }),
    hero_image: t.exposeString('hero_image', { nullable: true, description: 'The hero image: an upload address.' }),
    hero_alt: t.exposeString('hero_alt', { nullable: true, description: 'What the hero image shows; null when it is decoration only.' }),
    cta_label: t.exposeString('cta_label', { nullable: true, description: 'The call to action\'s label; null with cta_url when the page has none.' }),
    cta_url: t.exposeString('cta_url', { nullable: true, description: 'Where the call to action leads: a path on this site or an https:// address.' }),
    show_prices: t.exposeBoolean('show_prices', { description: 'Whether the page shows the platform\'s prices below its text.' }),
    published_at: t.string({ nullable: true, description: 'Null while a draft.', resolve: (p) => iso(p.published_at) }),
  }),
});

export const ArticlePaginator = paginatorType('ArticlePaginator', ArticleRef);
export const DealPaginator = paginatorType('DealPaginator', DealRef);
