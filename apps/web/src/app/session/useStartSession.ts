import { useCallback } from 'react';
import { browserQueryClient } from '../query-client';
import type { SessionUser } from './documents';
import { meQueryKey } from './me-query';
import { startSession } from './session-store';

/** Stores a new session and seeds the `me` cache with the user that came with the token. */
export function useStartSession(): (token: string, user: SessionUser) => void {
  return useCallback((token, user) => {
    browserQueryClient.setQueryData(meQueryKey(token), { me: user });
    startSession(token, user);
  }, []);
}
