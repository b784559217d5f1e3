import { expect, test, type Locator, type Page } from '../support/test';
import { DEMO, DEMO_PASSWORD } from '../support/accounts';
import { AdminConsole, signInAsAdmin } from '../support/admin';
import { AppShell } from '../support/pages/app-shell';
import { signInThroughForm } from '../support/session';

/** Tabs forwards and backwards through more stops than the dialog has: focus never leaves it. */
async function expectFocusTrapped(page: Page, dialog: Locator, presses = 12) {
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement)), { message: 'focus moved into the dialog' }).toBe(true);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < presses; i += 1) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((el) => el.contains(document.activeElement)), `${key} ×${i + 1} stays in the dialog`).toBe(true);
    }
  }
}

test.describe('dialogs trap focus and close with Escape', () => {
  test('the phone menu (drawer)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInThroughForm(page, { prefix: 'company', email: DEMO.employer, password: DEMO_PASSWORD, landsOn: '/company/dashboard' });
    // As with the team switcher below: the heading takes the focus once the page is drawn; open the menu after.
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    const shell = new AppShell(page);
    await shell.openMobileMenu();
    const drawer = page.getByRole('dialog');
    await expectFocusTrapped(page, drawer);
    await page.keyboard.press('Escape');
    await expect(shell.mobileNav).toBeHidden();
    await expect(shell.burger).toBeFocused();
  });

  test('the team switcher (popover)', async ({ page }) => {
    await signInThroughForm(page, { prefix: 'company', email: DEMO.guest, password: DEMO_PASSWORD, landsOn: /\/dashboard$/ });
    // The navigation hands focus to the dashboard's heading once it is drawn: open the popover after
    // that, or the heading takes the focus back from it (CI, under load).
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    const shell = new AppShell(page);
    const popup = await shell.openTeamSwitcher();
    await expectFocusTrapped(page, popup, 6);
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(shell.teamSwitcher).toBeFocused();
  });

  test("the console's confirmations (modal)", async ({ page }) => {
    await signInAsAdmin(page);
    const console = new AdminConsole(page);
    await console.openAccount(DEMO.freelancer);
    const deactivate = page.getByRole('button', { name: 'Deactivate' });
    await deactivate.click();
    const dialog = page.getByRole('dialog', { name: 'Please confirm' });
    await expect(dialog).toBeVisible();
    await expectFocusTrapped(page, dialog, 5);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(deactivate).toBeFocused();
    // Nothing was confirmed: the account is still active.
    await expect(page.getByRole('button', { name: 'Deactivate' })).toBeVisible();
  });
});
