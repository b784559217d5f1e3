import fs from 'node:fs';
import type { Page } from '@playwright/test';

/**
 * Screenshots to look at (nothing asserts on them), at 1280 and 390 px, into E2E_SHOTS_DIR when it is set; the page
 * goes back to the size it had.
 */
export async function shots(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${dir}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${dir}/${name}-390.png`, fullPage: true });
  await page.setViewportSize(size);
}
