import { expect, runAxe, test } from '../support/test';

// The scan every test runs (support/test.ts) is itself tested: a clean page passes, a planted fault is named,
// not a stale result.
test.use({ axe: { scan: false } });

test('the accessibility scan passes the sign-in page and names a fault planted in it', async ({ page }) => {
  await page.goto('/freelancer/login');
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  expect((await runAxe(page)).violations).toEqual([]);

  await page.evaluate(() => {
    const img = document.createElement('img');
    img.src = '/favicon.ico';
    document.querySelector('main')?.append(img);
  });
  const { violations } = await runAxe(page);
  expect(violations.map((v) => v.id)).toEqual(['image-alt']);
});
