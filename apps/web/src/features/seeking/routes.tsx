import type { RouteObject } from 'react-router';
import { pageTitle } from '../../lib/page-title';
import { RequireGroupUser } from '../../routes/guards';
import { lazyPage } from '../../routes/lazy-page';

const opportunity = lazyPage(() => import('./OpportunityPage'), 'OpportunityPage');

/** opportunities/{id} (decision 0038), mounted by the freelancer and the agency areas; the group guard sends anyone else away. */
export function seekingRoutes(): RouteObject[] {
  return [{ element: <RequireGroupUser />, children: [{ path: 'opportunities/:id', lazy: opportunity, handle: pageTitle('Opportunity') }] }];
}
