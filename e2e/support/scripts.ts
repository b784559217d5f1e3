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
