import { metaDescription } from '@mp/domain';
import { data, type LoaderFunctionArgs } from 'react-router';
import { fetchPageQueries, PageData } from '../../app/page-data';
import { SitePage } from '../../features/content/SitePage';
import { sitePageQueries } from '../../features/content/site-pages';
import { headMeta, type PageHead } from '../../lib/head';

/**
 * `/pages/{slug}` and `/landing/{slug}`: a published page the administrator wrote, with its own
 * title (its heading, else its name), a description from its text and its hero image for link previews. A draft or
 * an unknown slug: 404, 'Page not found'.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const { dehydrated, results: [page] } = await fetchPageQueries(context, sitePageQueries(params.slug ?? ''));
  if (!page) return data({ dehydrated, head: null }, { status: 404 });
  const title = page.heading ?? page.name;
  const area = new URL(request.url).pathname.startsWith('/landing/') ? 'landing' : 'pages';
  const head: PageHead = {
    appUrl: context.appUrl,
    title,
    description: metaDescription(page.content) || title,
    url: `/${area}/${encodeURIComponent(page.slug)}`,
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
