import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from '../support/accounts';
import { call } from '../support/graphql';
import { signIn } from '../support/session';
import { expect, test, type Page } from '../support/test';
import { shoot } from '../company/team-support';
import { loginToken, postingCompany, postJob, postProject } from '../company/posting-support';
import { profileFreelancer } from './profile-support';

/** Saved posts (decision 0054): save from a card and a page, list, unsave, closed posts, a visitor through login, an agency. */

test.describe.configure({ timeout: 120_000 });

const SAVED = 'query { savedPosts(first: 50) { data { post { id closed } } } savedPostsCount }';
const savedIds = async (request: APIRequestContext, token: string) =>
  (await call<{ savedPosts: { data: { post: { id: string } }[] } }>(request, SAVED, {}, token)).savedPosts.data.map((s) => s.post.id);
const slugOf = async (request: APIRequestContext, token: string, id: string) =>
  (await call<{ opportunity: { slug: string } }>(request, 'query($id: ID!) { opportunity(id: $id) { slug } }', { id }, token)).opportunity.slug;
const close = (request: APIRequestContext, token: string, id: string) =>
  call(request, 'mutation($id: ID!, $input: CloseOpportunityInput!) { closeOpportunity(id: $id, input: $input) { id } }', { id, input: { reason: 'FILLED_ELSEWHERE' } }, token);
const toggle = (scope: Page | ReturnType<Page['locator']>, name: RegExp | string) => scope.getByRole('button', { name, exact: typeof name === 'string' });

test('a freelancer saves from a card and from the post page, lists, sees a closed one closed with apply disabled, and unsaves', async ({ page }) => {
  const word = `Quokka${randomBytes(2).toString('hex')}`;
  const company = await postingCompany(page.request, 'saved-co');
  const fromCard = await postJob(page.request, company.token, { title: `${word} card designer` });
  const fromPage = await postJob(page.request, company.token, { title: `${word} page designer` });
  const me = await profileFreelancer(page.request, 'saved-fl');
  await signIn(page, { prefix: 'freelancer', email: me.email, password: me.password, landsOn: /\/freelancer\/(?!login)/ });

  // From a card of the search.
  await page.goto(`/freelancer/latest-opportunities?search=${word}`);
  const card = page.getByTestId('opportunity-card').filter({ hasText: `${word} card designer` });
  await expect(card).toBeVisible();
  await expect(toggle(card, 'Save job')).toHaveAttribute('aria-pressed', 'false');
  await toggle(card, 'Save job').click();
  await expect(toggle(card, 'Saved')).toHaveAttribute('aria-pressed', 'true');
  await shoot(page, 'saved-cards');

  // From the post's page.
  await page.goto(`/freelancer/opportunities/${fromPage}`);
  await expect(page.getByRole('heading', { level: 1, name: `${word} page designer` })).toBeVisible();
  await toggle(page, 'Save job').click();
  await expect(toggle(page, 'Saved')).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(toggle(page, 'Saved')).toHaveAttribute('aria-pressed', 'true');
  await shoot(page, 'saved-post-page');
  expect((await savedIds(page.request, me.token)).sort()).toEqual([fromCard, fromPage].sort());

  // The dashboard's count and the list.
  await page.goto('/freelancer/dashboard');
  await expect(page.getByTestId('saved-count')).toContainText('2 saved posts');
  await shoot(page, 'saved-dashboard');
  await page.getByRole('link', { name: 'Saved', exact: true }).first().click();
  await expect(page).toHaveURL('/freelancer/saved');
  await expect(page).toHaveTitle(/Saved/);
  await expect(page.getByRole('heading', { level: 1, name: 'Saved jobs' })).toBeVisible();
  const rows = page.getByTestId('saved-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(`${word} page designer`);

  // The employer closes one: it stays, marked Closed, apply disabled.
  await close(page.request, company.token, fromCard);
  await page.reload();
  const closedRow = rows.filter({ hasText: `${word} card designer` });
  await expect(closedRow.getByText('Closed', { exact: true }).first()).toBeVisible();
  await expect(closedRow.getByRole('button', { name: 'Closed' })).toBeDisabled();
  await expect(rows.filter({ hasText: `${word} page designer` }).getByRole('link', { name: 'View and apply' })).toBeVisible();
  await shoot(page, 'saved-list');

  // Unsave from the list: the toggle says so at once; the list read again no longer has it.
  const openRow = rows.filter({ hasText: `${word} page designer` });
  await toggle(openRow, 'Saved').click();
  await expect(toggle(openRow, 'Save job')).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => savedIds(page.request, me.token)).toEqual([fromCard]);
  await page.reload();
  await expect(rows).toHaveCount(1);
});

