import { DEMO, DEMO_PASSWORD } from '../support/accounts';
import { AppShell } from '../support/pages/app-shell';
import { expect, test } from '../support/test';
import { openCompanyDashboard, postList } from './manage-support';

const PAGE_SESSION = 'onbrief_page_session';

test('the company dashboard comes from the server rendered for its reader, goes live as it is, and signing out ends that', async ({ page, context }) => {
  const problems: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && problems.push(message.text())));
  page.on('pageerror', (error) => problems.push(error.message));
  await openCompanyDashboard(page, DEMO.employer, DEMO_PASSWORD);
  // Signing in set the page session: a cookie the page's scripts cannot read.
  await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === PAGE_SESSION)?.httpOnly).toBe(true);

  const response = await page.reload();
  const html = (await response?.text()) ?? '';
  expect(html).toContain('data-testid="company-dashboard"');
  expect(html).toContain('Job Posts Available');
  expect(html).toContain('Senior Brand Designer');
  // The team admin's ask for a second factor comes with the page, not after it (it pushed the lists down: CLS 0.15).
  expect(html).toContain('Protect your team&#x27;s account');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  // Live as sent: the lists never gave way to a loader, and React found the page it would have rendered.
  const jobs = postList(page, 'JOB');
  await expect(jobs.row('Senior Brand Designer')).toBeVisible();
  await jobs.show('Closed');
  await jobs.show('Active');
  await expect(jobs.row('Senior Brand Designer')).toBeVisible();
  expect(problems).toEqual([]);

  const items = await new AppShell(page).openAccountMenu();
  await items.filter({ hasText: 'Log out' }).click();
  await expect(page).toHaveURL('/company/login');
  await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === PAGE_SESSION)).toBe(false);
  const after = await page.request.get('/company/dashboard');
  expect(await after.text()).not.toContain('data-testid="company-dashboard"');
});
