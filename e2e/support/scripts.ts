import type { Page } from '@playwright/test';

/** The paths of the resources of one type ('script', 'stylesheet') the page requests from now on (a live list). */
export function requestsOf(page: Page, type: string): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === type) paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/** The paths of the scripts the page requests from now on (a live list), to check what a page loads and when. */
export function scriptRequests(page: Page): string[] {
  return requestsOf(page, 'script');
}
