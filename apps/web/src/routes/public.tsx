import type { RouteObject } from 'react-router';
import { PageNotFound } from '../ui/PageNotFound';
import { LoginAlias, RootRedirect } from './guards';
import { lazyPage } from './lazy-page';

/** Top-level routes outside the groups (spec 2.1). The catch-all 'Page Not Found!' goes last in the router. */
export const publicRoutes: RouteObject[] = [
  { index: true, element: <RootRedirect /> },
  { path: 'login', element: <LoginAlias /> },
  { path: 'login/google', lazy: lazyPage(() => import('../features/auth/GoogleReturnPage'), 'GoogleReturnPage') },
  { path: 'login/marketing', lazy: lazyPage(() => import('../features/auth/MarketingLoginPage'), 'MarketingLoginPage') },
  {
    path: 'register/marketing',
    lazy: lazyPage(() => import('../features/auth/MarketingRegisterPage'), 'MarketingRegisterPage'),
  },
  {
    path: 'marketing/how-it-works',
    lazy: lazyPage(() => import('../features/marketing/HowItWorksPage'), 'HowItWorksPage'),
  },
  { path: '404', element: <PageNotFound /> },
];
