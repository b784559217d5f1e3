import { MARKETPLACE_TEXT, marketplaceSearch, parseMarketplaceQuery } from '@mp/domain';
import { absolute } from '../job-pages/json-ld.js';
import { escapeHtml, PRODUCT_IMAGE, PRODUCT_NAME } from '../job-pages/page.js';

/**
 * The marketplace's head for visitors and link previews (decision 0052): the title, a description, the
 * canonical address and Open Graph tags, written into the page the server rendered.
 */

/** Where the marketplace is for visitors: the employer area's two prefixes. */
export const MARKETPLACE_PATHS = ['/company/agency-marketplace', '/employer/agency-marketplace'] as const;

export const MARKETPLACE_DESCRIPTION =
  'Find an agency for your next project: browse agencies and their case studies by the services they offer, from web development to brand identity.';

/** The page's own address for a request: its path and the query read as the page reads it (anything else dropped). */
export function marketplaceUrl(path: string, rawQuery: string): string {
  return `${path}${marketplaceSearch(parseMarketplaceQuery(new URLSearchParams(rawQuery)))}`;
}

export function marketplaceHead(appUrl: string, url: string) {
  const title = `${MARKETPLACE_TEXT.heading} | ${PRODUCT_NAME}`;
  // One canonical address for the page whatever the filters: it is one page of the site.
  const canonical = `${appUrl}${MARKETPLACE_PATHS[1]}`;
  const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    meta('name', 'description', MARKETPLACE_DESCRIPTION),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', PRODUCT_NAME),
    meta('property', 'og:title', MARKETPLACE_TEXT.heading),
    meta('property', 'og:description', MARKETPLACE_DESCRIPTION),
    meta('property', 'og:url', `${appUrl}${url}`),
    meta('property', 'og:image', absolute(appUrl, PRODUCT_IMAGE)),
    meta('name', 'twitter:card', 'summary'),
  ];
  return { title, tags };
}

/** The rendered document with the marketplace's head (its own title; any description the shell had replaced). */
export function withMarketplaceHead(document: string, appUrl: string, url: string): string {
  const { title, tags } = marketplaceHead(appUrl, url);
  return document
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace('</head>', () => `  ${tags.join('\n    ')}\n  </head>`);
}
