import { groupOfPrefix, type Group } from '@mp/domain';
import { useEffect, useLayoutEffect, useSyncExternalStore } from 'react';
import { useLocation, useMatches, type Params } from 'react-router';
import { PRODUCT_NAME } from '../ui/brand';

/**
 * Document titles: "{Page} | {PRODUCT_NAME}", saying where the reader is.
 *
 * Every route declares its page's title in its `handle` (`{ path: 'dashboard', lazy, handle: pageTitle('Dashboard') }`,
 * or a function of the URL for titles that depend on the group or the console section); the deepest
 * matched route that has one wins, and the layout writes it to the document. A page whose title depends
 * on what it loads (an article's name, or 'Page not found' for a missing one) refines its route's with
 * `usePageTitle(...)` while it is shown.
 */

export interface TitleContext {
  params: Params;
  pathname: string;
  /** The group of the URL's first segment (an alias counts), if it names one. */
  group: Group | undefined;
}

export type RouteTitle = string | ((ctx: TitleContext) => string);

/** What the app's routes carry in `handle`. */
export interface RouteHandle {
  title?: RouteTitle;
}

/** A route's handle declaring its page title. */
export const pageTitle = (title: RouteTitle): RouteHandle => ({ title });

/** The title of every 'Page Not Found!' route. */
export const NOT_FOUND_TITLE = pageTitle('Page not found');

/** The document title for a page title: "Dashboard | Marketplace" (the product's name alone without one). */
export function formatTitle(page: string | undefined): string {
  return page ? `${page} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}

// The title a page set from its data, above its route's; the newest holder wins, and only it may clear it.
let override: { id: symbol; title: string } | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const emit = () => listeners.forEach((listener) => listener());
const getOverride = () => override?.title;

/** A page's own title (from what it loaded), in place of its route's while the page is shown. */
export function usePageTitle(title: string | undefined): void {
  useLayoutEffect(() => {
    if (!title) return;
    const id = Symbol(title);
    override = { id, title };
    emit();
    return () => {
      if (override?.id !== id) return;
      override = null;
      emit();
    };
  }, [title]);
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

/** The page title matched routes declare (the deepest one that has a title); also used by the build's pre-rendering. */
export function titleOfMatches(matches: readonly { handle?: unknown; params: Params }[], pathname: string): string | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const { handle, params } = matches[i]!;
    if (!isRouteHandle(handle) || handle.title === undefined) continue;
    const { title } = handle;
    return typeof title === 'string' ? title : title({ params, pathname, group: groupOfPrefix(pathname.split('/')[1]) });
  }
  return undefined;
}

/** The page title the matched routes declare (the deepest one that has a title). */
export function useRouteTitle(): string | undefined {
  const matches = useMatches();
  const { pathname } = useLocation();
  return titleOfMatches(matches, pathname);
}

/** Keeps the document's title on the current page's (the layout calls this once, for every route). */
export function useDocumentTitle(): void {
  const routeTitle = useRouteTitle();
  const pageOwn = useSyncExternalStore(subscribe, getOverride, getOverride);
  const title = formatTitle(pageOwn ?? routeTitle);
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
}

/** For screens outside the layout (the error screen): sets the document's title directly. */
export function useFixedDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = formatTitle(page);
  }, [page]);
}
