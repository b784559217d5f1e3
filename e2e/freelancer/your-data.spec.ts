import { MSG } from '@mp/domain';
import { PERSON } from '../support/accounts';
import { AppShell } from '../support/pages/app-shell';
import { LoginPage } from '../support/pages/login-page';
import { signIn, storedToken } from '../support/session';
import { expect, test } from '../support/test';
import { FILES, uploadPrivate } from './files-support';
import { attempt, historyFreelancer } from './history-support';
import { readDownload } from './your-data-support';

/**
 * "Your data" (issue 10, decision 0035): a fresh freelancer downloads everything we hold about them, their
 * CV included, then deletes the account from the same page and cannot sign in again.
 */
test('a freelancer downloads their data, deletes the account, and cannot sign in again', async ({ page, request }) => {
  const me = await historyFreelancer(request, 'your-data', { approve: true });
  const cv = await uploadPrivate(request, 'resumes', me.token, { name: 'Robin Tester CV.pdf', buffer: FILES.pdf });
  expect(cv.status).toBe(201);

  await signIn(page, { prefix: 'freelancer', email: me.email, password: me.password, landsOn: /\/freelancer\/(?!login)/ });
  // Reached from the account menu.
  const shell = new AppShell(page);
  await (await shell.openAccountMenu()).filter({ hasText: 'Your data' }).click();
  await expect(page).toHaveURL('/freelancer/your-data');
  await expect(page).toHaveTitle(/Your data/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your data' })).toBeVisible();

  // The download: their name and the CV itself.
  const saving = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download your data' }).click();
  const download = await saving;
  expect(download.suggestedFilename()).toMatch(/^your-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const { data, entries } = await readDownload(download);
  expect(data.account).toMatchObject({ email: me.email, first_name: PERSON.first_name, last_name: PERSON.last_name });
  expect(JSON.stringify(data)).not.toContain('password_hash');
  const [file] = data.files.cvs;
  expect(file).toMatchObject({ file_name: 'Robin Tester CV.pdf' });
  expect(Buffer.from(entries[file!.path]!).equals(FILES.pdf)).toBe(true);

  // A wrong password is refused in the modal, with the spec's words.
  await page.getByRole('button', { name: 'Delete your account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account' });
  await dialog.getByLabel('Password').fill('Not-my-pass1!');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText(MSG.incorrectPassword)).toBeVisible();

  await dialog.getByLabel('Password').fill(me.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  // The toast shows as the deletion answers and lasts 4 s; the login page may take longer to load on a busy machine.
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(page).toHaveURL('/freelancer/login');
  expect(await storedToken(page)).toBeNull();
  // The old session is dead on the server too.
  expect((await attempt(request, '{ me { id } }', {}, me.token)).code).toBe('UNAUTHENTICATED');

  const login = new LoginPage(page);
  await login.signIn(me.email, me.password);
  await expect(page.getByText(MSG.wrongCredentials)).toBeVisible();
  await expect(page).toHaveURL(/\/freelancer\/login/);
});

test('the page fits a 390 px screen and opens the confirmation', async ({ page, request }) => {
  const me = await historyFreelancer(request, 'your-data-390');
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, { prefix: 'freelancer', email: me.email, password: me.password, landsOn: /\/freelancer\/(?!login)/ });
  await page.goto('/freelancer/your-data');
  await expect(page.getByRole('heading', { level: 1, name: 'Your data' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Delete your account' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete your account' })).toBeVisible();
});
