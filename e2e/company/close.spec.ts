import { DEMO, DEMO_PASSWORD } from '../support/accounts';
import { expect, test } from '../support/test';
import { toast } from '../support/toast';
import { openCompanyDashboard, postList, shoot } from './manage-support';
import { balanceOf, postingCompany, postJob, postProject } from './posting-support';

test.describe('closing and restoring a post (issue 9)', () => {
  test("the close modal's messages, closing with a typed applicant, then restoring for free", async ({ page, request }) => {
    test.slow();
    const company = await postingCompany(request, 'close', 3);
    await postJob(request, company.token, { title: 'Closing designer' });
    await postProject(request, company.token, { title: 'Closing project' });
    const balance = await balanceOf(request, company.token);
    await openCompanyDashboard(page, company.email, company.password);
    const jobs = postList(page, 'JOB');

    await jobs.row('Closing designer').getByRole('button', { name: /^Close/ }).click();
    const modal = page.getByRole('dialog', { name: 'Close opportunity' });
    await expect(modal).toBeVisible();
    await expect(modal.getByLabel('Date closed')).toHaveValue(/^\d{2}\/\d{1,2}\/\d{4}$/);
    const submit = modal.getByRole('button', { name: 'Close opportunity' });
    await submit.click();
    await expect(modal.getByText('Please select an option.')).toBeVisible();
    await modal.getByRole('radio', { name: 'Filled by applicant' }).check();
    await submit.click();
    await expect(modal.getByText('Please select an applicant.')).toBeVisible();
    await modal.getByRole('radio', { name: 'Filled elsewhere' }).check();
    await modal.getByLabel("Or the applicant's name").fill('Jo Bloggs');
    await submit.click();
    await expect(modal.getByText('Only choose an applicant when the reason is Filled by applicant')).toBeVisible();
    await shoot(page, 'close-modal-errors');

    await modal.getByRole('radio', { name: 'Filled by applicant' }).check();
    await submit.click();
    await expect(toast(page, 'Opportunity closed!')).toBeVisible();
    await expect(modal).toBeHidden();
    await expect(jobs.section.getByText('No active opportunities yet')).toBeVisible();
    await jobs.show('Closed');
    const closed = jobs.row('Closing designer');
    await expect(closed).toContainText(/Closed \d{2}\/\d{2}\/\d{4} · Filled by applicant/);
    await shoot(page, 'dashboard-closed');

    await closed.getByRole('button', { name: /^Restore/ }).click();
    await expect(toast(page, 'Opportunity restored!')).toBeVisible();
    await expect(jobs.section.getByText('No closed opportunities yet')).toBeVisible();
    await jobs.show('Active');
    await expect(jobs.row('Closing designer').getByText('Unpublished')).toHaveCount(0);
    await expect(jobs.rows).toHaveCount(1);
    expect(await balanceOf(request, company.token)).toBe(balance);

    // A project closes with its own word.
    const projects = postList(page, 'PROJECT');
    await projects.row('Closing project').getByRole('button', { name: /^Close/ }).click();
    const projectModal = page.getByRole('dialog', { name: 'Close project' });
    await projectModal.getByRole('radio', { name: 'Job postponed' }).check();
    await projectModal.getByRole('button', { name: 'Close project' }).click();
    await expect(toast(page, 'Project closed!')).toBeVisible();
    await expect(projects.section.getByText('No active projects yet')).toBeVisible();
  });

  test('a post closed on its own page shows when and why', async ({ page, request }) => {
    const company = await postingCompany(request, 'close-view', 1);
    const id = await postJob(request, company.token, { title: 'Viewed and closed' });
    await openCompanyDashboard(page, company.email, company.password);
    await page.goto(`/company/view-opportunity/${id}`);
    await page.getByRole('button', { name: /^Close/ }).click();
    const modal = page.getByRole('dialog', { name: 'Close opportunity' });
    await modal.getByRole('radio', { name: 'Job no longer exists' }).check();
    await modal.getByRole('button', { name: 'Close opportunity' }).click();
    await expect(toast(page, 'Opportunity closed!')).toBeVisible();
    await expect(page.getByTestId('close-details')).toContainText(/Closed on \d{2}\/\d{2}\/\d{4}: Job no longer exists/);
    await expect(page.getByRole('button', { name: /^Restore/ })).toBeVisible();
  });

  test('the close form, loaded on the first Close, closes with Escape and gives focus back to its button, each time', async ({ page }) => {
    await openCompanyDashboard(page, DEMO.employer, DEMO_PASSWORD);
    const close = postList(page, 'JOB').row('Senior Brand Designer').getByRole('button', { name: /^Close/ });
    const modal = page.getByRole('dialog', { name: 'Close opportunity' });
    for (let time = 0; time < 2; time++) {
      await close.click();
      await expect(modal).toBeVisible();
      await expect(modal.getByRole('radio').first()).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();
      await expect(close).toBeFocused();
    }
  });

  test("the demo employer's close modal offers the post's applicants (cancelled: demo data unchanged)", async ({ page }) => {
    await openCompanyDashboard(page, DEMO.employer, DEMO_PASSWORD);
    await postList(page, 'JOB').row('Senior Brand Designer').getByRole('button', { name: /^Close/ }).click();
    const modal = page.getByRole('dialog', { name: 'Close opportunity' });
    await modal.getByRole('combobox', { name: 'Applicant', exact: true }).click();
    await expect(page.getByRole('option', { name: 'Olivia Okafor' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Sam Patel' })).toBeVisible();
    await page.keyboard.press('Escape');
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal).toBeHidden();
  });
});
