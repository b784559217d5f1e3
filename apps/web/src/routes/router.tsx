import { createBrowserRouter } from 'react-router';
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

export const router = createBrowserRouter([
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
]);
