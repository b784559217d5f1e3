import { DEMO, DEMO_PASSWORD } from '../support/accounts';
import { call } from '../support/graphql';
import { expect, test } from '../support/test';
import { openCompanyDashboard, postList, shoot } from './manage-support';
import { loginToken, postingCompany, postJob, postProject } from './posting-support';

test.describe('the company dashboard (issue 9)', () => {
  test('lists jobs and projects, each with its own Active / Closed toggle, and designed empty states', async ({ page, request }) => {
    const company = await postingCompany(request, 'dash', 5);
    await openCompanyDashboard(page, company.email, company.password);
    const jobs = postList(page, 'JOB');
    const projects = postList(page, 'PROJECT');
    await expect(jobs.section.getByText('No active opportunities yet')).toBeVisible();
    await expect(projects.section.getByText('No active projects yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Post New Job Opportunity' }).first()).toHaveAttribute('href', '/company/post-opportunity');
    await expect(page.getByRole('link', { name: 'Post New Agency Project' }).first()).toHaveAttribute('href', '/company/add-project');
    await expect(page.getByTestId('job-post-balance')).toContainText('5');
    await shoot(page, 'dashboard-empty');

    const published = await postJob(request, company.token, { title: 'Published designer' });
    await postJob(request, company.token, { title: 'Draft designer', is_active: false });
    const project = await postProject(request, company.token, { title: 'Brand refresh' });
    await page.reload();
    await expect(jobs.rows).toHaveCount(2);
    await expect(projects.rows).toHaveCount(1);
    await expect(jobs.row('Draft designer').getByText('Unpublished')).toBeVisible();
    await expect(jobs.row('Published designer').getByText('Unpublished')).toHaveCount(0);
    const row = jobs.row('Published designer');
    await expect(row).toContainText('Leeds, England, United Kingdom');
    await expect(row).toContainText(/Posted \d{2}\/\d{2}\/\d{4}/);
    await expect(row.getByTestId('applicant-count')).toHaveText(/^0 applicants/);
    await expect(row.getByTestId('applicant-count')).toHaveAttribute('href', `/company/view-applicants/${published}`);
    await expect(row.getByRole('link', { name: /^Edit/ })).toHaveAttribute('href', `/company/edit-opportunity/${published}`);
    await expect(row.getByRole('button', { name: /^Close/ })).toBeVisible();
    await expect(projects.row('Brand refresh').getByRole('link', { name: /^Edit/ })).toHaveAttribute('href', `/company/edit-project/${project}`);
    await expect(page.getByTestId('job-post-balance')).toContainText('2');
    await shoot(page, 'dashboard-lists');

    // The toggles are independent: jobs show Closed while projects stay on Active.
    await jobs.show('Closed');
    await expect(jobs.section.getByText('No closed opportunities yet')).toBeVisible();
    await expect(projects.rows).toHaveCount(1);
    await projects.show('Closed');
    await expect(projects.section.getByText('No closed projects yet')).toBeVisible();
    await jobs.show('Active');
    await expect(jobs.rows).toHaveCount(2);
  });

  test('a member sees only the posts assigned to them, with View and no Close, and cannot post', async ({ page, request }) => {
    const employer = await loginToken(request, DEMO.employer, DEMO_PASSWORD);
    const { teamOpportunities } = await call<{ teamOpportunities: { data: { id: string; title: string }[] } }>(
      request, '{ teamOpportunities(target: JOB) { data { id title } } }', {}, employer,
    );
    const notAssigned = teamOpportunities.data.find((p) => p.title === 'Senior Brand Designer')!.id;
    await openCompanyDashboard(page, DEMO.member, DEMO_PASSWORD);
    const jobs = postList(page, 'JOB');
    await expect(jobs.rows).toHaveCount(1);
    const ux = jobs.row('UX Designer');
    await expect(ux.getByRole('link', { name: /^View/ })).toHaveAttribute('href', /\/company\/view-opportunity\/\d+$/);
    await expect(ux.getByRole('link', { name: /^Edit/ })).toHaveCount(0);
    await expect(ux.getByRole('button', { name: /^Close/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Post New Job Opportunity' })).toHaveCount(0);
    await expect(page.getByTestId('job-post-balance')).toHaveCount(0);
    await expect(postList(page, 'PROJECT').section.getByText('No active projects yet')).toBeVisible();
    await shoot(page, 'dashboard-member');

    await ux.getByRole('link', { name: /^View/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'UX Designer' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Close/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Edit/ })).toHaveCount(0);
    // A post of the team not assigned to the member reads as missing.
    await page.goto(`/company/view-opportunity/${notAssigned}`);
    await expect(page.getByText('No opportunity data available!')).toBeVisible();
  });

  test("the team's admin sees every post of the team (read only)", async ({ page }) => {
    await openCompanyDashboard(page, DEMO.employer, DEMO_PASSWORD);
    const jobs = postList(page, 'JOB');
    await expect(jobs.rows).toHaveCount(3);
    for (const title of ['Senior Brand Designer', 'UX Designer', 'Motion Designer (contract)']) await expect(jobs.row(title)).toBeVisible();
    await expect(jobs.row('Motion Designer (contract)').getByText('Unpublished')).toBeVisible();
    await expect(jobs.row('Senior Brand Designer').getByTestId('applicant-count')).toHaveText(/^4 applicants/);
    await expect(postList(page, 'PROJECT').row('Website rebuild')).toBeVisible();
    await jobs.show('Closed');
    const closed = jobs.row('Senior Architectural Technologist');
    await expect(closed).toContainText('Filled by applicant');
    await expect(closed.getByRole('button', { name: /^Restore/ })).toBeVisible();
  });

  test('dashboard/2 lands on the dashboard', async ({ page }) => {
    await openCompanyDashboard(page, DEMO.employer, DEMO_PASSWORD);
    await page.goto('/company/dashboard/2');
    await expect(page).toHaveURL(/\/company\/dashboard$/);
    await expect(page.getByTestId('company-dashboard')).toBeVisible();
  });

  test("view-opportunity shows the post's details; another team's post shows the not-found state", async ({ page, request }) => {
    const company = await postingCompany(request, 'view', 2);
    const id = await postJob(request, company.token, { title: 'Viewed designer' });
    const employer = await loginToken(request, DEMO.employer, DEMO_PASSWORD);
    const { teamOpportunities } = await call<{ teamOpportunities: { data: { id: string }[] } }>(
      request, '{ teamOpportunities(target: JOB) { data { id } } }', {}, employer,
    );
    await openCompanyDashboard(page, company.email, company.password);
    await postList(page, 'JOB').row('Viewed designer').getByRole('link', { name: 'Viewed designer', exact: true }).click();
    await expect(page).toHaveURL(`/company/view-opportunity/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Viewed designer' })).toBeVisible();
    await expect(page.getByText('Published', { exact: true })).toBeVisible();
    await expect(page.getByText('Open', { exact: true })).toBeVisible();
    const details = page.getByTestId('post-details');
    await expect(details).toContainText('Permanent');
    await expect(details).toContainText('Hybrid');
    await expect(details).toContainText('£50,000 - £60,000 per year');
    await expect(details).toContainText('Must have');
    await expect(page.getByTestId('post-description').locator('b')).toHaveText('design');
    await expect(page.getByRole('link', { name: /^Edit/ })).toHaveAttribute('href', `/company/edit-opportunity/${id}`);
    await shoot(page, 'view-opportunity');

    await page.goto(`/company/view-opportunity/${teamOpportunities.data[0]!.id}`);
    await expect(page.getByText('No opportunity data available!')).toBeVisible();
    await page.goto(`/company/view-project/${id}`);
    await expect(page.getByText('No project data available!')).toBeVisible();
    await shoot(page, 'view-not-found');
  });
});
