import { PASSKEY_MSG } from '@mp/domain';
import { expect, test, type Page } from '../support/test';
import { approvedFreelancer } from '../freelancer/onboarding-support';
import { LoginPage } from '../support/pages/login-page';
import { shots } from '../support/shots';

/**
 * Passkeys (decision 0064) with Chromium's virtual authenticator: added from My Account, then a sign-in without a
 * password, the second step after the password, and removal. WebAuthn needs a domain, so the pages are opened at
 * localhost (the server on 127.0.0.1 answers it as its relying party).
 */
const local = (path: string) => new URL(path, test.info().project.use.baseURL!.replace('127.0.0.1', 'localhost')).href;

async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return { credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials };
}

async function signOut(page: Page) {
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
}

test('a freelancer adds a passkey, signs in with it without a password and as the second step, then removes it', async ({ page, request }) => {
  const person = await approvedFreelancer(request, 'passkeys');
  const authenticator = await virtualAuthenticator(page);
  const login = new LoginPage(page);
  await page.goto(local('/freelancer/login'));
  await login.signIn(person.email, person.password);
  await expect(page).not.toHaveURL(/login/, { timeout: 20_000 });

  await page.goto(local('/freelancer/account'));
  const card = page.getByRole('region', { name: 'Passkeys' });
  await expect(card.getByText('You have no passkeys yet.')).toBeVisible();
  await shots(page, 'passkeys-empty');

  // The name is checked with the shared rule, then the authenticator makes the credential.
  await card.getByRole('button', { name: 'Add a passkey' }).click();
  await card.getByRole('button', { name: 'Create passkey' }).click();
  await expect(card.getByText(PASSKEY_MSG.nameRequired)).toBeVisible();
  await card.getByLabel('Passkey name').fill('Test laptop');
  await card.getByRole('button', { name: 'Create passkey' }).click();
  const row = card.getByRole('listitem', { name: 'Test laptop' });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Not used yet');
  expect(await authenticator.credentials()).toHaveLength(1);
  await shots(page, 'passkeys-list');

  // No email, no password: the passkey tells whose account it is.
  await signOut(page);
  await page.goto(local('/freelancer/login'));
  await shots(page, 'passkeys-login');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).not.toHaveURL(/login/, { timeout: 20_000 });

  // The password now asks for the second step, which the passkey completes.
  await signOut(page);
  await page.goto(local('/freelancer/login'));
  await login.signIn(person.email, person.password);
  await expect(page.getByRole('heading', { name: 'Two-step sign-in', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Code')).toHaveCount(0);
  await shots(page, 'passkeys-second-step');
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page).not.toHaveURL(/login/, { timeout: 20_000 });

  // Removing it: the session proved the passkey a moment ago, so no step-up is asked.
  await page.goto(local('/freelancer/account'));
  await expect(row).toContainText('Last used');
  await row.getByRole('button', { name: 'Remove Test laptop' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(card.getByText('You have no passkeys yet.')).toBeVisible();

  // With no factor left, the password alone signs in again.
  await signOut(page);
  await page.goto(local('/freelancer/login'));
  await login.signIn(person.email, person.password);
  await expect(page).not.toHaveURL(/login/, { timeout: 20_000 });
});
