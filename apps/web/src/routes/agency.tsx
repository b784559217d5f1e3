import type { RouteObject } from 'react-router';
import { agencyProfileViewRoutes, caseStudyRoutes } from '../features/case-studies/routes';
import { companyProfileReaderRoutes } from '../features/company/routes';
import { contentRoutes } from '../features/content/routes';
import { networkRoutes } from '../features/marketplace/routes';
import { settingsRoutes } from '../features/settings/routes';
import { savedRoutes } from '../features/saved/routes';
import { seekingRoutes } from '../features/seeking/routes';
import { agencyTeamAcceptRoutes } from '../features/teams/accept/routes';
import { agencyProfileRoutes } from '../features/agency/routes';
import { teamAdminRoutes } from '../features/teams/admin/routes';

/** The pages of /agency/* besides every group's (routes/common-group-routes.tsx). Agency-only pages (document 3) join as later issues build them. */
export const agencyAreaRoutes: RouteObject[] = [
  ...contentRoutes({ deals: true }),
  ...companyProfileReaderRoutes(),
  ...settingsRoutes(),
  ...seekingRoutes('agency'),
  ...savedRoutes(),
  ...agencyTeamAcceptRoutes(),
  ...teamAdminRoutes(),
  ...agencyProfileRoutes(),
  ...caseStudyRoutes('agency'),
  ...agencyProfileViewRoutes('agency'),
  ...networkRoutes(),
];
