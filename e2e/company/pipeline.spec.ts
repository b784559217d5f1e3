import { PIPELINE_MSG } from '@mp/domain';
import { call } from '../support/graphql';
import { mailsTo } from '../support/mail';
import { signIn } from '../support/session';
import { expect, test, type Page } from '../support/test';
import { toast } from '../support/toast';
import { readyToApply } from '../freelancer/profile-support';
import { postingCompany, postJob } from './posting-support';
import { shoot } from './team-support';

/**
 * The applicant pipeline (issue 28, decision 0055): an employer shortlists then hires one applicant and marks another
 * Not selected; each applicant sees their own status only; notes are the team's (an author deletes their own after a
 * confirmation); a closed post is read-only.
 */

test.describe.configure({ timeout: 180_000 });

/** A fresh, approved freelancer whose profile is complete, who applied to `jobId` (all through the API). */
async function applicant(page: Page, tag: string, companyToken: string, jobId: string) {
  const account = await readyToApply(page.request, tag, companyToken);
  const applied = await call<{ applyToOpportunity: { application: { id: string } } }>(
    page.request, 'mutation($id: ID!) { applyToOpportunity(id: $id) { application { id } } }', { id: jobId }, account.token,
  );
  return { ...account, applicationId: applied.applyToOpportunity.application.id };
}

/** A row of the applicants table by the applicant's email (fresh accounts share a name). */

/** How many 'Not selected' mails the test server logged to `email` (its offline mailer logs each one). */
function notSelectedMails(email: string): number {
  return mailsTo(email).filter((text) => text.includes('decided to go ahead with other applicants')).length;
}

const row = (page: Page, email: string) => page.getByRole('table').getByRole('row').filter({ hasText: email });

async function move(page: Page, emails: string[], status: string) {
  for (const email of emails) await row(page, email).getByRole('checkbox').check();
  await page.getByRole('combobox', { name: 'Move to' }).click();
  await page.getByRole('option', { name: status, exact: true }).click();
  const apply = page.getByRole('button', { name: 'Apply', exact: true });
  await apply.click();
  await expect(toast(page, `1 applicant moved to ${status}.`)).toBeVisible();
  await expect(apply).toBeDisabled();
}

