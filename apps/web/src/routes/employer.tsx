import type { RouteObject } from 'react-router';
import { billingRoutes } from '../features/billing/routes';
import { agencyProfileViewRoutes, caseStudyRoutes } from '../features/case-studies/routes';
import { companyProfileRoutes } from '../features/company/routes';
import { contentRoutes } from '../features/content/routes';
import { marketplaceRoutes } from '../features/marketplace/routes';
import { applicantRoutes } from '../features/opportunities/applicants/routes';
import { manageRoutes } from '../features/opportunities/manage/routes';
import { postingRoutes } from '../features/opportunities/posting/routes';
import { companyTeamAcceptRoutes } from '../features/teams/accept/routes';
import { teamAdminRoutes } from '../features/teams/admin/routes';

/** The pages of /company/* and /employer/* besides every group's (routes/common-group-routes.tsx). Employer-only pages (document 2) join the area list as later issues build them. */
export const employerAreaRoutes: RouteObject[] = [
  ...contentRoutes({ articlesAlias: true }),
  ...companyProfileRoutes(),
  ...postingRoutes(),
  ...manageRoutes(),
  ...applicantRoutes(),
  ...billingRoutes(),
  ...companyTeamAcceptRoutes(),
  ...teamAdminRoutes(),
  ...caseStudyRoutes('employer'),
  ...agencyProfileViewRoutes('employer'),
  ...marketplaceRoutes(),
];
