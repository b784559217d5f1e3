import { MARKETPLACE_TEXT } from '@mp/domain';
import type { RouteObject } from 'react-router';
import { RequireGroupUser } from '../../app/guards';
import { lazyPage } from '../../app/lazy-page';
import { pageTitle } from '../../lib/page-title';
import { VisitorsOrGroupUser } from './guard';

const marketplace = lazyPage(() => import('./MarketplacePage'), 'MarketplacePage');

/** The employer's agency-marketplace: no login (server-rendered for visitors with its Open Graph tags, decision 0052). */
export function marketplaceRoutes(): RouteObject[] {
  return [
    {
      element: <VisitorsOrGroupUser />,
      children: [{ path: 'agency-marketplace', lazy: marketplace, handle: pageTitle(MARKETPLACE_TEXT.heading) }],
    },
  ];
}

/** The agency's network: the same marketplace for the agency group (AGENCY and its GUESTs), 10 case studies a page. */
export function networkRoutes(): RouteObject[] {
  return [
    {
      element: <RequireGroupUser />,
      children: [{ path: 'network', lazy: marketplace, handle: pageTitle(MARKETPLACE_TEXT.heading) }],
    },
  ];
}
