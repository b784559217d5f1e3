import { APPLY_MSG } from '@mp/domain';
import { DEMO, DEMO_PASSWORD } from '../support/accounts';
import { call, watchMutation } from '../support/graphql';
import { signIn } from '../support/session';
import { expect, test, type APIRequestContext } from '../support/test';
import { toast } from '../support/toast';
import { profileFreelancer, readyToApply } from './profile-support';
import { shoot } from '../company/team-support';
import { loginToken, postingCompany, postJob, postProject } from '../company/posting-support';

/**
 * Applying where you read: the public post page /jobs/{slug} is where a seeker applies (one step, with an optional
 * message) and sees what they did; a profile that is not complete says what is missing and where to fix it.
 */

test.describe.configure({ timeout: 120_000 });

const slugOf = async (request: APIRequestContext, id: string, seekerToken: string) =>
  (await call<{ seekerOpportunity: { post: { slug: string } } }>(request, 'query($id: ID!) { seekerOpportunity(id: $id) { post { slug } } }', { id }, seekerToken))
    .seekerOpportunity.post.slug;

const APPLICANTS = 'query($id: ID!) { opportunityApplicants(id: $id) { id user { email } } }';
const PIPELINE = 'query($id: ID!) { applicationPipeline(id: $id) { message } }';
const SET = 'mutation($ids: [ID!]!, $status: String!) { setApplicationStatus(ids: $ids, status: $status) }';

test('a freelancer applies on the public post in one click with a message, then reads where it stands and that it is saved', async ({ page, playwright }) => {
  const company = await postingCompany(page.request, 'public-apply-co');
  const jobId = await postJob(page.request, company.token, { title: 'Brand designer', follow_up: 'Thank you, we read every application.' });
  const me = await readyToApply(page.request, 'public-apply', company.token);
  const slug = await slugOf(page.request, jobId, me.token);
  await signIn(page, { prefix: 'freelancer', email: me.email, password: me.password, landsOn: /\/freelancer\/(?!login)/ });

  await page.goto(`/jobs/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Brand designer' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Apply' });
  await expect(form).toBeVisible();
  await shoot(page, 'public-apply-form');
  await form.getByRole('textbox', { name: /^Message to / }).fill('I designed the identity of two museums last year.');
  const applies = watchMutation(page, 'applyToOpportunity');
  await form.getByRole('button', { name: APPLY_MSG.apply }).click();
  await expect(toast(page, APPLY_MSG.sent)).toBeVisible();
  // The same page, no dialog: what was sent, and the employer's follow-up.
  await expect(page).toHaveURL(`/jobs/${slug}`);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('applied-status')).toHaveText(/^Applied \d{2}\/\d{2}\/\d{4} · Not viewed yet$/);
  await expect(page.getByTestId('applied-message')).toHaveText('I designed the identity of two museums last year.');
  await expect(page.getByText('Thank you, we read every application.')).toBeVisible();
  const sent = await applies.settled();
  expect(sent).toHaveLength(1);
  expect(sent[0]!.idempotencyKey).toEqual(expect.any(String));

  // The team reads the message; they move the application on, and the public post says so after a reload.
  const { opportunityApplicants } = await call<{ opportunityApplicants: { id: string; user: { email: string } }[] }>(
    page.request, APPLICANTS, { id: jobId }, company.token,
  );
  expect(opportunityApplicants.map((a) => a.user.email)).toEqual([me.email]);
  const applicationId = opportunityApplicants[0]!.id;
  const pipeline = await call<{ applicationPipeline: { message: string } }>(page.request, PIPELINE, { id: applicationId }, company.token);
  expect(pipeline.applicationPipeline.message).toBe('I designed the identity of two museums last year.');
  await call(page.request, SET, { ids: [applicationId], status: 'INTERVIEWING' }, company.token);

  await page.getByRole('button', { name: 'Save job' }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByTestId('applied-status')).toHaveText(/^Applied · Interviewing since \d{2}\/\d{2}\/\d{4}$/);
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: APPLY_MSG.apply })).toHaveCount(0);
  await shoot(page, 'public-apply-applied');

  // The page the visitors share stays theirs: nothing of the freelancer's in it, and it may be kept.
  const stranger = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  const visitor = await stranger.get(`/jobs/${slug}`);
  expect(visitor.headers()['cache-control']).toMatch(/s-maxage=\d+/);
  const html = await visitor.text();
  await stranger.dispose();
  expect(html).toContain('Sign in to apply');
  expect(html).not.toContain('Interviewing since');
  expect(html).not.toContain('two museums');
});

test('a freelancer whose profile is not complete reads what is missing on the public post, each with where to add it', async ({ page }) => {
  const company = await postingCompany(page.request, 'public-apply-co2');
  const jobId = await postJob(page.request, company.token, { title: 'Illustrator' });
  const half = await profileFreelancer(page.request, 'public-apply-half');
  const slug = await slugOf(page.request, jobId, half.token);
  await signIn(page, { prefix: 'freelancer', email: half.email, password: half.password, landsOn: /\/freelancer\/(?!login)/ });

  await page.goto(`/jobs/${slug}`);
  const notice = page.getByTestId('apply-incomplete');
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: 'CV', exact: true })).toHaveAttribute('href', '/freelancer/manage-cv');
  await expect(notice.getByRole('link', { name: 'Skills', exact: true })).toHaveAttribute('href', '/freelancer/manage-cv');
  await expect(notice.getByRole('link', { name: 'Experience', exact: true })).toHaveAttribute('href', '/freelancer/manage-cv');
  await expect(page.getByRole('button', { name: APPLY_MSG.apply })).toHaveCount(0);
  await shoot(page, 'public-apply-incomplete');
  await notice.getByRole('link', { name: 'CV', exact: true }).click();
  await expect(page).toHaveURL('/freelancer/manage-cv');
});

test('an agency applies to a project on its public page the same way', async ({ page }) => {
  const company = await postingCompany(page.request, 'public-apply-co3');
  const projectId = await postProject(page.request, company.token, { title: 'Museum wayfinding system' });
  const slug = await slugOf(page.request, projectId, await loginToken(page.request, DEMO.agency, DEMO_PASSWORD));
  await signIn(page, { prefix: 'agency', email: DEMO.agency, password: DEMO_PASSWORD, landsOn: /\/agency\/(?!login)/ });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/jobs/${slug}`);
  const form = page.getByRole('form', { name: 'Apply' });
  await form.getByRole('textbox', { name: /^Message to / }).fill('We signed the Tate Modern extension.');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await form.getByRole('button', { name: APPLY_MSG.apply }).click();
  await expect(toast(page, APPLY_MSG.sent)).toBeVisible();
  await expect(page.getByTestId('applied-status')).toContainText('Not viewed yet');
  await expect(page.getByTestId('applied-message')).toHaveText('We signed the Tate Modern extension.');
  await shoot(page, 'public-apply-agency');
});
