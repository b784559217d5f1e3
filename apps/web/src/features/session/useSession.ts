import { useSyncExternalStore } from 'react';
import { getServerSession, getSession, subscribeSession, type Session } from './session-store';

/**
 * The signed-in session (token and stored user), or null; re-renders on sign-in, sign-out and profile
 * updates. A pre-rendered page hydrates as a visitor's (the build has no session), then shows the
 * stored session at once.
 */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, getServerSession);
}

export function useSessionUser() {
  return useSession()?.user ?? null;
}
