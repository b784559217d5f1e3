import { expect, test } from '../support/test';
import { AdminConsole, signInAsAdmin } from '../support/admin';

test.describe('the console on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('sections are picked from a list, and the pages fit the width', async ({ page }) => {
    await signInAsAdmin(page);
    const console = new AdminConsole(page);
    await expect(console.nav).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    for (const [label, heading] of [
      ['Outbox', 'Outbox'],
      ['Content: Articles', 'Articles'],
      ['Promo codes', 'Promo codes'],
      ['Audit log', 'Audit log'],
    ] as const) {
      await console.sectionPicker.selectOption({ label });
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
  });
});
