import { useSyncExternalStore } from 'react';

/**
 * Server-rendered pages are hydrated: their first render in the browser must give what the server rendered,
 * where there is no session, no storage and no window. This hook says when that first render is going on.
 */

const noSubscription = () => () => {};

/**
 * True while rendering on the server and during the hydrating render in the browser, false afterwards
 * (React renders again once hydration is done) and on every render of a page the server did not render.
 * For what the browser knows and the server does not (the stored session, sessionStorage drafts).
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}
