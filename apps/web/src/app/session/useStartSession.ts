import type { QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { loadedQueryClient, loadQueryClient } from '../query';
import type { SessionUser } from './documents';
import { meQueryKey } from './me-query';
import { startSession } from './session-store';

/**
 * Stores a new session and seeds the `me` cache with the user that came with the token. On a first page
 * (app/query.tsx) the query client may not be here yet: it is seeded as it arrives, before any page that
 * reads `me` can render (they wait for the client too).
 */
export function useStartSession(): (token: string, user: SessionUser) => void {
  return useCallback((token, user) => {
    const seed = (client: QueryClient) => client.setQueryData(meQueryKey(token), { me: user });
    const client = loadedQueryClient();
    if (client) seed(client);
    else void loadQueryClient().then(seed, () => undefined);
    startSession(token, user);
  }, []);
}
