import { groupOfPrefix, type Group } from '@mp/domain';
import { useContext, useSyncExternalStore } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router';
import { userGroup, type UserLike } from './session/rules';
import { getSession, subscribeSession } from './session/session-store';
import { RenderedSession } from './session/useSession';

/**
 * Whose colours a page shows: a signed-in user always sees their own group's (a guest: their active team's), wherever
 * they are, so a freelancer on a company URL still sees the consultant theme; until the page is live, the group of
 * the user's theme cookie, which the server reads (root.tsx); visitors (and administrators, who have no group) see the
 * theme of the URL's group, so /agency/login looks like the agency; elsewhere the freelancers'.
 */
export function chooseThemeGroup({ user, cookieGroup, pathname }: { user: UserLike | null; cookieGroup: Group | null | undefined; pathname: string }): Group {
  return (user && userGroup(user)) ?? cookieGroup ?? groupOfPrefix(pathname.split('/')[1]) ?? 'freelancer';
}

/**
 * The page's theme group, for the Mantine theme (AppProviders) and for <html>'s theme attribute (root.tsx), which
 * selects the theme's CSS variables. The server and the hydrating page have no stored session: both choose from the
 * cookie and the URL, so the server's HTML has the colours the live page keeps.
 */
export function useThemeGroup(): Group {
  const { pathname } = useLocation();
  const rendered = useContext(RenderedSession);
  const cookieGroup = useRouteLoaderData<{ themeGroup: Group | null }>('root')?.themeGroup;
  // The group, not the session, is what is compared as the page goes live: the document (outside the rendered
  // session) had the stored session differ from the server's none, and rendered itself again at once, synchronously.
  return useSyncExternalStore(
    subscribeSession,
    () => chooseThemeGroup({ user: getSession()?.user ?? null, cookieGroup, pathname }),
    () => chooseThemeGroup({ user: rendered?.user ?? null, cookieGroup, pathname }),
  );
}
