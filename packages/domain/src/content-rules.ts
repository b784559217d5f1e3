// The zod rules of the administrator's content forms, apart from content.ts so that a page needing only
// the constants and helpers does not load zod with them (the first page's JavaScript, decision 0056).
import { z } from './zod.js';
import { ARTICLE_AVAILABILITIES, ARTICLE_TYPES, CONTENT_MSG, isCtaUrl, isImageUrl, SLUG_MAX, slugify } from './content.js';

const blankToNull = (v: string | null | undefined) => (v ? v : null);
const optionalText = (max: number) => z.string().trim().max(max).nullish().transform(blankToNull);

export const imageUrlRule = optionalText(2000).refine((v) => v === null || isImageUrl(v), CONTENT_MSG.image);
export const linkRule = optionalText(2000).refine(
  (v) => v === null || (URL.canParse(v) && /^https?:$/.test(new URL(v).protocol)),
  CONTENT_MSG.link,
);
/** A landing page's call to action: a label and where it leads, both or neither. */
export const CTA_LABEL_MAX = 40;
export const ctaUrlRule = optionalText(2000).refine((v) => v === null || isCtaUrl(v), CONTENT_MSG.ctaUrl);
function bothOrNeither(v: { cta_label: string | null; cta_url: string | null }, ctx: z.RefinementCtx) {
  if (v.cta_label && !v.cta_url) ctx.addIssue({ code: 'custom', path: ['cta_url'], message: CONTENT_MSG.ctaUrl });
  if (v.cta_url && !v.cta_label) ctx.addIssue({ code: 'custom', path: ['cta_label'], message: CONTENT_MSG.ctaLabel });
}

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
    /** The page's own heading (its name when empty) and hero image (decision 0053). */
    heading: optionalText(200),
    hero_image: imageUrlRule,
    /** What the hero shows; empty for a decorative one. */
    hero_alt: optionalText(200),
    cta_label: optionalText(CTA_LABEL_MAX),
    cta_url: ctaUrlRule,
    /** Shows the platform's prices (from the settings) below the text: for pages that sell to employers. */
    show_prices: z.boolean().default(false),
    content: html,
    published: z.boolean(),
  })
  .superRefine(bothOrNeither)
  .transform(withSlug((v) => v.name));
export type LandingPageInput = z.output<typeof landingPageInputSchema>;
