import { expect, test, type Page } from '../support/test';
import { DEMO, DEMO_PASSWORD } from '../support/accounts';
import { AppShell } from '../support/pages/app-shell';
import { signIn } from '../support/session';

// Issue 23, item 10: seekers reach their search from the menus, not only through a dashboard link.

const SHOTS = process.env.E2E_SHOTS_DIR;

async function signInAs(page: Page, prefix: 'freelancer' | 'agency', email: string) {
  await signIn(page, { prefix, email, password: DEMO_PASSWORD, landsOn: `/${prefix}/dashboard` });
  return new AppShell(page);
}

test("a freelancer's header and side navigation lead to the job search", async ({ page }) => {
  const shell = await signInAs(page, 'freelancer', DEMO.freelancer);
  await expect(shell.sideNav.getByRole('link', { name: 'Find Work' })).toHaveAttribute('href', '/freelancer/latest-opportunities');
  await shell.mainNav.getByRole('link', { name: 'Find Work' }).click();
  await expect(page).toHaveURL('/freelancer/latest-opportunities');
  await expect(page.getByRole('heading', { name: 'Job Opportunities', level: 1 })).toBeVisible();
  // The side navigation marks where the person is.
  await expect(shell.sideNav.getByRole('link', { name: 'Find Work' })).toHaveAttribute('data-active', 'true');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/find-work-freelancer-1280.png` });
});

test("an agency's header and side navigation lead to the project search", async ({ page }) => {
  const shell = await signInAs(page, 'agency', DEMO.agency);
  await expect(shell.mainNav.getByRole('link', { name: 'Find Work' })).toHaveAttribute('href', '/agency/opportunities');
  await shell.sideNav.getByRole('link', { name: 'Find Work' }).click();
  await expect(page).toHaveURL('/agency/opportunities');
  await expect(page.getByRole('heading', { name: 'Project Opportunities', level: 1 })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/find-work-agency-1280.png` });
});

test('companies have no Find Work: they post, not seek', async ({ page }) => {
  await signIn(page, { prefix: 'company', email: DEMO.employer, password: DEMO_PASSWORD, landsOn: '/company/dashboard' });
  const shell = new AppShell(page);
  await expect(shell.mainNav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(shell.mainNav.getByRole('link', { name: 'Find Work' })).toHaveCount(0);
  await expect(shell.sideNav.getByRole('link', { name: 'Find Work' })).toHaveCount(0);
});

test.describe('phone width', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("a freelancer's hamburger menu leads to the job search", async ({ page }) => {
    const shell = await signInAs(page, 'freelancer', DEMO.freelancer);
    await shell.openMobileMenu();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/find-work-freelancer-menu-390.png` });
    await shell.mobileNav.getByRole('link', { name: 'Find Work' }).tap();
    await expect(page).toHaveURL('/freelancer/latest-opportunities');
    await expect(page.getByRole('heading', { name: 'Job Opportunities', level: 1 })).toBeVisible();
    await expect(shell.mobileNav).toBeHidden();
  });
});
