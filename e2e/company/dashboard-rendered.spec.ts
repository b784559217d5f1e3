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

  // The page's own data, which must come with it and not be asked for again as it goes live.
  const PAGE_QUERIES = ['TeamOpportunities', 'CurrentCredit', 'UpcomingInterviews', 'MyCompanyPage', 'Articles', 'MySecondFactors'];
  const asked: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql')) return;
    const query = (request.postDataJSON() as { query?: string } | null)?.query ?? '';
    asked.push(/^\s*(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '?');
  });
  const response = await page.reload();
  const html = (await response?.text()) ?? '';
  expect(html).toContain('data-testid="company-dashboard"');
  expect(html).toContain('Job Posts Available');
  expect(html).toContain('Senior Brand Designer');
  // The team admin's ask for a second factor comes with the page, not after it (it pushed the lists down: CLS 0.15).
  expect(html).toContain('Protect your team&#x27;s account');
  // So do the blocks below the posts: the embed code and the community's articles.
  expect(html).toContain('data-testid="embed-snippet"');
  expect(html).toContain('Community Resources');
  expect(html).not.toContain('mantine-Skeleton-root');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.waitForLoadState('networkidle');
  // What the frame reads as it goes live (the unread count) is seen; none of the page's own queries is.
  expect(asked).toContain('UnreadMessageThreads');
  expect(asked.filter((operation) => PAGE_QUERIES.includes(operation)), 'queries asked again as the page went live').toEqual([]);
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

test('without a page session the server sends the frame, and the browser reads the dashboard for the stored session', async ({ page, context }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await openCompanyDashboard(page, DEMO.employer, DEMO_PASSWORD);
  await context.clearCookies({ name: PAGE_SESSION });
  const response = await page.reload();
  expect((await response?.text()) ?? '').not.toContain('data-testid="company-dashboard"');
  await expect(postList(page, 'JOB').row('Senior Brand Designer')).toBeVisible();
  await expect(page.getByTestId('embed-snippet')).toBeVisible();
  expect(problems).toEqual([]);
});
