import type { Page } from '@playwright/test';

/** The paths of the scripts the page requests from now on (a live list), to check what a page loads and when. */
export function scriptRequests(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}
