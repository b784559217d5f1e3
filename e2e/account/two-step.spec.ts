import { SECOND_FACTOR_MSG } from '@mp/domain';
import { expect, test } from '../support/test';
import { approvedFreelancer } from '../freelancer/onboarding-support';
import { LoginPage } from '../support/pages/login-page';
import { signIn } from '../support/session';
import { DEMO, DEMO_PASSWORD } from '../support/accounts';
import { shots } from '../support/shots';
import { totpCode } from '../support/second-factor';
import { signInAsAdmin } from '../support/admin';
import { watchMutation } from '../support/graphql';

/** Two-step sign-in (decision 0064): set up from My Account, then the login's second step, a wrong code and a recovery code. */
test('a freelancer sets up an authenticator app, then signs in with a code and with a recovery code', async ({ page, request }) => {
  const person = await approvedFreelancer(request, 'two-step');
  await signIn(page, { prefix: 'freelancer', email: person.email, password: person.password, landsOn: /\/(candidate|freelancer)\// });
  await page.goto('/freelancer/account');
  const card = page.getByRole('region', { name: 'Two-step sign-in' });
  await expect(card.getByText('Off', { exact: true })).toBeVisible();
  await shots(page, 'two-step-off');

  await card.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(card.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const secret = (await card.getByTestId('totp-secret').innerText()).trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await shots(page, 'two-step-setup');
  // A wrong code is refused on the field; the right one turns it on, once for a double click.
  await card.getByLabel('Code').fill('000000');
  await card.getByRole('button', { name: 'Turn on' }).click();
  await expect(card.getByText(SECOND_FACTOR_MSG.wrongCode)).toBeVisible();
  const confirms = watchMutation(page, 'confirmTotpSetup');
  await card.getByLabel('Code').fill(totpCode(secret));
  await card.getByRole('button', { name: 'Turn on' }).dblclick();
  const codes = card.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  expect(await confirms.settled()).toHaveLength(1);
  const recovery = (await codes.first().innerText()).trim();
  await shots(page, 'two-step-recovery-codes');
  await card.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(card.getByText('On', { exact: true })).toBeVisible();
  await expect(card).toContainText('Recovery codes left: 10');

  // The login form now asks for the code after the password: a wrong one, then a recovery code.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  const login = new LoginPage(page);
  await login.goto('freelancer');
  await login.signIn(person.email, person.password);
  await expect(page.getByRole('heading', { name: 'Two-step sign-in', level: 1 })).toBeVisible();
  await shots(page, 'two-step-second-step');
  await page.getByLabel('Code').fill('123456');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(SECOND_FACTOR_MSG.wrongCode)).toBeVisible();
  await page.getByLabel('Code').fill(recovery);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).not.toHaveURL(/login/, { timeout: 20_000 });

  // The same recovery code a second time: refused.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await login.goto('freelancer');
  await login.signIn(person.email, person.password);
  await page.getByLabel('Code').fill(recovery);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(SECOND_FACTOR_MSG.wrongCode)).toBeVisible();
  // The app's next code signs in (the set-up spent this step's).
  await page.getByLabel('Code').fill(totpCode(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).not.toHaveURL(/login/, { timeout: 20_000 });
  await page.goto('/freelancer/account');
  await expect(page.getByRole('region', { name: 'Two-step sign-in' })).toContainText('Recovery codes left: 9');
});

test('the console opens for the demo administrator after the second step', async ({ page }) => {
  await signInAsAdmin(page);
  await expect(page.getByRole('navigation', { name: 'Console navigation' })).toBeVisible();
});

test("a team's admin is asked on the dashboard to set up two-step sign-in, and may put it off for now", async ({ page }) => {
  await signIn(page, { prefix: 'company', email: DEMO.employer, password: DEMO_PASSWORD, landsOn: '/company/dashboard' });
  const reminder = page.getByRole('region', { name: "Protect your team's account" });
  await expect(reminder).toBeVisible();
  await shots(page, 'two-step-reminder');
  await expect(reminder.getByRole('link', { name: 'Set up two-step sign-in' })).toHaveAttribute('href', '/company/account');
  await reminder.getByRole('button', { name: 'Not now' }).click();
  await expect(reminder).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(reminder).toBeHidden();
});
