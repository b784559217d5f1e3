import { BOARD_PATH, boardNoIndex, boardSearch, parseBoardQuery, type BoardQuery } from '@mp/domain';
import { absolute } from '../job-pages/json-ld.js';
import { escapeHtml, metaDescription, PRODUCT_IMAGE, PRODUCT_NAME } from '../job-pages/page.js';

/** The front door's heads (decision 0053): canonical address, description, robots and Open Graph tags. */

export const HOME_DESCRIPTION =
  'Find freelance and permanent work in the creative industries, or post a job and hear from the people who fit it. Browse open jobs, projects and agencies.';
export const BOARD_DESCRIPTION = 'Every open job and project on Onbrief: search by words, discipline, role type and how you work.';

const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;

function headTags(
  appUrl: string,
  { url, title, description, noindex, image = PRODUCT_IMAGE }: { url: string; title: string; description: string; noindex: boolean; image?: string },
) {
  return [
    `<link rel="canonical" href="${escapeHtml(`${appUrl}${url}`)}" />`,
    meta('name', 'description', description),
    ...(noindex ? [meta('name', 'robots', 'noindex')] : []),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', PRODUCT_NAME),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', `${appUrl}${url}`),
    meta('property', 'og:image', absolute(appUrl, image)),
    meta('name', 'twitter:card', 'summary'),
  ];
}

/** The board's own address for a request: the query read as the page reads it, normalised. */
export function boardUrl(rawQuery: string): { url: string; query: BoardQuery } {
  const query = parseBoardQuery(new URLSearchParams(rawQuery));
  return { url: `${BOARD_PATH}${boardSearch(query)}`, query };
}

/** The rendered document with its head: the rendered title kept, any description the shell had replaced. */
export function withFrontDoorHead(document: string, appUrl: string, page: { url: string; description: string; noindex: boolean }): string {
  const title = /<title>([^<]*)<\/title>/.exec(document)?.[1] ?? PRODUCT_NAME;
  const tags = headTags(appUrl, { ...page, title: title.replace(/&amp;/g, '&') });
  return document.replace(/\s*<meta name="description"[^>]*>/, '').replace('</head>', () => `  ${tags.join('\n    ')}\n  </head>`);
}

export const homeHead = (document: string, appUrl: string) => withFrontDoorHead(document, appUrl, { url: '/', description: HOME_DESCRIPTION, noindex: false });
export const boardHead = (document: string, appUrl: string, url: string, query: BoardQuery) =>
  withFrontDoorHead(document, appUrl, { url, description: BOARD_DESCRIPTION, noindex: boardNoIndex(query) });

/** A published landing page's document (its own title, a description from its text, its hero image for link previews). */
export function landingHead(
  document: string,
  appUrl: string,
  page: { slug: string; name: string; heading: string | null; content: string; hero_image: string | null },
): string {
  const title = page.heading ?? page.name;
  const description = metaDescription(page.content) || title;
  const tags = headTags(appUrl, { url: `/landing/${encodeURIComponent(page.slug)}`, title, description, noindex: false, image: page.hero_image ?? PRODUCT_IMAGE });
  return document
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(`${title} | ${PRODUCT_NAME}`)}</title>`)
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace('</head>', () => `  ${tags.join('\n    ')}\n  </head>`);
}
