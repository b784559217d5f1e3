import type { RequestOptions } from '../../../app/api-client';
import { currentCreditQuery } from '../../account';
import type { SessionUser } from '../../../app/session/documents';
import { teamOpportunitiesQuery } from './hooks';
import { postPermissions } from './permissions';

/**
 * What the company dashboard shows first: the balance (for those who may post) and both lists' first active page;
 * nothing for a company awaiting approval, whose dashboard has no lists. Its loaders read them together, so the page
 * appears whole instead of growing as each part arrives (each arrival pushed what is below it down the screen): on
 * the server for a page session (routes/pages/company-dashboard.tsx), else in the browser.
 */
export const companyDashboardQueries = (user: SessionUser, request?: RequestOptions) =>
  user.status === 'INACTIVE'
    ? []
    : [
        ...(postPermissions(user).post ? [currentCreditQuery(request)] : []),
        teamOpportunitiesQuery('JOB', false, 1, request),
        teamOpportunitiesQuery('PROJECT', false, 1, request),
      ];
