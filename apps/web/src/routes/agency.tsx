import type { RouteObject } from 'react-router';
import { companyProfileReaderRoutes } from '../features/company/routes';
import { contentRoutes } from '../features/content/routes';
import { settingsRoutes } from '../features/settings/routes';
import { seekingRoutes } from '../features/seeking/routes';
import { groupRoutes } from './group-routes';

/** /agency/*. Agency-only pages (document 3) join as later issues build them. */
export const agencyRoutes: RouteObject[] = groupRoutes('agency', [
  ...contentRoutes({ deals: true }),
  ...companyProfileReaderRoutes(),
  ...settingsRoutes(),
  ...seekingRoutes('agency'),
]);
