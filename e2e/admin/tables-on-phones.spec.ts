import { expect, test, type Locator, type Page } from '../support/test';
import { registerAccount } from '../support/accounts';
import { signInAsAdmin } from '../support/admin';
import { toast } from '../support/toast';

const PHONE = 390;

/** The element is wholly inside the window, without scrolling anything sideways. */
async function whollyOnScreen(page: Page, locator: Locator) {
  const box = (await locator.boundingBox())!;
  expect(box, 'has a box').not.toBeNull();
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE);
  // And it is what the finger would touch there (not covered by the scrolled cells).
  const hit = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button, a')?.textContent?.trim() ?? null,
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  expect(hit).toBe((await locator.textContent())?.trim());
}

test.describe('phones (390 px)', () => {
  test.use({ viewport: { width: PHONE, height: 844 }, isMobile: true, hasTouch: true });

  test.setTimeout(90_000);

  test("the console's tables keep their row actions on screen and say they scroll", async ({ page, request }) => {
    const company = await registerAccount(request, 'COMPANY', 'phone-approve');
    await signInAsAdmin(page);
    await page.getByRole('searchbox', { name: 'Search' }).fill(company.email);
    const row = page.getByRole('row').filter({ hasText: company.email });
    await expect(row).toHaveCount(1);
    // The search has been applied (the header and this one row), so the list is not redrawn under the click.
    await expect(page.getByRole('row')).toHaveCount(2);

    // The table is wider than the phone: it says so, the page itself does not scroll sideways.
    await expect(page.getByTestId('scroll-hint')).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE);

    // The row's action is on screen without scrolling, and works.
    const approve = row.getByRole('button', { name: /^Approve / });
    await whollyOnScreen(page, approve);
    await approve.click();
    await expect(toast(page, 'Account approved. The user has been emailed.')).toBeVisible();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();

    // Scrolled to the far end, the action is still there, and so is the name that opens the account.
    await page.getByTestId('wide-table').locator('div').first().evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect(row.getByRole('link')).toBeVisible();

    // The other lists with row actions: content, promo codes, reference lists.
    for (const [path, name] of [
      ['/admin/content/landing-pages', /^Edit /],
      ['/admin/content/articles', /^Edit /],
      ['/admin/reference', /^Delete /],
    ] as const) {
      await page.goto(path);
      const action = page.getByRole('button', { name }).first();
      await expect(action).toBeVisible();
      await whollyOnScreen(page, action);
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE);
    }
  });

  test('the mobile menu has one close button', async ({ page }) => {
    await page.goto('/company/login');
    const burger = page.getByRole('button', { name: 'Open menu' });
    const burgerBox = (await burger.boundingBox())!;
    await burger.click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('navigation', { name: 'Mobile navigation' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toHaveCount(1);
    await expect(drawer.getByRole('button')).toHaveCount(1);
    // The burger (a cross while open) is under the drawer, not a second close button beside it.
    const covered = await page.evaluate(
      ([x, y]) => !!document.elementFromPoint(x!, y!)?.closest('[role="dialog"]'),
      [burgerBox.x + burgerBox.width / 2, burgerBox.y + burgerBox.height / 2],
    );
    expect(covered).toBe(true);
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
  });
});
