import { Navigate, type RouteObject } from 'react-router';
import { RequireAdmin } from './guards';
import { lazyPage } from './lazy-page';

/**
 * /admin/*: the administrator console (type ADMIN only). One lazy route: the console's pages and their
 * table load with its chunk (features/admin/AdminApp), so the public bundle does not grow with them.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: 'admin',
    element: <RequireAdmin />,
    children: [
      { index: true, element: <Navigate to="accounts" replace /> },
      { path: '*', lazy: lazyPage(() => import('../features/admin/AdminApp'), 'AdminApp') },
    ],
  },
];
