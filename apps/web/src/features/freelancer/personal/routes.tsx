import type { RouteObject } from 'react-router';

/** personal-information and edit-personal-information (issue 10). */
export function personalInformationRoutes(): RouteObject[] {
  return [];
}
