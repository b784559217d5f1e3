import { INTERVIEW_MSG, PIPELINE_STATUS_LABELS } from '@mp/domain';
import { watchMutation } from '../support/graphql';
import { mailsTo } from '../support/mail';
import { signIn } from '../support/session';
import { shots } from '../support/shots';
import { expect, test, type Locator } from '../support/test';
import { appliedFreelancer } from '../freelancer/profile-support';
import { postingCompany, postJob } from '../company/posting-support';

/**
 * Interviews (issue 39 §2): the employer proposes two times from the applicant's drawer (a past date gets the rule's
 * words under its field); the applicant, on their thread page in another browser and another time zone, books one
 * after a confirm naming it; both read it booked, the pipeline reads Interviewing, the dashboard lists it, and both
 * get the invite mail with its calendar file. The employer reschedules (the applicant books again: a second invite)
 * and cancels (the cancel's calendar file). The files' contents (METHOD, UID, SEQUENCE, DTSTART in UTC) are checked
 * by the API's tests (apps/api/src/modules/interviews/interviews.int.test.ts): the log keeps attachments' names only.
 */

test.describe.configure({ timeout: 240_000 });

/** A UK date `days` from today as the date field takes it (DD/MM/YYYY). */
function ukDate(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(d);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('day')}/${part('month')}/${part('year')}`;
}

/** Fills the nth time of the times form. */
async function fillTime(form: Locator, n: number, values: { date: string; start: string; video: string }) {
  const row = form.getByRole('group', { name: `Time ${n}` });
  const date = row.getByRole('textbox', { name: 'Date (UK)' });
  await date.fill(values.date);
  await date.press('Tab');
  await row.getByRole('textbox', { name: 'Start (UK)' }).fill(values.start);
  await row.getByRole('textbox', { name: 'Video link' }).fill(values.video);
}

/** The mails to `email` whose subject starts with `subject`, as logged (text, then '[attached: …]'). */
const mails = (email: string, subject: string) => mailsTo(email).filter((m) => m.includes(`: ${subject}`));

test('an employer proposes times, the applicant books one, the employer moves it and then cancels it', async ({ page, browser }) => {
  const company = await postingCompany(page.request, 'iv-co');
  const jobId = await postJob(page.request, company.token, { title: 'Interview designer' });
  const account = await appliedFreelancer(page.request, 'iv-robin', company.token, jobId);
  const { applicationId } = account;

  // The dashboard's card, before anything is booked: its empty state.
  await signIn(page, { prefix: 'company', email: company.email, password: company.password, landsOn: /\/company\/dashboard/ });
  const card = page.getByRole('region', { name: 'Upcoming interviews' });
  await expect(card.getByTestId('empty-state')).toContainText('No interviews booked');

  // The drawer's Interviews tab: nothing yet, then the form.
  await page.goto(`/company/view-applicants/${jobId}`);
  await page.getByRole('table').getByRole('button', { name: /^Message / }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('tab', { name: 'Interviews' }).click();
  await expect(drawer.getByText('No interview yet')).toBeVisible();
  await drawer.getByRole('button', { name: 'Propose times' }).click();
  const form = drawer.getByRole('form', { name: 'Propose interview times' });

  // A past date: the rule's words under the date, nothing sent.
  const proposals = watchMutation(page, 'proposeInterviewTimes');
  await fillTime(form, 1, { date: ukDate(-1), start: '10:00', video: 'https://meet.example.com/robin' });
  await form.getByRole('button', { name: 'Send times' }).click();
  await expect(form.getByRole('group', { name: 'Time 1' }).getByText(INTERVIEW_MSG.past)).toBeVisible();
  // An http link is refused too.
  await form.getByRole('group', { name: 'Time 1' }).getByRole('textbox', { name: 'Video link' }).fill('http://meet.example.com/robin');
  await form.getByRole('button', { name: 'Send times' }).click();
  await expect(form.getByText(INTERVIEW_MSG.videoUrl)).toBeVisible();

  // Two good times (the second row starts with the first's link); one key for the submission.
  await fillTime(form, 1, { date: ukDate(3), start: '10:00', video: 'https://meet.example.com/robin' });
  await form.getByRole('button', { name: 'Add another time' }).click();
  await fillTime(form, 2, { date: ukDate(4), start: '14:30', video: 'https://meet.example.com/robin' });
  await shots(page, 'propose-form');
  await form.getByRole('button', { name: 'Send times' }).click();
  const interview = drawer.getByTestId('interview');
  await expect(interview).toHaveAttribute('data-status', 'PROPOSED');
  await expect(interview.getByText('Waiting for the applicant to choose a time.')).toBeVisible();
  await expect(interview.getByTestId('interview-slot')).toHaveCount(2);
  const [sent] = await proposals.settled();
  expect(sent?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  await expect(drawer.getByTestId('interview-event')).toContainText(['Proposed interview times']);
  await expect.poll(() => mails(account.email, 'Choose a time for your interview').length).toBe(1);

  // The applicant, in another browser on Paris time: the two times on the UK clock with their own beside them.
  const seekerContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'Europe/Paris' });
  const seeker = await seekerContext.newPage();
  await signIn(seeker, { prefix: 'freelancer', email: account.email, password: account.password, landsOn: /\/freelancer\/(?!login)/ });
  await seeker.goto(`/freelancer/messages/${applicationId}`);
  const panel = seeker.getByTestId('interviews');
  const choices = panel.getByRole('button', { name: /^Choose this time: / });
  await expect(choices).toHaveCount(2);
  await expect(panel.getByTestId('interview-own-time').first()).toContainText(/your time$/);
  await expect(panel.getByTestId('interview-time').first()).toContainText(/^\w{3} \d{2}\/\d{2}\/\d{4} 10:00–10:45 (GMT|BST)/);
  await shots(seeker, 'applicant-choice');

  // One click, then the confirm names the time; Book it.
  await choices.first().click();
  const confirm = seeker.getByRole('dialog', { name: 'Book this time?' });
  await expect(confirm).toContainText(/10:00–10:45/);
  const chosen = watchMutation(seeker, 'chooseInterviewTime');
  await confirm.getByRole('button', { name: 'Book it' }).click();
  await expect(panel.getByTestId('interview')).toHaveAttribute('data-status', 'SCHEDULED');
  await expect(panel.getByTestId('interview-booked')).toContainText('10:00–10:45');
  await expect(panel.getByRole('link', { name: 'Join the video call' })).toHaveAttribute('href', 'https://meet.example.com/robin');
  await expect(panel.getByRole('button', { name: 'Ask to move it' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Cancel interview' })).toBeVisible();
  expect((await chosen.settled())[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  await shots(seeker, 'applicant-booked');

  // Both get the invite with its calendar file.
  await expect.poll(() => mails(account.email, 'Interview booked: Interview designer').length).toBe(1);
  await expect.poll(() => mails(company.email, 'Interview booked: Interview designer').length).toBe(1);
  expect(mails(account.email, 'Interview booked')[0]).toContain('[attached: invite.ics]');
  expect(mails(company.email, 'Interview booked')[0]).toContain('[attached: invite.ics]');

  // The employer sees it booked, the pipeline reads Interviewing, the dashboard lists it with a link to the thread.
  await page.reload();
  await expect(page.getByRole('table').getByText(PIPELINE_STATUS_LABELS.INTERVIEWING)).toBeVisible();
  await page.getByRole('table').getByRole('button', { name: /^Message / }).click();
  await drawer.getByRole('tab', { name: 'Interviews' }).click();
  await expect(drawer.getByTestId('interview')).toHaveAttribute('data-status', 'SCHEDULED');
  await expect(drawer.getByTestId('interview-event')).toContainText(['Proposed interview times', 'Chose a time']);
  await drawer.getByRole('tab', { name: 'Notes and history' }).click();
  await expect(drawer.getByText(`${PIPELINE_STATUS_LABELS.NEW} → ${PIPELINE_STATUS_LABELS.INTERVIEWING}`).or(drawer.getByText(`→ ${PIPELINE_STATUS_LABELS.INTERVIEWING}`))).toBeVisible();
  await page.goto('/company/dashboard');
  const row = card.getByTestId('upcoming-interview');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Interview designer');
  await expect(row.getByRole('link')).toHaveAttribute('href', `/company/messages/${applicationId}`);
  await shots(page, 'dashboard-card');

  // The employer reschedules from the thread page: new times and a reason; the applicant books again.
  await row.getByRole('link').click();
  await expect(page).toHaveURL(`/company/messages/${applicationId}`);
  const teamPanel = page.getByTestId('interviews');
  await teamPanel.getByRole('button', { name: 'Reschedule' }).click();
  const move = teamPanel.getByRole('form', { name: 'Reschedule the interview' });
  await fillTime(move, 1, { date: ukDate(5), start: '11:00', video: 'https://meet.example.com/robin-2' });
  await move.getByRole('button', { name: 'Send new times' }).click();
  await expect(move.getByText(INTERVIEW_MSG.reasonEmpty)).toBeVisible();
  await move.getByRole('textbox', { name: 'Reason' }).fill('Our designer is away that day.');
  await move.getByRole('button', { name: 'Send new times' }).click();
  await expect(teamPanel.getByTestId('interview')).toHaveAttribute('data-status', 'PROPOSED');
  await expect(teamPanel.getByTestId('interview-event').last()).toContainText('Our designer is away that day.');
  await expect.poll(() => mails(account.email, 'Your interview for Interview designer has moved').length).toBe(1);

  await seeker.reload();
  await panel.getByRole('button', { name: /^Choose this time: / }).click();
  await confirm.getByRole('button', { name: 'Book it' }).click();
  await expect(panel.getByTestId('interview-booked')).toContainText('11:00–11:45');
  await expect.poll(() => mails(account.email, 'Interview booked: Interview designer').length).toBe(2);
  expect(mails(account.email, 'Interview booked')[1]).toContain('[attached: invite.ics]');

  // The employer cancels, with a reason and a confirm; both are told, with the cancel's calendar file.
  await page.reload();
  await teamPanel.getByRole('button', { name: 'Cancel interview' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel the interview?' });
  await cancel.getByRole('button', { name: 'Cancel interview' }).click();
  await expect(cancel.getByText(INTERVIEW_MSG.reasonEmpty)).toBeVisible();
  await cancel.getByRole('textbox', { name: 'Reason' }).fill('The role has been filled.');
  await cancel.getByRole('button', { name: 'Cancel interview' }).click();
  await expect(cancel).toBeHidden();
  await expect(teamPanel.getByTestId('interview')).toHaveAttribute('data-status', 'CANCELLED');
  await expect(teamPanel.getByTestId('interview-cancel-reason')).toContainText('The role has been filled.');
  await expect.poll(() => mails(account.email, 'Interview cancelled: Interview designer').length).toBe(1);
  expect(mails(account.email, 'Interview cancelled')[0]).toContain('[attached: cancel.ics]');
  await seeker.reload();
  await expect(panel.getByTestId('interview')).toHaveAttribute('data-status', 'CANCELLED');
  await expect(panel.getByRole('button', { name: 'Cancel interview' })).toHaveCount(0);

  // At phone width the thread page with its interviews fits: no sideways scroll.
  await seeker.setViewportSize({ width: 390, height: 844 });
  const overflow = await seeker.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await seekerContext.close();
});
