import { expect, test } from '../support/test';
import { DEMO, DEMO_PASSWORD } from '../support/accounts';
import { AppShell } from '../support/pages/app-shell';
import { LoginPage } from '../support/pages/login-page';
import { live, scriptRequests } from '../support/scripts';
import { signIn } from '../support/session';

// Issue 38: the side navigation is the signed-in areas' only. On a public page it repeated the header and left an
// empty column; what it offered a visitor (the header's entries and Login) is in the header and the phone menu.

const SHOTS = process.env.E2E_SHOTS_DIR;

test.describe('side navigation', () => {
  test("a visitor's public pages have none, and do not fetch its code; the header has its entries and Login", async ({ page }) => {
    const scripts = scriptRequests(page);
    const shell = new AppShell(page);
    for (const path of ['/company/login', '/jobs', '/agency/forgot-password', '/marketing/how-it-works']) {
      await page.goto(path);
      await expect(live(page), path).toBeAttached();
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expect(shell.sideNav, path).toHaveCount(0);
      // The page has the width: its main column starts at the window's edge, not after an empty column.
      expect((await page.locator('#main-content').boundingBox())?.x, path).toBe(0);
    }
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => /\/(SideNav|Collapse)-/.test(path))).toEqual([]);

    await page.goto('/agency/forgot-password');
    await expect(shell.headerLinks()).toHaveText(['Find work', 'Agencies', 'For employers', 'Log in', 'Sign up']);
    await expect(shell.mainNav.getByRole('link', { name: 'Find work' })).toHaveAttribute('href', '/jobs');
    await expect(shell.mainNav.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/agency/register');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/side-nav-visitor-1280.png` });
    await shell.mainNav.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL('/agency/login');
    await expect(new LoginPage(page).heading).toBeVisible();
    // On the login page, no Sign up (the form offers it).
    await expect(shell.headerLinks()).toHaveText(['Find work', 'Agencies', 'For employers', 'Log in']);

    // Under the employer alias, the employer login; outside any group, the freelancer login (as the root does).
    await page.goto('/employer/forgot-password');
    await expect(shell.mainNav.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/employer/login');
    await page.goto('/marketing/how-it-works');
    await expect(shell.mainNav.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/freelancer/login');
  });

  test('signed in: the signed-in areas have it, with Log out and no Log in; the public pages have none', async ({ page }) => {
    await signIn(page, { prefix: 'agency', email: DEMO.agency, password: DEMO_PASSWORD, landsOn: '/agency/dashboard' });
    const shell = new AppShell(page);
    await expect(shell.sideNav).toBeVisible();
    await expect(shell.sideNav.getByRole('link', { name: 'Log out' })).toBeVisible();
    await expect(shell.sideNav.getByRole('link', { name: 'Log in' })).toHaveCount(0);
    await expect(shell.sideNav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('data-active', 'true');

    // A public page, opened by a member too, has the width.
    await page.goto('/jobs');
    await expect(live(page)).toBeAttached();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(shell.mainNav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(shell.sideNav).toHaveCount(0);
    // And back in the area by a link of the header, the side navigation with it.
    await shell.mainNav.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL('/agency/dashboard');
    await expect(shell.sideNav.getByRole('link', { name: 'Log out' })).toBeVisible();
  });
});

test.describe('side navigation at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("signed out, the hamburger menu has the header's entries and Log in", async ({ page }) => {
    await page.goto('/agency/forgot-password');
    const shell = new AppShell(page);
    await expect(shell.sideNav).toHaveCount(0);
    const links = await shell.openMobileMenu();
    await expect(links).toHaveText(['Find work', 'Agencies', 'For employers', 'Log in', 'Sign up']);
    await expect(links.filter({ hasText: 'Log in' })).toHaveAttribute('href', '/agency/login');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/side-nav-visitor-menu-390.png` });
  });
});
