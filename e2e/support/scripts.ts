import { expect, type Page } from '@playwright/test';

/** The paths of the resources of one type ('script', 'stylesheet') the page requests from now on (a live list). */
export function requestsOf(page: Page, type: string): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === type) paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/**
 * Checks that the page links each stylesheet once and that the browser fetched exactly those, once each: none again
 * by the chunks that import it. `fetched` is requestsOf(page, 'stylesheet'), started before the page was opened.
 */
export async function expectEachStylesheetFetchedOnce(page: Page, fetched: string[]): Promise<void> {
  const linked = await page
    .locator('link[rel="stylesheet"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(linked.length).toBeGreaterThan(0);
  expect(new Set(linked).size).toBe(linked.length);
  expect([...fetched].sort()).toEqual([...linked].sort());
}

/** The paths of the scripts the page requests from now on (a live list), to check what a page loads and when. */
export function scriptRequests(page: Page): string[] {
  return requestsOf(page, 'script');
}

/**
 * Holds every script of the app (the entry, the routes' chunks) until the returned function is called: the page stays
 * as the server's HTML drew it, not yet live. Open the page with `waitUntil: 'commit'` (its load waits for them).
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^?]+\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Whether the app has hydrated the page (root.tsx marks <html> once it is live). */
export const live = (page: Page) => page.locator('html[data-hydrated="true"]');

/** The main frame's document requests from now on (a live list): a reload or a native form submission adds one. */
export function documentRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) urls.push(request.url());
  });
  return urls;
}
