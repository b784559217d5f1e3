import { useCallback } from 'react';
import type { SessionUser } from './documents';
import { meQueryKey } from './me-query';
import { startSession } from './session-store';

/** Stores a new session and seeds the `me` cache with the user that came with the token. */
export function useStartSession(): (token: string, user: SessionUser) => void {
  return useCallback((token, user) => {
    // TanStack Query loads after the first pages: the cache is seeded as it arrives, before a page reads `me`.
    void import('../query-client').then(({ browserQueryClient }) => browserQueryClient.setQueryData(meQueryKey(token), { me: user }));
    startSession(token, user);
  }, []);
}
