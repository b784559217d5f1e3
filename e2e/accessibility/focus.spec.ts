import { expect, test } from '../support/test';
import { DEMO, DEMO_PASSWORD } from '../support/accounts';
import { AppShell } from '../support/pages/app-shell';
import { LoginPage } from '../support/pages/login-page';
import { signInThroughForm } from '../support/session';

test.describe('focus on navigation', () => {
  test("a first load leaves focus at the document's start; a client-side navigation moves it to the new page's heading", async ({
    page,
  }) => {
    const login = new LoginPage(page);
    await login.goto('freelancer');
    // A screen reader starts a freshly loaded document at its top by itself.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

    await login.forgotLink.click();
    await expect(page).toHaveURL('/freelancer/forgot-password');
    const heading = page.getByRole('heading', { level: 1, name: 'Forgot your password?' });
    await expect(heading).toBeFocused();
    // The next Tab goes on from the heading, into the page (not back to the header).
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);

    // Back: the login page's heading.
    await page.goBack();
    await expect(login.heading).toBeFocused();
  });

  test('links of the side navigation and of the phone menu hand focus to the page they open', async ({ page }) => {
    await signInThroughForm(page, { prefix: 'freelancer', email: DEMO.freelancer, password: DEMO_PASSWORD, landsOn: '/freelancer/dashboard' });
    // Signing in is a navigation too: the dashboard's heading has focus.
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeFocused();

    const shell = new AppShell(page);
    await shell.sideNav.getByRole('link', { name: 'My Account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeFocused();

    // On a phone the drawer closes as the page changes; focus goes to the new page, not back to the burger.
    await page.setViewportSize({ width: 390, height: 844 });
    await shell.openMobileMenu();
    await shell.mobileNav.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL('/freelancer/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeFocused();
  });
});
