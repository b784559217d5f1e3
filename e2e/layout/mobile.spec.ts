import { expect, test, type Page } from '../support/test';
import { DEMO, DEMO_PASSWORD } from '../support/accounts';
import { ACCOUNT_MENU, HEADER, mobileMenu } from '../support/menus';
import { AppShell } from '../support/pages/app-shell';
import { LoginPage } from '../support/pages/login-page';

/** The page is no wider than the phone: nothing to scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: 'page width' }).toBeLessThanOrEqual(390);
}

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.describe('phone width (390×844)', () => {
  test('sign in, the hamburger menu with the same items as the desktop header and account menu, sign out', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto('employer');
    await expectNoSidewaysScroll(page);
    await login.signIn(DEMO.employer, DEMO_PASSWORD);
    await expect(page).toHaveURL('/company/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page);

    const shell = new AppShell(page);
    // The wide-screen header links, account menu and side navigation give way to the hamburger.
    await expect(shell.mainNav).toBeHidden();
    await expect(shell.accountMenuButton).toBeHidden();
    await expect(shell.sideNav).toBeHidden();

    const links = await shell.openMobileMenu();
    await expect(links).toHaveText(mobileMenu(HEADER.companyPoster, ACCOUNT_MENU.companyAdmin));
    await shell.mobileNav.getByRole('link', { name: 'Log out' }).tap();
    await expect(page).toHaveURL('/company/login');
    await expect(login.heading).toBeVisible();
  });

  test('a member sees the same restricted items in the hamburger menu', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto('company');
    await login.signIn(DEMO.member, DEMO_PASSWORD);
    await expect(page).toHaveURL('/company/dashboard');
    const links = await new AppShell(page).openMobileMenu();
    await expect(links).toHaveText(mobileMenu(HEADER.companyNoPosting, ACCOUNT_MENU.companyMember));
  });

  test('visitors get the public pages and Log in in the hamburger menu', async ({ page }) => {
    await new LoginPage(page).goto('candidate');
    const links = await new AppShell(page).openMobileMenu();
    await expect(links).toHaveText(['Find work', 'Agencies', 'For employers', 'Log in']);
  });
});
