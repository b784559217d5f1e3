import { expect, test } from '../support/test';
import { DEMO, DEMO_PASSWORD } from '../support/accounts';
import { AppShell } from '../support/pages/app-shell';
import { LoginPage } from '../support/pages/login-page';
import { signIn } from '../support/session';

test.describe('side navigation', () => {
  test("signed out: the visitor's entries, as in the header, and Login, which leads to the login of the group in the address", async ({ page }) => {
    const shell = new AppShell(page);
    await page.goto('/agency/forgot-password');
    await expect(shell.sideNav).toBeVisible();
    // Not Login alone (issue 23, item 15): what the header offers a visitor, then Login.
    await expect(shell.sideNav.getByRole('link')).toHaveText(['Add Opportunity', 'Sign Up', 'Login']);
    await expect(shell.sideNav.getByRole('link', { name: 'Add Opportunity' })).toHaveAttribute('href', '/company/register');
    await expect(shell.sideNav.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/agency/register');
    if (process.env.E2E_SHOTS_DIR) await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/side-nav-visitor-1280.png` });
    await shell.sideNav.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL('/agency/login');
    await expect(new LoginPage(page).heading).toBeVisible();
    // On the login page, Login once (the header's Login is the side navigation's), the current page marked.
    await expect(shell.sideNav.getByRole('link')).toHaveText(['Add Opportunity', 'Login']);
    await expect(shell.sideNav.getByRole('link', { name: 'Login' })).toHaveAttribute('data-active', 'true');

    // Under the employer alias, the employer login; outside any group, the freelancer login (as the root does).
    await page.goto('/employer/forgot-password');
    await expect(shell.sideNav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/employer/login');
    await page.goto('/marketing/how-it-works');
    await expect(shell.sideNav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/freelancer/login');
  });

  test('signed in: no Login item, and Logout instead', async ({ page }) => {
    await signIn(page, { prefix: 'agency', email: DEMO.agency, password: DEMO_PASSWORD, landsOn: '/agency/dashboard' });
    const shell = new AppShell(page);
    await expect(shell.sideNav.getByRole('link', { name: 'Logout' })).toBeVisible();
    await expect(shell.sideNav.getByRole('link', { name: 'Login' })).toHaveCount(0);
  });
});

test.describe('side navigation at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('signed out, the side navigation gives way to the hamburger menu, which has Login', async ({ page }) => {
    await page.goto('/agency/forgot-password');
    const shell = new AppShell(page);
    await expect(shell.sideNav).toBeHidden();
    const links = await shell.openMobileMenu();
    await expect(links).toHaveText(['Add Opportunity', 'Sign Up', 'Login']);
    await expect(links.filter({ hasText: 'Login' })).toHaveAttribute('href', '/agency/login');
    if (process.env.E2E_SHOTS_DIR) await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/side-nav-visitor-menu-390.png` });
  });
});
