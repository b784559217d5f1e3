import { groupOfPrefix } from '@mp/domain';
import { browserQueryClient } from '../../app/query-client';
import { getSession } from '../../app/session/session-store';
import { preloadCompanyDashboard } from '../opportunities';

/** The dashboard's loader: an active company's dashboard has its code and first data before it renders. */
export async function preloadDashboard(pathname: string): Promise<void> {
  const user = getSession()?.user;
  if (user && user.status !== 'INACTIVE' && groupOfPrefix(pathname.split('/')[1]) === 'company') {
    await preloadCompanyDashboard(browserQueryClient, user);
  }
}
