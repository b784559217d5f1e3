import { contentPagePath, metaDescription } from '@mp/domain';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { fetchPageQueries, PageData } from '../../app/page-data';
import { SitePage } from '../../features/content/SitePage';
import { PRICING_SLUG, priceTermsQuery, sitePageQueries } from '../../features/content/site-pages';
import { headMeta, type PageHead } from '../../lib/head';

/**
 * `/pages/{slug}` (the reserved site pages) and `/landing/{slug}` (the others; each answers 301 for the other's): a published page the administrator wrote, with its own
 * title (its heading, else its name), a description from its text and its hero image for link previews. A draft or
 * an unknown slug: 404, 'Page not found'. A page set to show the prices has them read too (rendered, not a skeleton).
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  const first = await fetchPageQueries(context, sitePageQueries(slug));
  const [page] = first.results;
  let { dehydrated } = first;
  if (!page) return data({ dehydrated, head: null }, { status: 404 });
  // One address a page: a reserved site page's is under /pages, any other's under /landing; the other moved for good.
  const url = new URL(request.url);
  const home = contentPagePath(encodeURIComponent(page.slug));
  if (url.pathname !== home) throw redirect(`${home}${url.search}`, 301);
  if (page.show_prices && slug !== PRICING_SLUG) {
    const prices = await fetchPageQueries(context, (req) => [priceTermsQuery(req)] as const);
    dehydrated = { ...dehydrated, queries: [...dehydrated.queries, ...prices.dehydrated.queries] };
  }
  const title = page.heading ?? page.name;
  const head: PageHead = {
    appUrl: context.appUrl,
    title,
    description: metaDescription(page.content) || title,
    url: contentPagePath(encodeURIComponent(page.slug)),
    image: page.hero_image,
  };
  return { dehydrated, head };
}

export const meta = headMeta;

export default function SitePageRoute() {
  return (
    <PageData>
      <SitePage />
    </PageData>
  );
}
