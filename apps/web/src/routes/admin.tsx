import type { RouteObject } from 'react-router';
import { RequireAdmin } from './guards';
import { lazyPage } from './lazy-page';

/** /admin: the administrator console (a later issue builds it out). */
export const adminRoutes: RouteObject[] = [
  {
    path: 'admin',
    element: <RequireAdmin />,
    children: [{ index: true, lazy: lazyPage(() => import('../features/admin/AdminConsolePage'), 'AdminConsolePage') }],
  },
];
