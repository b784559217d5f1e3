import { expect, test } from '../support/test';
import { PERSON } from '../support/accounts';
import { AdminConsole, signInAsAdmin } from '../support/admin';
import { signIn } from '../support/session';
import { toast } from '../support/toast';
import { onboardedCompany } from '../company/company-support';

const INACTIVE_NOTICE = 'Your account is inactive.';

test('an administrator approves a new employer, who then signs in to the ACTIVE dashboard', async ({ page, browser, request }) => {
  // Three sign-ins, the console and a wait for the approval mail's background job: more than the default minute on shared cores.
  test.setTimeout(90_000);
  // A new employer through onboarding step 3 (decision 0024), so sign-in lands on the dashboard.
  const employer = await onboardedCompany(request, 'approve');

  // Before approval the employer sees the inactive notice.
  const employerContext = await browser.newContext();
  const employerPage = await employerContext.newPage();
  await signIn(employerPage, { prefix: 'company', email: employer.email, password: employer.password, landsOn: '/company/dashboard' });
  await expect(employerPage.getByText(INACTIVE_NOTICE)).toBeVisible();
  await employerContext.close();

  await signInAsAdmin(page);
  const console = new AdminConsole(page);
  // The new account is among those awaiting approval (the badge shows once the count has loaded).
  await expect.poll(() => console.pendingBadgeCount()).toBeGreaterThanOrEqual(1);
  const pendingBefore = await console.pendingBadgeCount();

  // Accounts awaiting approval come first, and the new one is among them.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Inactive' }).click();
  await expect(page.getByRole('row').filter({ hasText: employer.email })).toBeVisible();

  await console.openAccount(employer.email);
  await expect(console.accountHeading(`${PERSON.first_name} ${PERSON.last_name}`)).toBeVisible();
  await expect(page.getByText('Inactive', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, 'Account approved. The user has been emailed.')).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect.poll(() => console.pendingBadgeCount()).toBe(pendingBefore - 1);

  // The approval email can be read in the outbox. It is sent by a background job (decision 0037), so it
  // may arrive a moment after the page opens; the outbox refreshes itself every 5 s.
  await console.nav.getByRole('link', { name: 'Outbox' }).click();
  // The sign-up's "being approved" mail is there too: read the approval.
  const mail = page.getByRole('row').filter({ hasText: employer.email }).filter({ hasText: 'has been approved' }).first();
  await expect(mail).toBeVisible({ timeout: 15_000 });
  await mail.getByRole('button', { name: /^Read/ }).click();
  await expect(page.getByRole('dialog').getByTestId('outbox-text')).toContainText(/has been approved/i);
  await page.keyboard.press('Escape');

  // The employer signs in again: the ACTIVE dashboard, no inactive notice.
  const againContext = await browser.newContext();
  const again = await againContext.newPage();
  await signIn(again, { prefix: 'company', email: employer.email, password: employer.password, landsOn: '/company/dashboard' });
  await expect(again.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(again.getByText(`Welcome, ${PERSON.first_name}!`)).toBeVisible();
  await expect(again.getByText(INACTIVE_NOTICE)).toHaveCount(0);
  await againContext.close();
});
