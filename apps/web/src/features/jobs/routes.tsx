import type { RouteObject } from 'react-router';
import { pageTitle } from '../../lib/page-title';
import { lazyPage } from '../../app/lazy-page';

/**
 * The public job page (no sign-in), at /jobs/{slug} (decision 0028). The server answers this path itself
 * with the post in the HTML (apps/api/src/modules/job-pages); the page names itself once it has the post.
 */
export function publicJobRoutes(): RouteObject[] {
  return [
    // The public board (decision 0053): rendered by the server for visitors, filters in the URL.
    { path: 'jobs', lazy: lazyPage(() => import('./BoardPage'), 'BoardPage'), handle: pageTitle('Find work') },
    { path: 'jobs/:slug', lazy: lazyPage(() => import('./PublicJobPage'), 'PublicJobPage'), handle: pageTitle('Job') },
  ];
}
