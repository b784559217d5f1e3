import { createContext, useContext, useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type Session } from './session-store';

/**
 * The session a page was rendered for on the server: none for the pages every visitor gets alike, the reader's own
 * for a page rendered with their page session (root.tsx, session-store `renderedSession`).
 */
export const RenderedSession = createContext<Session | null>(null);

/**
 * The signed-in session (token and stored user), or null; re-renders on sign-in, sign-out and profile
 * updates. A page hydrates with the session it was rendered for; then the stored session shows at once.
 */
export function useSession(): Session | null {
  const rendered = useContext(RenderedSession);
  return useSyncExternalStore(subscribeSession, getSession, () => rendered);
}

export function useSessionUser() {
  return useSession()?.user ?? null;
}
