import { expect, test } from '../support/test';
import { DEMO, DEMO_PASSWORD, whoIs } from '../support/accounts';
import { LoginPage } from '../support/pages/login-page';
import { AppShell } from '../support/pages/app-shell';
import { lhUserCookie, signInThroughForm, storedToken } from '../support/session';
import { toast } from '../support/toast';

/** Every URL prefix (group and alias), the account that signs in there, and its group's home. */
const PREFIXES = [
  { prefix: 'company', email: DEMO.employer, group: 'company', signOut: 'Log out' },
  { prefix: 'employer', email: DEMO.employer, group: 'company', signOut: 'Log out' },
  { prefix: 'freelancer', email: DEMO.freelancer, group: 'freelancer', signOut: 'Log out' },
  { prefix: 'candidate', email: DEMO.freelancer, group: 'freelancer', signOut: 'Log out' },
  { prefix: 'consultant', email: DEMO.freelancer, group: 'freelancer', signOut: 'Log out' },
  { prefix: 'agency', email: DEMO.agency, group: 'agency', signOut: 'Log out' },
] as const;

test.describe('login and logout', () => {
  for (const { prefix, email, group, signOut } of PREFIXES) {
    test(`under /${prefix}: lands on /${group}/dashboard; logout revokes the token and clears the session and lh_user`, async ({
      page,
      context,
      request,
    }) => {
      const login = new LoginPage(page);
      await login.goto(prefix);
      await login.signIn(email, DEMO_PASSWORD);
      await expect(page).toHaveURL(`/${group}/dashboard`);
      await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
      expect(await lhUserCookie(context)).toMatch(/^\d+$/);
      const token = await storedToken(page);
      expect(token).toBeTruthy();
      expect(await whoIs(request, token!)).toBe(email);

      const shell = new AppShell(page);
      const items = await shell.openAccountMenu();
      await items.filter({ hasText: signOut }).click();

      await expect(page).toHaveURL(`/${group}/login`);
      await expect(login.heading).toBeVisible();
      expect(await lhUserCookie(context)).toBeUndefined();
      expect(await storedToken(page)).toBeNull();
      expect(await whoIs(request, token!)).toBe('UNAUTHENTICATED');

      // The dashboard now asks to sign in again.
      await page.goto(`/${group}/dashboard`);
      await expect(page).toHaveURL(`/${group}/login?redirectTo=${encodeURIComponent(`/${group}/dashboard`)}`);
      await expect(login.heading).toBeVisible();
    });
  }

  test('a wrong password shows "Wrong email / password combination!" and stays signed out', async ({ page, context }) => {
    const login = new LoginPage(page);
    await login.goto('candidate');
    await login.signIn(DEMO.freelancer, 'Not-the-password1!');
    await expect(toast(page, 'Wrong email / password combination!')).toBeVisible();
    await expect(page).toHaveURL('/candidate/login');
    expect(await lhUserCookie(context)).toBeUndefined();
  });

  test('redirectTo: a protected page visited signed out is where signing in lands', async ({ page }) => {
    await page.goto('/employer/account');
    await expect(page).toHaveURL(`/employer/login?redirectTo=${encodeURIComponent('/employer/account')}`);
    await new LoginPage(page).signIn(DEMO.employer, DEMO_PASSWORD);
    await expect(page).toHaveURL('/employer/account');
    await expect(page.getByRole('heading', { name: 'My Account', exact: true })).toBeVisible();
    await expect(page.getByText(DEMO.employer, { exact: true })).toBeVisible();
  });

  test('a signed-in user visiting login, register or forgot password goes to their dashboard', async ({ page }) => {
    await signInThroughForm(page, { prefix: 'agency', email: DEMO.agency, password: DEMO_PASSWORD, landsOn: '/agency/dashboard' });
    for (const path of ['/agency/login', '/agency/register', '/agency/forgot-password']) {
      await page.goto(path);
      await expect(page, path).toHaveURL('/agency/dashboard');
    }
  });
});
