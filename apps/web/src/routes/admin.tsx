import { Navigate, type RouteObject } from 'react-router';
import { currentSection } from '../features/admin/sections';
import { pageTitle } from '../lib/page-title';
import { RequireAdmin } from '../app/guards';
import { lazyPage } from '../app/lazy-page';

/** The console's document title names its section: "Console: Accounts", "Console: Content: Articles". */
function consoleTitle(pathname: string): string {
  const section = currentSection(pathname);
  if (!section) return 'Console';
  // An account's own page, under Accounts.
  return section.label === 'Accounts' && pathname !== section.to ? 'Console: Account' : `Console: ${section.label}`;
}

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
      {
        path: '*',
        lazy: lazyPage(() => import('../features/admin/AdminApp'), 'AdminApp'),
        handle: pageTitle(({ pathname }) => consoleTitle(pathname)),
      },
    ],
  },
];
