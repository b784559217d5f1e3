import { OPPORTUNITY_MSG as M } from '@mp/domain';
import { DEMO, DEMO_PASSWORD } from '../support/accounts';
import { call } from '../support/graphql';
import { signIn } from '../support/session';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { loginToken, postJob, postingCompany } from './posting-support';

/**
 * The applicants of a post and the applicant's profile pages (issue 9, decision 0027). The demo data is read
 * only, except that opening a demo applicant's profile marks that application viewed (no other test expects
 * a demo applicant to be New).
 */

const SHOTS = process.env.E2E_SHOTS_DIR;

async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function signInAs(page: Page, email: string, password = DEMO_PASSWORD) {
  await signIn(page, { prefix: 'company', email, password, landsOn: /\/company\/dashboard/ });
}

/** The demo employer's post of this title. */
async function demoPostId(request: APIRequestContext, title: string, target: 'JOB' | 'PROJECT' = 'JOB'): Promise<string> {
  const token = await loginToken(request, DEMO.employer, DEMO_PASSWORD);
  const { teamOpportunities } = await call<{ teamOpportunities: { data: { id: string; title: string }[] } }>(
    request,
    'query($t: OpportunityTarget!) { teamOpportunities(target: $t, first: 100) { data { id title } } }',
    { t: target },
    token,
  );
  return teamOpportunities.data.find((p) => p.title === title)!.id;
}

test.describe.configure({ timeout: 90_000 });

test.describe('applicants', () => {
  test('the employer reads the applicants of Senior Brand Designer, opens a profile and comes back', async ({ page, request }) => {
    const id = await demoPostId(request, 'Senior Brand Designer');
    await signInAs(page, DEMO.employer);
    await page.goto(`/company/view-applicants/${id}`);
    await expect(page.getByRole('heading', { name: 'Applicants', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Senior Brand Designer' })).toHaveAttribute('href', `/company/view-opportunity/${id}`);
    const table = page.getByRole('table');
    for (const column of ['Name', 'Date Applied', 'Email', 'Phone', 'View Profile']) {
      await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }
    for (const name of ['Olivia Okafor', 'Sam Patel', 'Nina Berg', 'Freya Freelancer']) await expect(table.getByText(name, { exact: true })).toBeVisible();
    const olivia = table.getByRole('row').filter({ hasText: 'Olivia Okafor' });
    await expect(olivia.getByRole('link', { name: 'olivia.okafor@demo.test' })).toBeVisible();
    // A UK number in national format, as people in the UK write it (issue 23).
    await expect(olivia.getByText('0161 496 0001', { exact: true })).toBeVisible();
    await expect(olivia.getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await shots(page, 'applicants');

    await olivia.getByRole('link', { name: 'View Profile of Olivia Okafor' }).click();
    await expect(page).toHaveURL(/\/company\/freelancer-profile\/\d+-\d+$/);
    await expect(page.getByRole('heading', { name: 'Olivia Okafor', level: 1 })).toBeVisible();
    await expect(page.getByText('Brand designer', { exact: true })).toBeVisible();
    const application = page.getByRole('region', { name: 'Application' });
    await expect(application.getByRole('link', { name: 'Senior Brand Designer' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'olivia.okafor@demo.test' })).toBeVisible();
    await expect(page.getByText('Not provided').first()).toBeVisible();
    await shots(page, 'applicant-profile');

    await page.getByRole('link', { name: 'Back to applicants' }).click();
    await expect(page).toHaveURL(`/company/view-applicants/${id}`);
    // Opening the profile marked the application viewed.
    await expect(page.getByRole('table').getByRole('row').filter({ hasText: 'Olivia Okafor' }).getByText('Viewed', { exact: true })).toBeVisible();
  });

  test("an agency's application shows the agency's name", async ({ page, request }) => {
    const id = await demoPostId(request, 'Website rebuild', 'PROJECT');
    await signInAs(page, DEMO.employer);
    await page.goto(`/company/view-applicants/${id}`);
    await expect(page.getByRole('table').getByText('Brightside Agency', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the project' })).toHaveAttribute('href', `/company/view-project/${id}`);
  });

  test('on a phone the applicants are cards', async ({ page, request }) => {
    const id = await demoPostId(request, 'UX Designer');
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, DEMO.employer);
    await page.goto(`/company/view-applicants/${id}`);
    const cards = page.getByRole('list', { name: 'Applicants' });
    await expect(cards.getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('table')).toBeHidden();
    await expect(cards.getByRole('link', { name: /^View Profile of / }).first()).toBeVisible();
  });

  test('the demo member cannot open the applicants of a post not assigned to them', async ({ page, request }) => {
    const brand = await demoPostId(request, 'Senior Brand Designer');
    const ux = await demoPostId(request, 'UX Designer');
    await signInAs(page, DEMO.member);
    await page.goto(`/company/view-applicants/${brand}`);
    await expect(page.getByRole('heading', { name: 'Page Not Found!', level: 1 })).toBeVisible();
    await expect(page.getByText('Olivia Okafor')).toHaveCount(0);
    // Their own post's applicants are theirs.
    await page.goto(`/company/view-applicants/${ux}`);
    await expect(page.getByRole('table').getByText('Sam Patel', { exact: true })).toBeVisible();
  });

  test("a fresh company's new post shows the designed empty state", async ({ page, request }) => {
    const company = await postingCompany(request, 'applicants-empty', 1);
    const id = await postJob(request, company.token);
    await signInAs(page, company.email, company.password);
    await page.goto(`/company/view-applicants/${id}`);
    await expect(page.getByRole('heading', { name: 'Applicants', level: 1 })).toBeVisible();
    const empty = page.getByTestId('empty-state');
    await expect(empty.getByText('No applicants yet')).toBeVisible();
    await expect(empty.getByRole('button', { name: 'Copy link to share' })).toBeVisible();
    await expect(page.getByText(M.applicantsFailed)).toHaveCount(0);
    await shots(page, 'applicants-empty');
  });

  test('candidate-profile goes back where `back` says, and another team cannot read a hidden applicant', async ({ page, request }) => {
    const brand = await demoPostId(request, 'Senior Brand Designer');
    const token = await loginToken(request, DEMO.employer, DEMO_PASSWORD);
    const { opportunityApplicants } = await call<{ opportunityApplicants: { user: { id: string; name: string } }[] }>(
      request,
      'query($id: ID!) { opportunityApplicants(id: $id) { user { id name } } }',
      { id: brand },
      token,
    );
    const sam = opportunityApplicants.find((a) => a.user.name === 'Sam Patel')!.user.id;
    await signInAs(page, DEMO.employer);
    const back = `/company/view-applicants/${brand}`;
    await page.goto(`/company/candidate-profile/${sam}?back=${encodeURIComponent(back)}`);
    await expect(page.getByRole('heading', { name: 'Sam Patel', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'sam.patel@demo.test' })).toBeVisible();
    await shots(page, 'candidate-profile');
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(back);

    // Another site in `back` is ignored; an unknown person is not found.
    await page.goto(`/company/candidate-profile/${sam}?back=${encodeURIComponent('https://evil.example/')}`);
    await expect(page.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/company/dashboard');
    await page.goto('/company/candidate-profile/987654');
    await expect(page.getByRole('heading', { name: 'Page Not Found!', level: 1 })).toBeVisible();
  });
});
