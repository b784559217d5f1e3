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

/** The group areas, one route per URL prefix (/company, /employer, /freelancer…, /admin), each with its pages. */
const areas: RouteObject[] = [...employerRoutes, ...freelancerRoutes, ...agencyRoutes, ...adminRoutes];

function rootRoute(areaRoutes: RouteObject[]): RouteObject {
  return {
    id: 'root',
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    children: [...publicRoutes, ...areaRoutes, { path: '*', element: <PageNotFound />, handle: NOT_FOUND_TITLE }],
  };
}

/**
 * The whole route table, for the build's pre-rendering of the visitors' entry pages and the API's render of
 * signed-in pages (entry-server.tsx, with React Router's static handler).
 */
export const routes: RouteObject[] = [rootRoute(areas)];

/**
 * The browser's router (it reads window.location: in a browser only). It starts with the public routes and
 * the area of the address the page opens at; another area joins when a navigation first leads into it.
 * React Router ranks every route of its table when it is made and as it matches, and with the six prefixes'
 * copies of each area's pages that was a long task on a phone (decision 0021).
 */
export function createAppRouter() {
  const waiting = new Map(areas.map((area) => [area.path!.toLowerCase(), area]));
  const join = (pathname: string): RouteObject[] => {
    const prefix = pathname.split('/')[1]?.toLowerCase() ?? '';
    const area = waiting.get(prefix);
    if (!area) return [];
    waiting.delete(prefix);
    return [area];
  };
  return createBrowserRouter([rootRoute(join(window.location.pathname))], {
    patchRoutesOnNavigation: ({ path, patch }) => {
      const area = join(path);
      if (area.length > 0) patch('root', area);
    },
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
