import type { RouteObject } from 'react-router';
import { sitePageRoutes } from '../features/content/routes';
import { publicJobRoutes } from '../features/jobs/routes';
import { noTeamRoutes } from '../features/teams/accept/routes';
import { NOT_FOUND_TITLE, pageTitle } from '../lib/page-title';
import { PageNotFound } from '../app/PageNotFound';
import { LoginAlias } from '../app/guards';
import { lazyPage } from '../app/lazy-page';

/**
 * Top-level routes outside the groups (spec 2.1). The catch-all 'Page Not Found!' goes last in the router.
 * Each page declares its document title (lib/page-title); the redirects have none of their own.
 */
export const publicRoutes: RouteObject[] = [
  // The visitors' home page (decision 0053), rendered by the server; a signed-in user is sent to their dashboard.
  {
    index: true,
    lazy: lazyPage(() => import('../features/marketing/HomePage'), 'HomePage'),
    handle: pageTitle('Find work and post jobs'),
  },
  { path: 'login', element: <LoginAlias /> },
  {
    path: 'login/google',
    lazy: lazyPage(() => import('../features/auth/GoogleReturnPage'), 'GoogleReturnPage'),
    handle: pageTitle('Signing up with Google'),
  },
  {
    path: 'login/marketing',
    lazy: lazyPage(() => import('../features/auth/MarketingLoginPage'), 'MarketingLoginPage'),
    handle: pageTitle('Logging in'),
  },
  {
    path: 'register/marketing',
    lazy: lazyPage(() => import('../features/auth/MarketingRegisterPage'), 'MarketingRegisterPage'),
  },
  {
    path: 'marketing/how-it-works',
    lazy: lazyPage(() => import('../features/marketing/HowItWorksPage'), 'HowItWorksPage', { queries: false }),
    handle: pageTitle('How It Works'),
  },
  ...sitePageRoutes(),
  ...publicJobRoutes(),
  ...noTeamRoutes(),
  { path: '404', element: <PageNotFound />, handle: NOT_FOUND_TITLE },
];
