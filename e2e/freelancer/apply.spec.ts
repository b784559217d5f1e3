import { APPLY_MSG } from '@mp/domain';
import { DEMO, DEMO_PASSWORD, PERSON } from '../support/accounts';
import { call, watchMutation } from '../support/graphql';
import { signIn } from '../support/session';
import { expect, test, type Page } from '../support/test';
import { toast } from '../support/toast';
import { historyFreelancer } from './history-support';
import { profileFreelancer, readyToApply } from './profile-support';
import { shoot as shootBoth } from '../company/team-support';
import { loginToken, postingCompany, postJob, postProject } from '../company/posting-support';

/** opportunities/{id} and applying (decision 0038): a freelancer to a job, an agency to a project. */

test.describe.configure({ timeout: 120_000 });

const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string) => void (SHOTS && (await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })));

const APPLICANTS = 'query($id: ID!) { opportunityApplicants(id: $id) { id user { email } } }';

test('a freelancer opens a job, applies in one step, reads the follow-up and the ATS link, then where the application stands; the employer lists them', async ({ page }) => {
  const company = await postingCompany(page.request, 'apply-co');
  const jobId = await postJob(page.request, company.token, {
    title: 'Packaging designer', follow_up: 'Thank you! We reply within a week.', application_link: 'https://ats.example/jobs/42',
  });
  const me = await readyToApply(page.request, 'apply-fl', company.token);
  await signIn(page, { prefix: 'freelancer', email: me.email, password: me.password, landsOn: /\/freelancer\/(?!login)/ });

  await page.goto(`/freelancer/opportunities/${jobId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Packaging designer' })).toBeVisible();
  await expect(page).toHaveTitle(/Packaging designer/);
  await expect(page.getByTestId('post-status')).toHaveText('Open');
  await shot(page, 'seeking-job');
  // One step: no confirm dialog; the follow-up and the ATS link show in place.
  await page.getByRole('button', { name: APPLY_MSG.apply }).click();
  await expect(toast(page, APPLY_MSG.sent)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const sent = page.getByRole('region', { name: 'Your application' });
  await expect(sent.getByText('Thank you! We reply within a week.')).toBeVisible();
  await expect(sent.getByRole('link', { name: /Continue on .* site/ })).toHaveAttribute('href', 'https://ats.example/jobs/42');
  await shot(page, 'seeking-sent');

  await page.reload();
  await expect(page.getByTestId('applied-status')).toContainText('Not viewed yet');
  await expect(page.getByRole('button', { name: APPLY_MSG.apply })).toHaveCount(0);
  await shot(page, 'seeking-applied');

  await page.goto('/freelancer/dashboard');
  const applied = page.getByRole('region', { name: "Job Opportunities You've Applied For" });
  const row = applied.getByRole('listitem').filter({ hasText: 'Packaging designer' });
  await expect(row.getByText('Open', { exact: true })).toBeVisible();
  await shot(page, 'seeking-dashboard');
  await row.getByRole('link', { name: 'Packaging designer' }).click();
  await expect(page).toHaveURL(`/freelancer/opportunities/${jobId}`);

  const listed = await call<{ opportunityApplicants: { id: string; user: { email: string } }[] }>(page.request, APPLICANTS, { id: jobId }, company.token);
  expect(listed.opportunityApplicants.map((a) => a.user.email)).toEqual([me.email]);

  // The employer shortlists them: the post page says so, with the date it changed (issue 28), as the applied list does.
  const shortlist = 'mutation($ids: [ID!]!, $status: String!) { setApplicationStatus(ids: $ids, status: $status) }';
  await call(page.request, shortlist, { ids: [listed.opportunityApplicants[0]!.id], status: 'SHORTLISTED' }, company.token);
  await page.reload();
  await expect(page.getByTestId('applied-status')).toHaveText(/^Applied · Shortlisted since \d{2}\/\d{2}\/\d{4}$/);
  await shootBoth(page, 'seeking-applied-status');
});

test('a double-clicked Apply Now applies once and says it was sent, never Already Applied (decision 0041)', async ({ page }) => {
  const company = await postingCompany(page.request, 'apply-double-co');
  const jobId = await postJob(page.request, company.token, { title: 'Exhibition designer', follow_up: 'Thanks, we will be in touch.' });
  const me = await readyToApply(page.request, 'apply-double', company.token);
  await signIn(page, { prefix: 'freelancer', email: me.email, password: me.password, landsOn: /\/freelancer\/(?!login)/ });
  await page.goto(`/freelancer/opportunities/${jobId}`);
  const applies = watchMutation(page, 'applyToOpportunity');
  await page.getByRole('button', { name: APPLY_MSG.apply }).dblclick();
  await expect(toast(page, APPLY_MSG.sent)).toBeVisible();
  await expect(page.getByText('Thanks, we will be in touch.')).toBeVisible();
  const sent = await applies.settled();
  await expect(toast(page, APPLY_MSG.applied)).toHaveCount(0);
  const listed = await call<{ opportunityApplicants: { user: { email: string } }[] }>(page.request, APPLICANTS, { id: jobId }, company.token);
  expect(listed.opportunityApplicants.map((a) => a.user.email)).toEqual([me.email]);
  expect(new Set(sent.map((v) => v.idempotencyKey)).size).toBe(1);
  expect(sent[0]!.idempotencyKey).toEqual(expect.any(String));
});

test('a freelancer who cannot apply yet is told why: what is missing, or that the account awaits approval', async ({ page }) => {
  const company = await postingCompany(page.request, 'apply-co2');
  const jobId = await postJob(page.request, company.token, { title: 'Type designer' });
  const incomplete = await profileFreelancer(page.request, 'apply-half');
  await signIn(page, { prefix: 'freelancer', email: incomplete.email, password: incomplete.password, landsOn: /\/freelancer\/(?!login)/ });
  await page.goto(`/freelancer/opportunities/${jobId}`);
  const notice = page.getByTestId('apply-incomplete');
  for (const item of ['CV', 'Experience', 'Skills']) await expect(notice.getByText(item, { exact: true })).toBeVisible();
  await shot(page, 'seeking-incomplete');
  await expect(page.getByRole('button', { name: APPLY_MSG.apply })).toHaveCount(0);
  await expect(notice.getByRole('link', { name: 'CV', exact: true })).toHaveAttribute('href', '/freelancer/manage-cv');

  const waiting = await historyFreelancer(page.request, 'apply-new');
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, { prefix: 'freelancer', email: waiting.email, password: waiting.password, landsOn: /\/freelancer\/(?!login)/ });
  await page.goto(`/freelancer/opportunities/${jobId}`);
  await expect(page.getByTestId('apply-inactive')).toContainText(APPLY_MSG.inactive);
});

test('an agency applies to a project; a job is not found for it; at phone width the page fits', async ({ page }) => {
  const company = await postingCompany(page.request, 'apply-co3');
  const projectId = await postProject(page.request, company.token, { title: 'Packaging range refresh' });
  const jobId = await postJob(page.request, company.token, { title: 'Not for agencies' });
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, { prefix: 'agency', email: DEMO.agency, password: DEMO_PASSWORD, landsOn: /\/agency\/(?!login)/ });
  await page.goto(`/agency/opportunities/${projectId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Packaging range refresh' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'seeking-project-phone');
  await page.getByRole('button', { name: APPLY_MSG.apply }).click();
  await expect(page.getByTestId('applied-status')).toContainText('Not viewed yet');

  await page.goto(`/agency/opportunities/${jobId}`);
  await expect(page.getByText(APPLY_MSG.notFound)).toBeVisible();
  const agencyToken = await loginToken(page.request, DEMO.agency, DEMO_PASSWORD);
  const again = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${agencyToken}` },
    data: { query: 'mutation($id: ID!) { applyToOpportunity(id: $id) { status } }', variables: { id: projectId } },
  });
  expect((await again.json()).errors[0].extensions.code).toBe('ALREADY_APPLIED');
});

test("the company's name on a post leads to the company: its public page from the public post, its profile from a seeker's page", async ({ page }) => {
  const company = await postingCompany(page.request, 'apply-company-link');
  const jobId = await postJob(page.request, company.token, { title: 'Signage designer' });
  const projectId = await postProject(page.request, company.token, { title: 'Wayfinding for a museum' });
  const seeker = await loginToken(page.request, DEMO.freelancer, DEMO_PASSWORD);
  const { seekerOpportunity } = await call<{ seekerOpportunity: { post: { slug: string } } }>(
    page.request, 'query($id: ID!) { seekerOpportunity(id: $id) { post { slug } } }', { id: jobId }, seeker,
  );

  // A visitor's public page: the name leads to the company's public page.
  await page.goto(`/jobs/${seekerOpportunity.post.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Signage designer' })).toBeVisible();
  const publicLink = page.getByTestId('job-company').getByRole('link', { name: PERSON.company });
  await expect(publicLink).toHaveAttribute('href', /^\/companies\/[a-z0-9-]+$/);
  const companyPage = (await publicLink.getAttribute('href'))!;

  await signIn(page, { prefix: 'freelancer', email: DEMO.freelancer, password: DEMO_PASSWORD, landsOn: /\/freelancer\/(?!login)/ });
  await page.goto(`/freelancer/opportunities/${jobId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Signage designer' })).toBeVisible();
  await shot(page, 'seeking-company-link');
  const link = page.getByTestId('job-company').getByRole('link', { name: PERSON.company });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(`/freelancer/company-profile/${company.id}`);
  await expect(page.getByRole('heading', { level: 1, name: PERSON.company })).toBeVisible();

  // The same post's public page, signed in, is the visitors' page: it leads to the public company page.
  await page.goto(`/jobs/${seekerOpportunity.post.slug}`);
  await expect(page.getByTestId('job-company').getByRole('link', { name: PERSON.company })).toHaveAttribute('href', companyPage);

  // An agency on a project, at phone width.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, { prefix: 'agency', email: DEMO.agency, password: DEMO_PASSWORD, landsOn: /\/agency\/(?!login)/ });
  await page.goto(`/agency/opportunities/${projectId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Wayfinding for a museum' })).toBeVisible();
  await shot(page, 'seeking-company-link-phone');
  await page.getByTestId('job-company').getByRole('link', { name: PERSON.company }).click();
  await expect(page).toHaveURL(`/agency/company-profile/${company.id}`);
  await expect(page.getByRole('heading', { level: 1, name: PERSON.company })).toBeVisible();
});
