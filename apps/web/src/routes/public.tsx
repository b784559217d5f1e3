import type { RouteObject } from 'react-router';
import { sitePageRoutes } from '../features/content/routes';
import { publicJobRoutes } from '../features/jobs/routes';
import { noTeamRoutes } from '../features/teams/accept/routes';
import { NOT_FOUND_TITLE, pageTitle } from '../lib/page-title';
import { PageNotFound } from '../app/PageNotFound';
import { LoginAlias, RootRedirect } from '../app/guards';
import { lazyPage } from '../app/lazy-page';

/**
 * Top-level routes outside the groups (spec 2.1). The catch-all 'Page Not Found!' goes last in the router.
 * Each page declares its document title (lib/page-title); the redirects have none of their own.
 */
export const publicRoutes: RouteObject[] = [
  { index: true, element: <RootRedirect /> },
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
