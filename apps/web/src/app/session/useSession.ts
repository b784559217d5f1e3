import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type Session } from './session-store';

const noSession = () => null;

/**
 * The signed-in session (token and stored user), or null; re-renders on sign-in, sign-out and profile
 * updates. The server renders every page as a visitor's, so a page hydrates as one; then the stored session shows at once.
 */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, noSession);
}

export function useSessionUser() {
  return useSession()?.user ?? null;
}