test('an employer shortlists and hires one applicant, declines another, keeps notes; each applicant sees their own status', async ({ page, browser }) => {
  const company = await postingCompany(page.request, 'pipe-co');
  const jobId = await postJob(page.request, company.token, { title: 'Pipeline designer' });
  const ada = await applicant(page, 'pipe-ada', company.token, jobId);
  const ben = await applicant(page, 'pipe-ben', company.token, jobId);

  await signIn(page, { prefix: 'company', email: company.email, password: company.password, landsOn: /\/company\/dashboard/ });
  await page.goto(`/company/view-applicants/${jobId}`);
  await expect(page.getByRole('heading', { name: 'Applicants', level: 1 })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'All (2)' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'New (2)' })).toBeAttached();
  await expect(page.getByRole('button', { name: 'Apply', exact: true })).toBeDisabled();

  await move(page, [ada.email], 'Shortlisted');
  await expect(row(page, ada.email).getByText('Shortlisted', { exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Shortlisted (1)' })).toBeAttached();
  await move(page, [ben.email], 'Not selected');
  await expect(row(page, ben.email).getByText('Not selected', { exact: true })).toBeVisible();

  // The filter keeps its status in the address and shows only those.
  await page.locator('label', { hasText: 'Shortlisted (1)' }).click();
  await expect(page).toHaveURL(/status=SHORTLISTED/);
  await expect(row(page, ada.email)).toBeVisible();
  await expect(row(page, ben.email)).toHaveCount(0);
  await shoot(page, 'pipeline-filtered');

  // A note and the history, in the applicant's drawer.
  await row(page, ada.email).getByRole('button', { name: /^Notes and history of / }).click();
  // The drawer (a confirmation dialog may open above it).
  const drawer = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Team notes' }) });
  await expect(drawer.getByText('No notes yet.')).toBeVisible();
  await drawer.getByRole('textbox', { name: 'Add a note' }).fill('x'.repeat(2001));
  await drawer.getByRole('button', { name: 'Add note' }).click();
  await expect(drawer.getByText(PIPELINE_MSG.noteTooLong)).toBeVisible();
  await drawer.getByRole('textbox', { name: 'Add a note' }).fill('Strong portfolio, call on Monday');
  await drawer.getByRole('button', { name: 'Add note' }).click();
  await expect(drawer.getByText('Strong portfolio, call on Monday')).toBeVisible();
  await expect(drawer.getByText('New → Shortlisted')).toBeVisible();
  // The box empties once the note is in (as a person sees it before typing the next one).
  await expect(drawer.getByRole('textbox', { name: 'Add a note' })).toHaveValue('');
  // A second note, deleted by its author after a confirmation (Cancel keeps it); the first stays.
  await drawer.getByRole('textbox', { name: 'Add a note' }).fill('Wrong applicant, ignore');
  await drawer.getByRole('button', { name: 'Add note' }).click();
  const second = drawer.getByRole('listitem').filter({ hasText: 'Wrong applicant, ignore' });
  await expect(second).toBeVisible();
  await shoot(page, 'pipeline-notes');
  const confirm = page.getByRole('dialog', { name: 'Delete this note?' });
  await second.getByRole('button', { name: /^Delete the note by / }).click();
  await expect(confirm.getByText('This cannot be undone.')).toBeVisible();
  await shoot(page, 'pipeline-note-delete');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(second).toBeVisible();
  await second.getByRole('button', { name: /^Delete the note by / }).click();
  await confirm.getByRole('button', { name: 'Delete note' }).click();
  await expect(toast(page, 'Note deleted')).toBeVisible();
  await expect(drawer.getByText('Wrong applicant, ignore')).toHaveCount(0);
  await expect(drawer.getByText('Strong portfolio, call on Monday')).toBeVisible();
  // Its author edits the first note in place: the rule holds, Save keeps the new words, marked edited.
  const first = drawer.getByRole('listitem').filter({ hasText: 'Strong portfolio, call on Monday' });
  await first.getByRole('button', { name: /^Edit your note of / }).click();
  const editBox = drawer.getByRole('textbox', { name: 'Edit the note' });
  await editBox.fill('   ');
  await drawer.getByRole('button', { name: 'Save note' }).click();
  await expect(drawer.getByText(PIPELINE_MSG.noteEmpty)).toBeVisible();
  await editBox.fill('Strong portfolio, call on Tuesday');
  await shoot(page, 'pipeline-note-edit');
  await drawer.getByRole('button', { name: 'Save note' }).click();
  await expect(toast(page, 'Note saved')).toBeVisible();
  const edited = drawer.getByRole('listitem').filter({ hasText: 'Strong portfolio, call on Tuesday' });
  await expect(edited.getByText(/· edited \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await page.keyboard.press('Escape');

  await page.locator('label', { hasText: 'All (2)' }).click();
  await move(page, [ada.email], 'Hired');
  await expect(row(page, ada.email).getByText('Hired', { exact: true })).toBeVisible();
  await shoot(page, 'pipeline');

  // Each applicant sees their own status, never the other's nor the team's note.
  for (const [who, status, other] of [[ada, 'Hired', 'Not selected'], [ben, 'Not selected', 'Hired']] as const) {
    const context = await browser.newContext();
    const seeker = await context.newPage();
    await signIn(seeker, { prefix: 'freelancer', email: who.email, password: who.password, landsOn: /\/freelancer\/(?!login)/ });
    await seeker.goto('/freelancer/dashboard');
    const item = seeker.getByRole('listitem').filter({ hasText: 'Pipeline designer' });
    await expect(item.getByText(status, { exact: true })).toBeVisible();
    await expect(item.getByText(new RegExp(`${status} since \\d{2}/\\d{2}/\\d{4}`))).toBeVisible();
    await expect(item.getByText(other, { exact: true })).toHaveCount(0);
    await expect(seeker.getByText('Strong portfolio')).toHaveCount(0);
    if (who === ada) await shoot(seeker, 'pipeline-applicant');
    await context.close();
  }
  // The notes are the team's: an applicant asking for their own application's is refused.
  const notes = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${ada.token}` },
    data: { query: 'query($id: ID!) { applicationPipeline(id: $id) { notes { body } } }', variables: { id: ada.applicationId } },
  });
  const answer = JSON.stringify(await notes.json());
  expect(answer).not.toContain('Strong portfolio');
  expect(answer).toContain('FORBIDDEN');

  // Closed: read-only until restored.
  await call(page.request, 'mutation($id: ID!, $input: CloseOpportunityInput!) { closeOpportunity(id: $id, input: $input) { id } }', {
    id: jobId, input: { reason: 'FILLED_ELSEWHERE' },
  }, company.token);
  await page.reload();
  await expect(page.getByText('This post is closed, so its applicants cannot be changed.')).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Apply', exact: true })).toHaveCount(0);
  await row(page, ada.email).getByRole('button', { name: /^Notes and history of / }).click();
  const closedDrawer = page.getByRole('dialog');
  await expect(closedDrawer.getByText('Strong portfolio, call on Tuesday')).toBeVisible();
  await expect(closedDrawer.getByRole('button', { name: 'Add note' })).toHaveCount(0);
  await expect(closedDrawer.getByRole('button', { name: /^Delete the note by / })).toHaveCount(0);
  await expect(closedDrawer.getByRole('button', { name: /^Edit your note of / })).toHaveCount(0);
  await shoot(page, 'pipeline-closed');
});

test("closing as filled hires the chosen applicant and, when ticked, declines the others; who turned the mail off gets none", async ({ page, browser }) => {
  const company = await postingCompany(page.request, 'pipe-close');
  const jobId = await postJob(page.request, company.token, { title: 'Closing designer' });
  const people = [
    await applicant(page, 'pipe-c1', company.token, jobId),
    await applicant(page, 'pipe-c2', company.token, jobId),
    await applicant(page, 'pipe-c3', company.token, jobId),
  ];
  const quiet = people[2]!;
  // The third turns the 'Not selected' emails off on their notification settings.
  const context = await browser.newContext();
  const seeker = await context.newPage();
  await signIn(seeker, { prefix: 'freelancer', email: quiet.email, password: quiet.password, landsOn: /\/freelancer\/(?!login)/ });
  await seeker.goto('/freelancer/notification-settings');
  const toggle = seeker.getByRole('switch', { name: "'Not selected' emails" });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toast(seeker, 'Your notification settings updated!').first()).toBeVisible();
  await seeker.reload();
  await expect(seeker.getByRole('switch', { name: "'Not selected' emails" })).not.toBeChecked();
  await context.close();

  await signIn(page, { prefix: 'company', email: company.email, password: company.password, landsOn: /\/company\/dashboard/ });
  await page.goto(`/company/view-opportunity/${jobId}`);
  await page.getByRole('button', { name: /^Close/ }).first().click();
  const modal = page.getByRole('dialog', { name: 'Close opportunity' });
  await modal.getByRole('radio', { name: 'Filled by applicant' }).check();
  await modal.getByRole('combobox', { name: 'Applicant', exact: true }).click();
  await page.getByRole('option').first().click();
  // Filled by an applicant: the others start ticked for Not selected.
  await expect(modal.getByRole('checkbox', { name: 'Mark every other applicant Not selected' })).toBeChecked();
  await modal.getByRole('button', { name: 'Close opportunity' }).click();
  await expect(modal).toBeHidden();

  await page.goto(`/company/view-applicants/${jobId}`);
  await expect(page.getByRole('radio', { name: 'Hired (1)' })).toBeAttached();
  await expect(page.getByRole('radio', { name: 'Not selected (2)' })).toBeAttached();
  // Each declined applicant who takes the mail gets exactly one; the hired one and the one who opted out get none.
  const { opportunityApplicants } = await call<{ opportunityApplicants: { status: string; user: { email: string } }[] }>(
    page.request, 'query($id: ID!) { opportunityApplicants(id: $id) { status user { email } } }', { id: jobId }, company.token,
  );
  for (const a of opportunityApplicants) {
    const expected = a.status === 'NOT_SELECTED' && a.user.email !== quiet.email ? 1 : 0;
    await expect.poll(() => notSelectedMails(a.user.email), { message: `Not selected mails to ${a.user.email}` }).toBe(expected);
  }
  expect(opportunityApplicants.filter((a) => a.status === 'NOT_SELECTED' && a.user.email !== quiet.email).length).toBeGreaterThan(0);
});
