import { expect, test } from '../support/test';
import { freshEmail, registerAccount, whoIs } from '../support/accounts';
import { countMailsTo, readResetLink } from '../support/mail';
import { AppShell } from '../support/pages/app-shell';
import { LoginPage } from '../support/pages/login-page';
import { lhUserCookie, signInThroughForm, storedToken } from '../support/session';
import { toast } from '../support/toast';
import { onboardedCompany } from '../company/company-support';

const RESET_SENT = 'If an account exists for that email, we have sent a link to reset the password.';
const RESET_EXPIRED = 'Your password reset token has expired. Please trigger another request to get a new link.';

test.describe('forgot and reset password', () => {
  test('the emailed link sets a new password once; the same link again has expired', async ({ page, request }) => {
    const account = await registerAccount(request, 'FREELANCER', 'reset');
    const newPassword = 'Renewed-pass2#';

    // From the login page to the forgot-password page.
    const login = new LoginPage(page);
    await login.goto('candidate');
    await login.forgotLink.click();
    await expect(page).toHaveURL('/candidate/forgot-password');
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Need an account?' })).toHaveAttribute('href', '/candidate/register');
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByRole('button', { name: 'Send Password Reset' }).click();
    await expect(page.getByRole('status').filter({ hasText: RESET_SENT })).toBeVisible();

    // The link from the email.
    const link = await readResetLink(account.email);
    expect(new URL(link).pathname).toBe('/freelancer/reset-password');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Set your new password' })).toBeVisible();
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm New Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();

    // Candidate kinds go to the candidate login, with the 'password reset' banner.
    await expect(page).toHaveURL('/candidate/login?reset=1');
    await expect(page.getByRole('status').filter({ hasText: 'Password reset' })).toBeVisible();

    // The same link a second time.
    await page.goto(link);
    await page.getByLabel('New Password', { exact: true }).fill('Another-pass3$');
    await page.getByLabel('Confirm New Password', { exact: true }).fill('Another-pass3$');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(toast(page, RESET_EXPIRED)).toBeVisible();
    await expect(page).toHaveURL(/\/freelancer\/reset-password\?/);

    // The old password no longer works; the new one does.
    await login.goto('candidate');
    await login.signIn(account.email, account.password);
    await expect(toast(page, 'Wrong email / password combination!')).toBeVisible();
    await login.signIn(account.email, newPassword);
    // Signed in: a new freelancer without a bio is sent on from the dashboard to sign-up step 3 (decision 0033).
    await expect(page).toHaveURL('/freelancer/complete-profile/2');
  });

  test('the answer is the same for an email without an account, and nothing is mailed', async ({ page }) => {
    const email = freshEmail('nobody');
    await page.goto('/employer/forgot-password');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send Password Reset' }).click();
    await expect(page.getByRole('status').filter({ hasText: RESET_SENT })).toBeVisible();
    expect(countMailsTo(email)).toBe(0);
  });
});

test.describe('change password', () => {
  test('a wrong current password gives "Incorrect password!"; the right one changes it', async ({ page, request }) => {
    const account = await onboardedCompany(request, 'change');
    const newPassword = 'Changed-pass4%';
    await signInThroughForm(page, { prefix: 'company', email: account.email, password: account.password, landsOn: '/company/dashboard' });

    const shell = new AppShell(page);
    await (await shell.openAccountMenu()).filter({ hasText: 'Change password' }).click();
    await expect(page).toHaveURL('/company/change-password');
    await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();

    const current = page.getByLabel('Current Password', { exact: true });
    const fresh = page.getByLabel('New Password', { exact: true });
    const confirm = page.getByLabel('Confirm New Password', { exact: true });
    const submit = page.getByRole('button', { name: 'Change Password' });

    await current.fill('Wrong-current1!');
    await fresh.fill(newPassword);
    await confirm.fill(newPassword);
    await submit.click();
    await expect(toast(page, 'Incorrect password!')).toBeVisible();

    await current.fill(account.password);
    await fresh.fill(newPassword);
    await confirm.fill(newPassword);
    await submit.click();
    await expect(toast(page, 'Password changed successfully!')).toBeVisible();
    // This session stays signed in.
    expect(await whoIs(request, (await storedToken(page))!)).toBe(account.email);

    // The new password is the one that signs in now.
    await (await shell.openAccountMenu()).filter({ hasText: 'Log out' }).click();
    await expect(page).toHaveURL('/company/login');
    const login = new LoginPage(page);
    await login.signIn(account.email, newPassword);
    await expect(page).toHaveURL('/company/dashboard');
  });
});

test.describe('expired session', () => {
  test('a token revoked elsewhere logs the other browser out with the toast linking to the company login', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    const account = await onboardedCompany(request, 'revoked');
    const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const otherPage = await other.newPage();
    await signInThroughForm(page, { prefix: 'company', email: account.email, password: account.password, landsOn: '/company/dashboard' });
    await signInThroughForm(otherPage, { prefix: 'company', email: account.email, password: account.password, landsOn: '/company/dashboard' });

    // Changing the password in the first browser signs out every other session.
    await page.goto('/company/change-password');
    await page.getByLabel('Current Password', { exact: true }).fill(account.password);
    await page.getByLabel('New Password', { exact: true }).fill('Moved-on-pass5&');
    await page.getByLabel('Confirm New Password', { exact: true }).fill('Moved-on-pass5&');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(toast(page, 'Password changed successfully!')).toBeVisible();

    // The second browser comes back to its tab.
    await otherPage.reload();
    const message = 'You have been logged out. Please click here to log in again.';
    const loggedOut = toast(otherPage, message);
    await expect(loggedOut).toBeVisible();
    expect(await lhUserCookie(other)).toBeUndefined();
    expect(await storedToken(otherPage)).toBeNull();
    // Clicking the message goes to the company login, back to where the person was afterwards.
    await loggedOut.getByRole('button', { name: message }).click();
    await expect(otherPage).toHaveURL(`/company/login?redirectTo=${encodeURIComponent('/company/dashboard')}`);
    await expect(new LoginPage(otherPage).heading).toBeVisible();
    await other.close();
  });
});
