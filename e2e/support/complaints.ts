import type { Page } from '@playwright/test';

/**
 * What a page complains of while a test runs: console errors and warnings, uncaught errors (hydration
 * mismatches are reported there) and breaches of the content security policy, which the browser reports
 * as an event, not in the console (a library probing for eval, say). Call before the page is opened.
 */
export async function complaints(page: Page): Promise<string[]> {
  const found: string[] = [];
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`)),
  );
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') found.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => found.push(`uncaught: ${error.message}`));
  return found;
}
