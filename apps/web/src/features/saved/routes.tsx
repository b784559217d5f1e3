import type { RouteObject } from 'react-router';
import { RequireGroupUser } from '../../app/guards';
import { lazyPage } from '../../app/lazy-page';
import { pageTitle } from '../../lib/page-title';
import { SAVED_TEXT } from './texts';

const saved = lazyPage(() => import('./SavedPage'), 'SavedPage');

/** /{freelancer|agency}/saved (decision 0054), for signed-in seekers of the area. */
export function savedRoutes(): RouteObject[] {
  return [{ element: <RequireGroupUser />, children: [{ path: 'saved', lazy: saved, handle: pageTitle(SAVED_TEXT.title) }] }];
}
