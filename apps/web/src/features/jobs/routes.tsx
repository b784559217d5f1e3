import type { RouteObject } from 'react-router';

/** The public job page (no sign-in). */
export function publicJobRoutes(): RouteObject[] {
  return [];
}
