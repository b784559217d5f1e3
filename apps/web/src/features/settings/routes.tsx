import type { RouteObject } from 'react-router';

/** notification-settings and profile-privacy, for freelancers and agencies (issue 10). */
export function settingsRoutes(): RouteObject[] {
  return [];
}
