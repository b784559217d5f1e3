import { useSyncExternalStore } from 'react';

/**
 * Pre-rendered pages (entry-server.tsx) are hydrated: their first render in the browser must give what the
 * build rendered, where there is no session, no storage and no window. This hook says when that
 * first render is going on.
 */

const noSubscription = () => () => {};

/**
 * True while rendering on the server and during the hydrating render in the browser, false afterwards
 * (React renders again once hydration is done) and on every render of a page that was not pre-rendered.
 * For what the browser knows and the build did not (the stored session, sessionStorage drafts).
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/**
 * A signed-in page the API rendered per request (entry-server.tsx renderForSession, decision 0036) carries
 * `data-server-rendered` on #root and, in a `<script type="application/json">` of this id (data, which the
 * CSP lets through as it is never run), the session's user and the queries' results it was rendered with.
 */
export const SERVER_STATE_ID = 'server-state';

/**
 * The token of the session the server renders with, in the render's query keys (['me', token]): the real
 * one never goes into the page. The browser puts its stored token in its place before hydrating.
 */
export const SERVER_TOKEN = '(server-render)';
