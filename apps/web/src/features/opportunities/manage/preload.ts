import type { QueryClient } from '@tanstack/react-query';
import type { RequestOptions } from '../../../app/api-client';
import { currentCreditQuery } from '../../account';
import type { SessionUser } from '../../../app/session/documents';
import { teamOpportunitiesQuery } from './hooks';
import { postPermissions } from './permissions';

/**
 * What the company dashboard shows first: the balance (for those who may post) and both lists' first active page.
 * Its loaders read them together, so the page appears whole instead of growing as each part arrives (each arrival
 * pushed what is below it down the screen): on the server for a page session (routes/pages/company-dashboard.tsx),
 * else in the browser.
 */
export const companyDashboardQueries = (user: SessionUser, request?: RequestOptions) => [
  ...(postPermissions(user).post ? [currentCreditQuery(request)] : []),
  teamOpportunitiesQuery('JOB', false, 1, request),
  teamOpportunitiesQuery('PROJECT', false, 1, request),
];

export async function preloadCompanyDashboard(client: QueryClient, user: SessionUser): Promise<void> {
  await Promise.all(companyDashboardQueries(user).map((query) => client.prefetchQuery(query as Parameters<QueryClient['prefetchQuery']>[0])));
}
