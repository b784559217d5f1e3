import type { RouteObject } from 'react-router';
import { RequireGroupUser } from '../../app/guards';
import { lazyPage } from '../../app/lazy-page';
import { pageTitle } from '../../lib/page-title';

const resources = lazyPage(() => import('./ResourcesPage'), 'ResourcesPage');
const article = lazyPage(() => import('./ArticlePage'), 'ArticlePage');
const deals = lazyPage(() => import('./DealsPage'), 'DealsPage');
const sitePage = lazyPage(() => import('./SitePage'), 'SitePage');

export interface ContentRouteOptions {
  /** Companies also reach an article at articles/{slug} (spec document 2). */
  articlesAlias?: boolean;
  /** Freelancers and agencies have a deals page (spec document 3). */
  deals?: boolean;
}

/**
 * The content pages of a group, relative to its prefix: the resources list (and deals) need the group's
 * login like the rest of the area; an article page needs none (spec: login-free "resources slug").
 */
export function contentRoutes({ articlesAlias = false, deals: withDeals = false }: ContentRouteOptions = {}): RouteObject[] {
  return [
    {
      element: <RequireGroupUser />,
      children: [
        { path: 'resources', lazy: resources, handle: pageTitle('Resources') },
        ...(withDeals ? [{ path: 'deals', lazy: deals, handle: pageTitle('Deals') }] : []),
      ],
    },
    // The page names the article once it has loaded it ("Article: {title}").
    { path: 'resources/:slug', lazy: article, handle: pageTitle('Article') },
    ...(articlesAlias ? [{ path: 'articles/:slug', lazy: article, handle: pageTitle('Article') }] : []),
  ];
}

/**
 * The pages the administrator writes (decision 0020), outside the groups and without login: the legal
 * and company pages the footer links to at /pages/{slug}, and the landing pages flagged for the footer
 * at /landing/{slug} (both are landing pages; the page sets its title from its name).
 */
export function sitePageRoutes(): RouteObject[] {
  return [
    { path: 'pages/:slug', lazy: sitePage },
    { path: 'landing/:slug', lazy: sitePage },
  ];
}
