import type { LoaderFunctionArgs } from 'react-router';
import { fetchPageQueries, PageData } from '../../app/page-data';
import { articleListQuery, BLOG_FILTER, BLOG_PAGE_SIZE, BLOG_PATH, BlogPage } from '../../features/content';
import { headMeta, type PageHead } from '../../lib/head';
import { sharedFor } from '../../lib/shared-cache';

/** How long one render of the blog serves every visitor. */
const BLOG_SHARED_SECONDS = 60;

/** `/blog`: the public articles' first page, read as a visitor reads it. */
export async function loader({ context }: LoaderFunctionArgs) {
  const { dehydrated } = await fetchPageQueries(context, (request) => [articleListQuery(BLOG_FILTER, BLOG_PAGE_SIZE, 'visitor', request)]);
  const head: PageHead = {
    appUrl: context.appUrl,
    title: 'Blog',
    description: 'Articles, mentoring and training from the Onbrief community of creative freelancers, agencies and employers.',
    url: BLOG_PATH,
  };
  return { dehydrated, head };
}

export const meta = headMeta;

export const headers = () => sharedFor(BLOG_SHARED_SECONDS);

export default function Blog() {
  return (
    <PageData>
      <BlogPage />
    </PageData>
  );
}
