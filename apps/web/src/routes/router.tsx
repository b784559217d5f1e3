import { createBrowserRouter, type RouteObject } from 'react-router';
import { groupOfPrefix, type Group } from '@mp/domain';
import { AppLayout } from './layout/AppLayout';
import { NOT_FOUND_TITLE } from '../lib/page-title';
import { PageNotFound } from '../app/PageNotFound';
import { RouteError } from '../ui/RouteError';
import { PageLoader } from '../ui/PageLoader';
import { groupRoutes, prefixesOf, prefixRouteId } from './group-routes';
import { publicRoutes } from './public';
import { loadOnce } from '../lib/load-once';

/** The root route, its children the public routes and the group areas given. */
export function rootRoute(areaRoutes: RouteObject[]): RouteObject {
  return {
    id: 'root',
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    children: [...publicRoutes, ...areaRoutes, { path: '*', element: <PageNotFound />, handle: NOT_FOUND_TITLE }],
  };
}

/** Each group's own pages (besides every group's), and the console: loaded when a navigation first leads into them. */
const AREA_PAGES: Record<Group, () => Promise<RouteObject[]>> = {
  company: () => import('./employer').then((m) => m.employerAreaRoutes),
  freelancer: () => import('./freelancer').then((m) => m.freelancerAreaRoutes),
  agency: () => import('./agency').then((m) => m.agencyAreaRoutes),
};
const loadConsole = () => import('./admin').then((m) => m.adminRoutes);

/**
 * The browser's router (it reads window.location: in a browser only). It starts with the public routes and
 * every group's own pages (login, sign-up, dashboard…) under the prefixes of the address's group; the rest
 * joins when a navigation first leads into it (React Router asks whenever a path matches only a route with a
 * parameter or a splat, the catch-all included, on the first load too): another group's prefixes, then a
 * group's own pages (posting, profiles, search…) and the console, each a chunk of its own. React Router
 * ranks every route of its table when it is made and as it matches, and with the six prefixes' copies of
 * each area's pages that was a long task on a phone; and the visitors' first pages no longer carry the route
 * definitions (and the texts of their titles) of every area (decision 0021).
 */
export function createAppRouter() {
  const joined = new Set<string>();
  const joins = new Map<string, () => Promise<void>>();
  type Patch = (routeId: string | null, children: RouteObject[]) => void;

  /** Adds the group's prefixes, with every group's pages, once. */
  const joinGroup = (group: Group, patch?: Patch): RouteObject[] => {
    if (joined.has(group)) return [];
    joined.add(group);
    const routes = groupRoutes(group);
    patch?.('root', routes);
    return routes;
  };
  /** Loads and adds what `key` names (a group's own pages, or the console) once; concurrent navigations share the load. */
  const joinOnce = (key: string, load: () => Promise<void>): Promise<void> => {
    if (!joins.has(key)) joins.set(key, loadOnce(load));
    return joins.get(key)!();
  };

  const firstGroup = groupOfPrefix(window.location.pathname.split('/')[1]);
  const initial = firstGroup ? joinGroup(firstGroup) : [];
  return createBrowserRouter([rootRoute(initial)], {
    patchRoutesOnNavigation: async ({ path, patch }) => {
      const prefix = path.split('/')[1]?.toLowerCase() ?? '';
      if (prefix === 'admin') {
        await joinOnce('admin', async () => patch('root', await loadConsole()));
        return;
      }
      const group = groupOfPrefix(prefix);
      if (!group) return;
      joinGroup(group, patch);
      await joinOnce(group, async () => {
        const pages = await AREA_PAGES[group]();
        for (const each of prefixesOf(group)) patch(prefixRouteId(each), pages);
      });
    },
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
