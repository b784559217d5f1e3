import type { RouteObject } from 'react-router';

/** view-applicants/:id, candidate-profile/:id, freelancer-profile/:userId-:applicationId. */
export function applicantRoutes(): RouteObject[] {
  return [];
}