test('a freelancer with nothing saved sees the empty list with a way to find work', async ({ page }) => {
  const me = await profileFreelancer(page.request, 'saved-empty');
  await signIn(page, { prefix: 'freelancer', email: me.email, password: me.password, landsOn: /\/freelancer\/(?!login)/ });
  await page.goto('/freelancer/saved');
  await expect(page.getByText('Nothing saved yet')).toBeVisible();
  await expect(page.getByTestId('empty-state').getByRole('link', { name: 'Find work' })).toHaveAttribute('href', '/freelancer/latest-opportunities');
  await shoot(page, 'saved-empty');
});

test('a visitor who saves on the public job page logs in and comes back with the post saved', async ({ page }) => {
  const company = await postingCompany(page.request, 'saved-visitor-co');
  const id = await postJob(page.request, company.token, { title: 'Visitor-saved illustrator' });
  const slug = await slugOf(page.request, company.token, id);
  const me = await profileFreelancer(page.request, 'saved-visitor');

  await page.goto(`/jobs/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Visitor-saved illustrator' })).toBeVisible();
  await shoot(page, 'saved-public-visitor');
  // The page is served rendered: the toggle acts once the app has hydrated it.
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await toggle(page, 'Save job').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(me.email);
  await page.getByLabel('Password', { exact: true }).fill(me.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(`/jobs/${slug}`);
  await expect(toggle(page, 'Saved')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => savedIds(page.request, me.token)).toEqual([id]);
  // Read again, it stays saved and is not saved twice.
  await page.reload();
  await expect(toggle(page, 'Saved')).toHaveAttribute('aria-pressed', 'true');
});

test('an agency saves a project from its page and lists it; a job has no toggle for it', async ({ page }) => {
  const company = await postingCompany(page.request, 'saved-agency-co');
  // A title of this run's own: the demo agency's saved list outlives a run against a kept server.
  const title = `Saved rebrand project ${Date.now().toString(36)}`;
  const projectId = await postProject(page.request, company.token, { title });
  const agencyToken = await loginToken(page.request, DEMO.agency, DEMO_PASSWORD);
  await signIn(page, { prefix: 'agency', email: DEMO.agency, password: DEMO_PASSWORD, landsOn: /\/agency\/(?!login)/ });
  await page.goto(`/agency/opportunities/${projectId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await toggle(page, 'Save project').click();
  await expect(toggle(page, 'Saved')).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/agency/saved');
  await expect(page.getByRole('heading', { level: 1, name: 'Saved projects' })).toBeVisible();
  await expect(page.getByTestId('saved-row').filter({ hasText: title })).toBeVisible();
  expect(await savedIds(page.request, agencyToken)).toContain(projectId);
  // A job is not the agency's to save: its public page offers no toggle.
  const jobSlug = await slugOf(page.request, company.token, await postJob(page.request, company.token, { title: 'Not for agencies' }));
  await page.goto(`/jobs/${jobSlug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Not for agencies' })).toBeVisible();
  await expect(page.getByTestId('save-toggle')).toHaveCount(0);
  // Leave the demo agency as it was.
  await call(page.request, 'mutation($id: ID!) { setPostSaved(id: $id, saved: false) { id } }', { id: projectId }, agencyToken);
});
