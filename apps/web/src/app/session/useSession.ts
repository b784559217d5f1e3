import { useContext, useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type Session } from './session-store';
import { ServerSessionContext } from './server-session';

/**
 * The signed-in session (token and stored user), or null; re-renders on sign-in, sign-out and profile
 * updates. A pre-rendered page hydrates as a visitor's (the build has no session), a page the server
 * rendered for a session (decision 0036) as that session's; then the stored session shows at once.
 */
export function useSession(): Session | null {
  const serverSession = useContext(ServerSessionContext);
  return useSyncExternalStore(subscribeSession, getSession, () => serverSession);
}

export function useSessionUser() {
  return useSession()?.user ?? null;
}
