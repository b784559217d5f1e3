import type { RouteObject } from 'react-router';
import { companyProfileReaderRoutes } from '../features/company/routes';
import { contentRoutes } from '../features/content/routes';
import { personalInformationRoutes } from '../features/freelancer/personal/routes';
import { freelancerProfileRoutes } from '../features/freelancer/profile/routes';
import { settingsRoutes } from '../features/settings/routes';
import { savedRoutes } from '../features/saved/routes';
import { seekingRoutes } from '../features/seeking/routes';

/** The pages of /freelancer/*, /candidate/* and /consultant/* besides every group's (routes/common-group-routes.tsx). Freelancer-only pages (document 3) join as later issues build them. */
export const freelancerAreaRoutes: RouteObject[] = [
  ...contentRoutes({ deals: true }),
  ...companyProfileReaderRoutes(),
  ...personalInformationRoutes(),
  ...freelancerProfileRoutes(),
  ...settingsRoutes(),
  ...seekingRoutes('freelancer'),
  ...savedRoutes(),
];
