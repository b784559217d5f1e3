import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { groupOfPrefix } from '@mp/domain';
import { gqlRequest, isApiError } from '../../lib/api-client';
import { withRedirectTo } from '../../lib/redirect';
import { MeQuery } from './documents';
import { meQueryKey } from './me-query';
import { loginPath } from './rules';
import { clearSession, getSession, replaceSessionUser, storedLoginType } from './session-store';
import { useSession } from './useSession';

const MAX_RETRIES = 3;

/**
 * Refetches `me` when the app loads with a stored session, retrying failed reads (not UNAUTHENTICATED,
 * which the API client already turned into a sign-out). The fresh profile replaces the stored user;
 * a null answer clears the session and goes to the login page.
 */
export function useMeSync(): void {
  const token = useSession()?.token;
  const navigate = useNavigate();
  const handled = useRef<unknown>(undefined);
  const query = useQuery({
    queryKey: meQueryKey(token),
    queryFn: () => gqlRequest(MeQuery, {}),
    enabled: token !== undefined,
    retry: (count, error) => !isApiError(error, 'UNAUTHENTICATED') && count < MAX_RETRIES,
    staleTime: 60_000,
  });

  useEffect(() => {
    if (!query.isSuccess || query.data === handled.current || !getSession()) return;
    handled.current = query.data;
    if (query.data.me) {
      replaceSessionUser(query.data.me);
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
