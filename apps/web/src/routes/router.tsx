import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from '../ui/layout/AppLayout';
import { NOT_FOUND_TITLE } from '../lib/page-title';
import { PageNotFound } from '../ui/PageNotFound';
import { RouteError } from '../ui/RouteError';
import { PageLoader } from '../ui/PageLoader';
import { adminRoutes } from './admin';
import { agencyRoutes } from './agency';
import { employerRoutes } from './employer';
import { freelancerRoutes } from './freelancer';
import { publicRoutes } from './public';

/**
 * The route table, shared by the browser (createAppRouter, main.tsx) and the build's pre-rendering of the
 * visitors' entry pages (entry-server.tsx, with React Router's static handler).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      ...publicRoutes,
      ...employerRoutes,
      ...freelancerRoutes,
      ...agencyRoutes,
      ...adminRoutes,
      { path: '*', element: <PageNotFound />, handle: NOT_FOUND_TITLE },
    ],
  },
];

/** The browser's router (it reads window.location: in a browser only). */
export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
