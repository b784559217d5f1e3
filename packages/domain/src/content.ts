import { z } from 'zod';
import type { UserType } from './enums.js';
import { UPLOAD_PATH_RE } from './uploads.js';

/** Articles, deals and landing pages (spec first document section 3; document 3 sections 2 and 9). */
export const ARTICLE_TYPES = ['ARTICLE', 'MENTORING', 'TRAINING'] as const;
export type ArticleType = (typeof ARTICLE_TYPES)[number];
export const ARTICLE_AVAILABILITIES = ['AGENCY', 'FREELANCER_AND_AGENCY', 'PUBLIC'] as const;
export type ArticleAvailability = (typeof ARTICLE_AVAILABILITIES)[number];

/** Columns `articles(orderBy)` accepts (matched case-insensitively). */
export const ARTICLE_ORDER_COLUMNS = ['created_at', 'published_at', 'title'] as const;

export const CONTENT_PAGE_SIZES = { articles: 10, deals: 6, admin: 20 } as const;
export const SLUG_MAX = 120;

/**
 * Who reads which articles, by the type the viewer acts under (a guest's active team's type):
 * visitors and companies PUBLIC; freelancers also FREELANCER_AND_AGENCY; agencies and administrators all.
 */
export function readableAvailabilities(type: UserType | null): ArticleAvailability[] {
  if (type === 'AGENCY' || type === 'ADMIN') return [...ARTICLE_AVAILABILITIES];
  if (type === 'FREELANCER') return ['PUBLIC', 'FREELANCER_AND_AGENCY'];
  return ['PUBLIC'];
}

export const CONTENT_MSG = {
  title: 'Please enter a title',
  name: 'Please enter a name',
  slug: 'Please enter a slug (letters or digits)',
  slugTaken: 'This slug is already used; please choose another',
  image: 'Please upload an image or give an https:// address',
  link: 'Please enter a valid link starting with http:// or https://',
  articleNotFound: 'Could not find the article',
  dealNotFound: 'Could not find the deal',
  landingPageNotFound: 'Could not find the landing page',
  sitePageKept: 'The footer links to this page: edit or unpublish it, but keep its slug',
} as const;

/**
 * The legal and company pages the footer links to when no marketing site is configured (spec 000
 * section 2.4), in footer order. They are landing pages with these reserved slugs: seeded on every
 * database, edited in the console, served at /pages/{slug} (decision 0020).
 */
export const SITE_PAGES = [
  { slug: 'privacy-policy', name: 'Privacy Policy' },
  { slug: 'platform-terms', name: 'Platform Terms' },
  { slug: 'cookies', name: 'Cookies' },
  { slug: 'candidate-terms', name: 'Terms & Conditions for Candidates' },
  { slug: 'employer-terms', name: 'Terms & Conditions for Employers' },
  { slug: 'about-us', name: 'About Us' },
  { slug: 'pricing', name: 'Pricing' },
  { slug: 'faqs', name: 'FAQs' },
  { slug: 'contact-us', name: 'Contact Us' },
] as const;
export type SitePageSlug = (typeof SITE_PAGES)[number]['slug'];

export function isSitePageSlug(slug: string): slug is SitePageSlug {
  return SITE_PAGES.some((p) => p.slug === slug);
}

/** Where the web serves a site page and a footer landing page. */
export const sitePagePath = (slug: string) => `/pages/${slug}`;
export const landingPagePath = (slug: string) => `/landing/${slug}`;

/** 'Hello, World & Co!' -> 'hello-world-and-co': lower-case letters and digits joined by single dashes. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}

function isHttpsUrl(v: string): boolean {
  try {
    const url = new URL(v);
    return url.protocol === 'https:' && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** An image is one of our uploads (/uploads/<key>, as POST /api/uploads answers) or an https:// address. */
export function isImageUrl(v: string): boolean {
  return UPLOAD_PATH_RE.test(v) || isHttpsUrl(v);
}

const blankToNull = (v: string | null | undefined) => (v ? v : null);
const optionalText = (max: number) => z.string().trim().max(max).nullish().transform(blankToNull);

export const imageUrlRule = optionalText(2000).refine((v) => v === null || isImageUrl(v), CONTENT_MSG.image);
export const linkRule = optionalText(2000).refine(
  (v) => v === null || (URL.canParse(v) && /^https?:$/.test(new URL(v).protocol)),
  CONTENT_MSG.link,
);
const html = z.string().max(200_000).default('');
const slugInput = z.string().trim().max(SLUG_MAX * 2).nullish();

/** Fills an empty slug from `from` (the title or name) and normalises a given one. */
function withSlug<T extends { slug?: string | null }>(from: (v: T) => string) {
  return (v: T, ctx: z.RefinementCtx) => {
    const slug = slugify(v.slug || from(v));
    if (!slug) {
      ctx.addIssue({ code: 'custom', path: ['slug'], message: CONTENT_MSG.slug });
      return z.NEVER;
    }
    return { ...v, slug };
  };
}

export const articleInputSchema = z
  .object({
    title: z.string({ error: CONTENT_MSG.title }).trim().min(1, CONTENT_MSG.title).max(200),
    slug: slugInput,
    content: html,
    image: imageUrlRule,
    type: z.enum(ARTICLE_TYPES),
    availability: z.enum(ARTICLE_AVAILABILITIES),
    published: z.boolean(),
  })
  .transform(withSlug((v) => v.title));
export type ArticleInput = z.output<typeof articleInputSchema>;

export const dealInputSchema = z
  .object({
    title: z.string({ error: CONTENT_MSG.title }).trim().min(1, CONTENT_MSG.title).max(200),
    slug: slugInput,
    subtitle: optionalText(300),
    image: imageUrlRule,
    link: linkRule,
    content: html,
    published: z.boolean(),
  })
  .transform(withSlug((v) => v.title));
export type DealInput = z.output<typeof dealInputSchema>;

export const landingPageInputSchema = z
  .object({
    name: z.string({ error: CONTENT_MSG.name }).trim().min(1, CONTENT_MSG.name).max(200),
    slug: slugInput,
    sort_order: z.number().int().min(0).max(100_000).default(0),
    display_in_footer: z.boolean().default(false),
    content: html,
    published: z.boolean(),
  })
  .transform(withSlug((v) => v.name));
export type LandingPageInput = z.output<typeof landingPageInputSchema>;
