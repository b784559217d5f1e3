import type { QueryClient } from '@tanstack/react-query';
import { currentCreditQuery } from '../../account';
import type { SessionUser } from '../../../app/session/documents';
import { teamOpportunitiesQuery } from './hooks';
import { postPermissions } from './permissions';

/**
 * What the company dashboard shows first, fetched together: the balance (for those who may post) and both lists'
 * first active page. The dashboard's loader waits for them, so the page appears whole instead of
 * growing as each part arrives (each arrival pushed what is below it down the screen).
 */
export async function preloadCompanyDashboard(client: QueryClient, user: SessionUser): Promise<void> {
  await Promise.all([
    postPermissions(user).post ? client.prefetchQuery(currentCreditQuery) : undefined,
    client.prefetchQuery(teamOpportunitiesQuery('JOB', false, 1)),
    client.prefetchQuery(teamOpportunitiesQuery('PROJECT', false, 1)),
  ]);
}
