import type { RouteObject } from 'react-router';

/** dashboard/2, view-opportunity/:id, view-project/:id. */
export function manageRoutes(): RouteObject[] {
  return [];
}
