import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { SessionUser } from './documents';
import { startSession } from './session-store';
import { meQueryKey } from './useMeSync';

/** Stores a new session and seeds the `me` cache with the user that came with the token. */
export function useStartSession(): (token: string, user: SessionUser) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (token, user) => {
      queryClient.setQueryData(meQueryKey(token), { me: user });
      startSession(token, user);
    },
    [queryClient],
  );
}
