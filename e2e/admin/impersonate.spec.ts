import { expect, test } from '../support/test';
import { DEMO, registerAccount, whoIs } from '../support/accounts';
import { AdminConsole, impersonationBanner, signInAsAdmin } from '../support/admin';
import { storedToken } from '../support/session';

test('an administrator impersonates a freelancer, sees the banner on every page, and returns to the console', async ({ page, request }) => {
  await signInAsAdmin(page);
  const console = new AdminConsole(page);
  await console.openAccount(DEMO.freelancer);
  const accountUrl = page.url();
  const adminToken = await storedToken(page);

  // Note the one-time link the server issues (the console opens it in this tab at once).
  let link = '';
  await page.route('**/graphql', async (route) => {
    if (!(route.request().postData() ?? '').includes('adminStartImpersonation')) return route.continue();
    const response = await route.fetch();
    const body = (await response.json()) as { data: { adminStartImpersonation: { url: string } } };
    link = body.data.adminStartImpersonation.url;
    await route.fulfill({ response, json: body });
  });
  await page.getByRole('button', { name: 'Impersonate' }).click();

  // The freelancer's dashboard (spec 2.3: the candidate dashboard), with the banner: a sign-in's wait.
  await expect(page).toHaveURL('/candidate/dashboard', { timeout: 20_000 });
  expect(link).toMatch(/\/impersonate\/\d+\?token=/);
  await page.unroute('**/graphql');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const banner = impersonationBanner(page);
  await expect(banner).toContainText('You are signed in as Freya Freelancer by an administrator');
  const freelancerToken = await storedToken(page);
  expect(freelancerToken).not.toBe(adminToken);
  expect(await whoIs(request, freelancerToken!)).toBe(DEMO.freelancer);

  // Every page of the session shows it.
  await page.goto('/freelancer/account');
  await expect(banner).toBeVisible();

  await banner.getByRole('button', { name: 'Return to console' }).click();
  await expect(page).toHaveURL(accountUrl);
  await expect(console.accountHeading('Freya Freelancer')).toBeVisible();
  await expect(banner).toHaveCount(0);
  expect(await storedToken(page)).toBe(adminToken);
  // The impersonated session was ended on the server.
  expect(await whoIs(request, freelancerToken!)).toBe('UNAUTHENTICATED');

  // The audit log names both accounts.
  await console.nav.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('row').filter({ hasText: /impersonat/i }).first()).toContainText(DEMO.admin);

  // The link works once: opened again it shows the error text.
  await page.goto(link);
  await expect(page.getByRole('alert').filter({ hasText: 'Could not sign in as this user' })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test("returning to the console ends the impersonated session on the server, even when the session's own sign-out is lost", async ({ page, request }) => {
  const person = await registerAccount(request, 'FREELANCER', 'impersonated-return');
  await signInAsAdmin(page);
  const console = new AdminConsole(page);
  await console.openAccount(person.email);
  const accountUrl = page.url();
  await page.getByRole('button', { name: 'Impersonate' }).click();
  const banner = impersonationBanner(page);
  await expect(banner).toBeVisible();
  const impersonatedToken = (await storedToken(page))!;
  expect(await whoIs(request, impersonatedToken)).toBe(person.email);

  // The impersonated session's sign-out never reaches the server (a dropped connection, a closed tab…).
  await page.route('**/graphql', (route) => ((route.request().postData() ?? '').includes('mutation Logout') ? route.abort() : route.continue()));
  await banner.getByRole('button', { name: 'Return to console' }).click();
  await expect(page).toHaveURL(accountUrl);
  await expect(banner).toHaveCount(0);
  // Issue 23: it stayed valid for two hours; the administrator's return now ends it on the server.
  expect(await whoIs(request, impersonatedToken)).toBe('UNAUTHENTICATED');
  expect(await whoIs(request, (await storedToken(page))!)).toBe(DEMO.admin);
});
