import { expect, test } from '../support/test';
import { freshEmail, registerAccount } from '../support/accounts';
import { signInAsAdmin } from '../support/admin';
import { signIn } from '../support/session';
import { toast } from '../support/toast';

const RESET_SENT = 'If an account exists for that email, we have sent a link to reset the password.';

test('change password with an empty current password asks for it', async ({ page, request }) => {
  const account = await registerAccount(request, 'FREELANCER', 'empty-current');
  // A new freelancer without a bio is sent on to sign-up step 3 (decision 0033); the page tested is reached directly.
  await signIn(page, { prefix: 'freelancer', email: account.email, password: account.password, landsOn: '/freelancer/complete-profile/2' });
  await page.goto('/freelancer/change-password');
  await page.getByLabel('New Password', { exact: true }).fill('Changed-pass4%');
  await page.getByLabel('Confirm New Password', { exact: true }).fill('Changed-pass4%');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Please enter a password', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Current Password', { exact: true })).toHaveAccessibleDescription('Please enter a password');
});

test('forgot password shows its answer once', async ({ page }) => {
  await page.goto('/employer/forgot-password');
  await page.getByLabel('Email', { exact: true }).fill(freshEmail('once'));
  await page.getByRole('button', { name: 'Send Password Reset' }).click();
  await expect(page.getByRole('status').filter({ hasText: RESET_SENT })).toBeVisible();
  // Give a toast the time it would take to appear: there is none, the text is on the page once.
  await page.waitForTimeout(800);
  await expect(toast(page, RESET_SENT)).toHaveCount(0);
  await expect(page.getByText(RESET_SENT, { exact: true })).toHaveCount(1);
});

test('dates read DD/MM/YYYY in the console', async ({ page, request }) => {
  // An account registered now: its date is today's, whenever the run started (a demo account's date is the
  // day the run's database was seeded, which is yesterday for a run that crosses midnight).
  const ddmmyyyy = (d: Date) => `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
  const before = ddmmyyyy(new Date());
  const account = await registerAccount(request, 'FREELANCER', 'console-date');
  const after = ddmmyyyy(new Date());
  await signInAsAdmin(page);
  await page.getByRole('searchbox', { name: 'Search' }).fill(account.email);
  const row = page.getByRole('row').filter({ hasText: account.email });
  await expect(row).toContainText(before === after ? after : new RegExp(`${before}|${after}`));
});
