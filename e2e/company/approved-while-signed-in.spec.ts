import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { adminToken } from '../support/content';
import { call } from '../support/graphql';
import { AppShell } from '../support/pages/app-shell';
import { signIn } from '../support/session';
import { onboardedCompany, type OnboardedCompany } from './company-support';

// Issue 23, item 7: a company approved while signed in holds its pre-approval user in the browser.

const INACTIVE_NOTICE = 'Your account is inactive.';

/** A new company (INACTIVE) signed in on its dashboard. */
async function signedInInactive(page: Page, request: APIRequestContext, tag: string): Promise<OnboardedCompany> {
  const company = await onboardedCompany(request, tag);
  await signIn(page, { prefix: 'company', email: company.email, password: company.password, landsOn: '/company/dashboard' });
  await expect(page.getByText(INACTIVE_NOTICE)).toBeVisible();
  return company;
}

async function approve(request: APIRequestContext, company: OnboardedCompany) {
  await call(request, 'mutation($id: ID!) { adminApproveUser(id: $id) { id } }', { id: company.id }, await adminToken(request));
}

test('approved while signed in, the company opens the posting form at the first try, not Page Not Found', async ({ page, request }) => {
  const company = await signedInInactive(page, request, 'approved-post');
  await approve(request, company);

  await page.goto('/company/post-opportunity');
  await expect(page.getByRole('heading', { name: 'Post New Job Opportunity', level: 1 })).toBeVisible();
  await expect(page).toHaveURL('/company/post-opportunity');
  await expect(page.getByText('Page Not Found!')).toHaveCount(0);
});

test('a company still waiting for approval reads the inactive notice on the posting form, not the form', async ({ page, request }) => {
  await signedInInactive(page, request, 'still-inactive');
  await page.goto('/company/post-opportunity');
  await expect(page).toHaveURL('/company/post-opportunity');
  await expect(page.getByRole('heading', { name: 'Your account is inactive.', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Post New Job Opportunity' })).toHaveCount(0);
});

test('the session learns of the approval when the person comes back to the tab', async ({ page, request }) => {
  const company = await signedInInactive(page, request, 'approved-focus');
  // The session's refresh listens for the tab coming back once its code has loaded (it loads after the page).
  await page.waitForLoadState('networkidle');
  const shell = new AppShell(page);
  await expect(shell.headerLinks().filter({ hasText: 'New Job Opportunity' })).toHaveCount(0);
  await approve(request, company);

  // The tab is shown again (TanStack Query's focus manager listens for visibilitychange).
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expect(shell.headerLinks().filter({ hasText: 'New Job Opportunity' })).toBeVisible();
  await expect(page.getByText(INACTIVE_NOTICE)).toHaveCount(0);
});

test('the session learns of the approval on a navigation a minute after it last asked', async ({ page, request }) => {
  await page.clock.install();
  const company = await signedInInactive(page, request, 'approved-nav');
  const shell = new AppShell(page);
  await approve(request, company);

  // A minute on, the next page the person opens.
  await page.clock.fastForward('01:01');
  await shell.headerLinks().filter({ hasText: 'My Account' }).click();
  await expect(page).toHaveURL('/company/account');
  await expect(shell.headerLinks().filter({ hasText: 'New Job Opportunity' })).toBeVisible();
});
