import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type Session } from './session-store';

/** The signed-in session (token and stored user), or null; re-renders on sign-in, sign-out and profile updates. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession);
}

export function useSessionUser() {
  return useSession()?.user ?? null;
}
