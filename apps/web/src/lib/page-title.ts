import { groupOfPrefix, type Group } from '@mp/domain';
import { useEffect, useLayoutEffect } from 'react';
import type { MetaDescriptor, MetaFunction, Params } from 'react-router';
import { PRODUCT_NAME } from '../ui/brand';

/**
 * Document titles: "{Page} | {PRODUCT_NAME}", saying where the reader is. Every page's route module declares its
 * title with `export const meta = pageMeta('Dashboard')` (or a function of the address, for titles that depend on
 * the group or the console section). A page whose title depends on what it loads (an article's name) refines it
 * with `usePageTitle(...)` while it is shown.
 */

export interface TitleContext {
  params: Params;
  pathname: string;
  /** The group of the URL's first segment (an alias counts), if it names one. */
  group: Group | undefined;
}

export type RouteTitle = string | ((ctx: TitleContext) => string);

/** The title of every 'Page Not Found!' page. */
export const NOT_FOUND = 'Page not found';

export const SITE_DESCRIPTION =
  'Onbrief: creative and digital work, matched on brief. Employers post opportunities and projects; freelancers and agencies find them and apply.';

/** The document title for a page title: "Dashboard | Onbrief" (the product's name alone without one). */
export function formatTitle(page: string | undefined): string {
  return page ? `${page} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** The head of a page that has only a title (and the site's description). */
export const pageMeta =
  (title?: RouteTitle): MetaFunction =>
  ({ params, location }): MetaDescriptor[] => {
    const { pathname } = location;
    const page = typeof title === 'function' ? title({ params, pathname, group: groupOfPrefix(pathname.split('/')[1]) }) : title;
    return [{ title: formatTitle(page) }, { name: 'description', content: SITE_DESCRIPTION }];
  };

/** A page's own title (from what it loaded), in place of its route's while the page is shown. */
export function usePageTitle(title: string | undefined): void {
  useLayoutEffect(() => {
    if (title) document.title = formatTitle(title);
  }, [title]);
}

/** For screens outside the layout (the error screen): sets the document's title directly. */
export function useFixedDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = formatTitle(page);
  }, [page]);
}
