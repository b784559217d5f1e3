import type { RouteObject } from 'react-router';
import { RequireGroupUser } from '../../routes/guards';
import { lazyPage } from '../../routes/lazy-page';

const resources = lazyPage(() => import('./ResourcesPage'), 'ResourcesPage');
const article = lazyPage(() => import('./ArticlePage'), 'ArticlePage');
const deals = lazyPage(() => import('./DealsPage'), 'DealsPage');

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
      children: [{ path: 'resources', lazy: resources }, ...(withDeals ? [{ path: 'deals', lazy: deals }] : [])],
    },
    { path: 'resources/:slug', lazy: article },
    ...(articlesAlias ? [{ path: 'articles/:slug', lazy: article }] : []),
  ];
}
