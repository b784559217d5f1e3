import type { RouteObject } from 'react-router';

/** The freelancer's profile: manage-cv, edit-profile and profile (issue 10). */
export function freelancerProfileRoutes(): RouteObject[] {
  return [];
}
