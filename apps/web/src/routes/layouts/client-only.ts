// The signed-in areas' and the console's Mantine styles beyond the public pages' (ui/styles/public.css).
import '../../ui/styles/member.css';
import { getSession } from '../../app/session/session-store';
import { preloadMemberParts } from '../layout/lazy-parts';
import { CLIENT_ONLY_HANDLE } from './client-only-handle';

/**
 * What makes a layout's pages client routes: the server sends the frame with a loader where the page goes
 * (HydrateFallback), and the browser renders the page, which reads the stored session.
 */
export async function clientLoader() {
  // A signed-in user's frame (menus, side navigation, the session's refresh) comes with the page's code, not after it.
  if (getSession()) await preloadMemberParts();
  return null;
}
clientLoader.hydrate = true as const;

export const handle = CLIENT_ONLY_HANDLE;
export { shouldRevalidate } from './client-only-handle';

export { PageLoader as HydrateFallback } from '../../ui/PageLoader';
