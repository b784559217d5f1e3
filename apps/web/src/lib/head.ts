import { absolute } from '@mp/domain';
import type { MetaDescriptor, MetaFunction } from 'react-router';
import { PRODUCT_NAME } from '../ui/brand';
import { formatTitle, NOT_FOUND, SITE_DESCRIPTION } from './page-title';

/**
 * The head of a public page (decision 0056): its title, description, canonical address, robots rule,
 * the Open Graph and Twitter tags of link previews, and an open post's JSON-LD. A public page's loader returns its
 * `head` (with the site's public address from the load context: link previews need absolute addresses), and its
 * route module declares `export const meta = headMeta`.
 */

/** The product's image for link previews when a page has none of its own (apps/web/public). */
export const PRODUCT_IMAGE = '/icon-512.png';

export interface PageHead {
  /** The site's public address (AppLoadContext.appUrl). */
  appUrl: string;
  /** The page's own title (og:title); the document's title adds the product's name. */
  title: string;
  description: string;
  /** The page's address (og:url): a path on the site, or absolute. */
  url: string;
  /** The one address search engines should list for the page, when not `url` itself. */
  canonical?: string;
  /** The link preview's image: a path on the site, or absolute; the product's when none. */
  image?: string | null;
  /** Kept out of search engines' indexes. */
  noindex?: boolean;
  /** Structured data (schema.org), written as a JSON-LD block. */
  jsonLd?: Record<string, unknown>;
}

export function pageHead({ appUrl, title, description, url, canonical = url, image, noindex = false, jsonLd }: PageHead): MetaDescriptor[] {
  const at = (href: string) => absolute(appUrl, href);
  return [
    { title: formatTitle(title) },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: at(canonical) },
    ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: PRODUCT_NAME },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: at(url) },
    { property: 'og:image', content: at(image || PRODUCT_IMAGE) },
    { name: 'twitter:card', content: 'summary' },
    ...(jsonLd ? [{ 'script:ld+json': jsonLd }] : []),
  ];
}

/** The head of an address with nothing at it: 'Page not found', kept out of the index. */
export const NOT_FOUND_HEAD: MetaDescriptor[] = [
  { title: formatTitle(NOT_FOUND) },
  { name: 'description', content: SITE_DESCRIPTION },
  { name: 'robots', content: 'noindex' },
];

/** A public page's `meta`: the head its loader returned, or the not-found head when the loader found nothing. */
export const headMeta: MetaFunction = ({ loaderData }) => {
  const head = (loaderData as { head?: PageHead | null } | undefined)?.head;
  return head ? pageHead(head) : NOT_FOUND_HEAD;
};
