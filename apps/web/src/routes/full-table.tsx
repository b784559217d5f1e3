import type { RouteObject } from 'react-router';
import { adminRoutes } from './admin';
import { agencyAreaRoutes } from './agency';
import { employerAreaRoutes } from './employer';
import { freelancerAreaRoutes } from './freelancer';
import { groupRoutes } from './group-routes';
import { rootRoute } from './router';

/**
 * The whole route table, for the build's pre-rendering of the visitors' entry pages and the API's render of
 * pages (entry-server.tsx, with React Router's static handler). The browser's router builds the same table as
 * it goes (routes/router.tsx).
 */
export const routes: RouteObject[] = [
  rootRoute([
    ...groupRoutes('company', employerAreaRoutes),
    ...groupRoutes('freelancer', freelancerAreaRoutes),
    ...groupRoutes('agency', agencyAreaRoutes),
    ...adminRoutes,
  ]),
];
