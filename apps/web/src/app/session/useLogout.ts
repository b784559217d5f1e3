import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { gqlRequest } from '../api-client';
import { LogoutMutation } from './documents';
import { clearSession, getSession } from './session-store';

/** Revokes the token on the server (best effort), then forgets the session and cached data. */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    if (getSession()) {
      await gqlRequest(LogoutMutation, {}, { onUnauthenticated: 'ignore' }).catch(() => undefined);
    }
    clearSession();
    queryClient.clear();
  }, [queryClient]);
}
