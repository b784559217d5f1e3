import { expect, test, type Page } from '../support/test';
import { DEMO, DEMO_PASSWORD } from '../support/accounts';
import { ACCOUNT_MENU, HEADER } from '../support/menus';
import { AppShell } from '../support/pages/app-shell';
import { scriptRequests } from '../support/scripts';
import { signInThroughForm } from '../support/session';

async function signInDemo(page: Page, email: string, landsOn: string) {
  await signInThroughForm(page, { prefix: 'company', email, password: DEMO_PASSWORD, landsOn });
  return new AppShell(page);
}

test.describe('header and account menu', () => {
  test('ACTIVE company admin: New Job Opportunity and every admin entry', async ({ page }) => {
    const shell = await signInDemo(page, DEMO.employer, '/company/dashboard');
    await expect(shell.logo).toHaveAttribute('href', '/company/dashboard');
    await expect(shell.headerLinks()).toHaveText([...HEADER.companyPoster]);
    await expect(shell.sideNav.getByRole('link', { name: 'New Job Opportunity' })).toBeVisible();
    await expect(await shell.openAccountMenu()).toHaveText([...ACCOUNT_MENU.companyAdmin]);
    await expect(shell.accountMenu.getByRole('menuitem', { name: 'Company Information' })).toHaveAttribute('href', '/company/profile');
    // One team only: no team switcher.
    await expect(shell.teamSwitcher).toHaveCount(0);
  });

  test('company member: no New Job Opportunity, no Manage Team / Invitations / Billing History / Manage Payment Info', async ({
    page,
  }) => {
    const shell = await signInDemo(page, DEMO.member, '/company/dashboard');
    await expect(shell.headerLinks()).toHaveText([...HEADER.companyNoPosting]);
    await expect(shell.sideNav.getByRole('link', { name: 'New Job Opportunity' })).toHaveCount(0);
    await expect(await shell.openAccountMenu()).toHaveText([...ACCOUNT_MENU.companyMember]);
  });

  test('guest: no Company Information; the team switcher lists Brightside Agency under Other Teams and switches the home', async ({
    page,
    context,
  }) => {
    const shell = await signInDemo(page, DEMO.guest, '/company/dashboard');
    await expect(shell.headerLinks()).toHaveText([...HEADER.companyPoster]);
    await expect(await shell.openAccountMenu()).toHaveText([...ACCOUNT_MENU.companyGuestAdmin]);
    await page.keyboard.press('Escape');
    await expect(shell.accountMenu).toBeHidden();

    let popup = await shell.openTeamSwitcher();
    await expect(popup.getByText('Current team')).toBeVisible();
    await expect(popup.getByText('Northwind Studio')).toBeVisible();
    await expect(popup.getByText('Other Teams', { exact: true })).toBeVisible();
    await expect(popup.getByRole('button')).toHaveText([/Brightside Agency/]);
    const teamBefore = (await context.cookies()).find((c) => c.name === 'lh_team')?.value;

    await popup.getByRole('button', { name: 'Brightside Agency' }).click();
    // The agency group is the home now, with the agency's items (the guest is a member there).
    await expect(page).toHaveURL('/agency/dashboard');
    await expect(shell.headerLinks()).toHaveText([...HEADER.agency]);
    const teamAfter = (await context.cookies()).find((c) => c.name === 'lh_team')?.value;
    expect(teamAfter).toBeTruthy();
    expect(teamAfter).not.toBe(teamBefore);

    // Back to the company team, so the shared demo account is as it was.
    popup = await shell.openTeamSwitcher();
    await expect(popup.getByRole('button')).toHaveText([/Northwind Studio/]);
    await popup.getByRole('button', { name: 'Northwind Studio' }).click();
    await expect(page).toHaveURL('/company/dashboard');
    await expect(shell.headerLinks()).toHaveText([...HEADER.companyPoster]);
  });

  test('INACTIVE company: the inactive notice, no New Job Opportunity, no Purchase Job Posts', async ({ page }) => {
    const shell = await signInDemo(page, DEMO.inactive, '/company/dashboard');
    await expect(page.getByRole('status').filter({ hasText: 'Your account is inactive.' })).toContainText(
      'We are currently approving your account.',
    );
    await expect(shell.headerLinks()).toHaveText([...HEADER.companyNoPosting]);
    await expect(await shell.openAccountMenu()).toHaveText([...ACCOUNT_MENU.companyAdminInactive]);
  });

  test("the menus' code loads when reached for; by keyboard the menu opens with focus in it and gives it back (issue 8)", async ({ page }) => {
    const scripts = scriptRequests(page);
    const shell = await signInDemo(page, DEMO.guest, '/company/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => /\/(AccountMenuDropdown|TeamSwitcherPopover)-/.test(path))).toEqual([]);
    await expect(shell.accountMenuButton).toHaveAttribute('aria-haspopup', 'menu');
    await expect(shell.teamSwitcher).toHaveAttribute('aria-expanded', 'false');

    const menuCode = page.waitForRequest(/\/AccountMenuDropdown-[\w-]+\.js$/);
    await shell.accountMenuButton.focus();
    await menuCode;
    await page.keyboard.press('Enter');
    await expect(shell.accountMenu).toBeVisible();
    await expect.poll(() => shell.accountMenu.evaluate((menu) => menu.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(shell.accountMenu).toBeHidden();
    await expect(shell.accountMenuButton).toBeFocused();

    await shell.teamSwitcher.focus();
    await page.keyboard.press('Enter');
    await expect(shell.teamPopup).toBeVisible();
    // Opened by keyboard, it takes the focus (a press of Escape before that would land on the trigger).
    await expect.poll(() => shell.teamPopup.evaluate((popup) => popup.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(shell.teamPopup).toBeHidden();
    await expect(shell.teamSwitcher).toBeFocused();
  });

  test('freelancer and agency menus', async ({ page }) => {
    let shell = await signInDemo(page, DEMO.freelancer, '/freelancer/dashboard');
    await expect(shell.headerLinks()).toHaveText([...HEADER.freelancer]);
    await expect(await shell.openAccountMenu()).toHaveText([...ACCOUNT_MENU.freelancer]);
    await shell.accountMenu.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/freelancer/login');

    shell = await signInDemo(page, DEMO.agency, '/agency/dashboard');
    await expect(shell.headerLinks()).toHaveText([...HEADER.agency]);
    await expect(await shell.openAccountMenu()).toHaveText([...ACCOUNT_MENU.agencyAdmin]);
  });

  test('visitors: the public pages, Log in, then Sign up away from a login page; the logo leads home; the footer with the current year', async ({
    page,
  }) => {
    const shell = new AppShell(page);
    await page.goto('/employer/login');
    await expect(shell.logo).toHaveAttribute('href', '/');
    await expect(shell.headerLinks()).toHaveText(['Find work', 'Agencies', 'For employers', 'Log in']);
    await page.goto('/employer/forgot-password');
    await expect(shell.headerLinks()).toHaveText(['Find work', 'Agencies', 'For employers', 'Log in', 'Sign up']);
    await expect(shell.accountMenuButton).toHaveCount(0);
    for (const column of ['Legal', 'Candidates', 'Employers']) {
      await expect(shell.footer.getByText(column, { exact: true })).toBeVisible();
    }
    await expect(shell.footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await expect(shell.footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
  });
});
