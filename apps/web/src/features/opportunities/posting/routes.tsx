import type { RouteObject } from 'react-router';

/** Post and edit forms (post-opportunity, add-opportunity, add-project, edit-opportunity/:id, edit-project/:id). */
export function postingRoutes(): RouteObject[] {
  return [];
}
