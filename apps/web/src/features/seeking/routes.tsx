import type { RouteObject } from 'react-router';
import { pageTitle } from '../../lib/page-title';
import { RequireGroupUser } from '../../app/guards';
import { lazyPage } from '../../app/lazy-page';
import { FOR_YOU_TEXT, SEARCH_PAGE_TEXT, SEARCH_PATH, type SeekerSide } from './texts';

const opportunity = lazyPage(() => import('./OpportunityPage'), 'OpportunityPage');
const search = lazyPage(() => import('./SearchPage'), 'SearchPage');
const forYou = lazyPage(() => import('./ForYouPage'), 'ForYouPage');

/**
 * The seeker's pages, mounted by the freelancer and the agency areas (the group guard sends anyone else away):
 * the search, opportunities-for-you and opportunities/{id} (decisions 0038, 0039).
 */
export function seekingRoutes(side: SeekerSide): RouteObject[] {
  return [
    {
      element: <RequireGroupUser />,
      children: [
        { path: SEARCH_PATH[side], lazy: search, handle: pageTitle(SEARCH_PAGE_TEXT[side].title) },
        { path: 'opportunities-for-you', lazy: forYou, handle: pageTitle(FOR_YOU_TEXT[side].title) },
        { path: 'opportunities/:id', lazy: opportunity, handle: pageTitle('Opportunity') },
      ],
    },
  ];
}
