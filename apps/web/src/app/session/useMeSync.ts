import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { groupOfPrefix } from '@mp/domain';
import { isApiError } from '../../lib/api-error';
import { withRedirectTo } from '../../lib/redirect';
import { onForbidden } from './forbidden';
import { meQuery } from './fresh-user';
import { loginPath } from './rules';
import { clearSession, getSession, replaceSessionUser, storedLoginType } from './session-store';
import { useSession } from './useSession';

const MAX_RETRIES = 3;
/** How long a read of `me` counts as fresh for a navigation. */
const ME_FRESH_MS = 60_000;
/** A refused request reads `me` again unless it was read this recently. */
const FORBIDDEN_RECHECK_MS = 3_000;

/**
 * Refetches `me` when the app loads with a stored session, retrying failed reads (not UNAUTHENTICATED,
 * which the API client already turned into a sign-out). The fresh profile replaces the stored user;
 * a null answer clears the session and goes to the login page. The session learns on its own of what
 * changed on the server (an approval, a new role): it reads again whenever the tab is shown
 * again, and on a navigation once the last read is a minute old.
 */
export function useMeSync(): void {
  const token = useSession()?.token;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const handled = useRef<unknown>(undefined);
  const query = useQuery({
    ...meQuery(token),
    enabled: token !== undefined,
    retry: (count, error) => !isApiError(error, 'UNAUTHENTICATED') && count < MAX_RETRIES,
    staleTime: ME_FRESH_MS,
    refetchOnWindowFocus: 'always',
  });

  const { dataUpdatedAt, isFetching, refetch } = query;
  // A refusal may mean the person's place in the team changed: read `me` again (once per short while, however many
  // requests of the page were refused at once).
  useEffect(() => onForbidden(() => {
    if (Date.now() - dataUpdatedAt >= FORBIDDEN_RECHECK_MS) void refetch();
  }), [dataUpdatedAt, refetch]);
  useEffect(() => {
    if (!isFetching && Date.now() - dataUpdatedAt >= ME_FRESH_MS) void refetch();
    // On a new page only.
  }, [pathname]);

  useEffect(() => {
    if (!query.isSuccess || query.data === handled.current || !getSession()) return;
    handled.current = query.data;
    if (query.data.me) {
      // Nothing to store when nothing changed (the usual answer on load), so the page is not rendered again for it;
      // a guard that read `me` again has stored this very user already (fresh-user.ts).
      const stored = getSession()?.user;
      if (stored !== query.data.me && JSON.stringify(stored) !== JSON.stringify(query.data.me)) replaceSessionUser(query.data.me);
      return;
    }
    clearSession();
    const { pathname, search } = window.location;
    const group = groupOfPrefix(pathname.split('/')[1]) ?? groupOfPrefix(storedLoginType()) ?? 'company';
    navigate(withRedirectTo(loginPath(group), `${pathname}${search}`), { replace: true });
  }, [query.isSuccess, query.data, navigate]);
}

/** useMeSync as a component that renders nothing (the layout loads it when a session is stored). */
export function MeSync(): null {
  useMeSync();
  return null;
}
