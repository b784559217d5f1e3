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
  ctaLabel: 'Please enter the button\'s label',
  ctaUrl: 'Please enter where the button leads: a path on this site such as /jobs, or an https:// address',
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
/** A page's one address: a reserved site page under /pages, every other page under /landing (the other redirects). */
export const contentPagePath = (slug: string) => (isSitePageSlug(slug) ? sitePagePath(slug) : landingPagePath(slug));
/** The public blog: the articles anyone may read. */
export const BLOG_PATH = '/blog';

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

/**
 * Where a landing page's call to action may lead: a path on this site ('/company/register', '/jobs?kind=project';
 * not '//host', which leaves the site) or an https:// address.
 */
export function isCtaUrl(v: string): boolean {
  if (v.startsWith('/')) return !v.startsWith('//') && !/[\\\s]/.test(v);
  return isHttpsUrl(v);
}

/** An image is one of our uploads (/uploads/<key>, as POST /api/uploads answers) or an https:// address. */
export function isImageUrl(v: string): boolean {
  return UPLOAD_PATH_RE.test(v) || isHttpsUrl(v);
}
