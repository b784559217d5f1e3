import fs from 'node:fs';
import { ATTACHMENT_MSG, CONVERSATION_MSG } from '@mp/domain';
import { call, watchMutation } from '../support/graphql';
import { signIn } from '../support/session';
import { shots } from '../support/shots';
import { toast } from '../support/toast';
import { expect, test } from '../support/test';
import { FILES } from '../freelancer/files-support';
import { appliedFreelancer } from '../freelancer/profile-support';
import { postingCompany, postJob } from '../company/posting-support';

/**
 * The hiring conversation's files, bulk message and the team's Messages switch (issue 39 §1): an employer attaches a
 * PDF (a file that is not a document is refused with the rule's words) and the applicant downloads the same bytes;
 * the thread page names the other side and the post; the pipeline's 'Message' writes one message in each chosen
 * applicant's own thread, and names an applicant who blocks the team; a company user turns their Messages
 * notices off and on.
 */

test.describe.configure({ timeout: 180_000 });

const THREAD = 'query($id: ID!) { messageThread(applicationId: $id) { messages { body attachments { file_name } } } }';
type Thread = { messageThread: { messages: { body: string; attachments: { file_name: string }[] }[] } };

test('an employer sends a PDF with a message and the applicant downloads it from their thread page', async ({ page, browser }) => {
  const company = await postingCompany(page.request, 'msgf-co');
  const jobId = await postJob(page.request, company.token, { title: 'Brief writer' });
  const robin = await appliedFreelancer(page.request, 'msgf-robin', company.token, jobId);

  await signIn(page, { prefix: 'company', email: company.email, password: company.password, landsOn: /\/company\/dashboard/ });
  await page.goto(`/company/messages/${robin.applicationId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Robin Tester' })).toBeVisible();
  const chooser = page.locator('input[type="file"]');
  const chips = page.getByTestId('attachment-chip');

  // Not a document by its bytes: refused with the rule's words, and it can be removed.
  await chooser.setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('hello, not a pdf') });
  await expect(chips.filter({ hasText: 'notes.pdf' })).toContainText(ATTACHMENT_MSG.invalid);
  await page.getByRole('button', { name: 'Remove notes.pdf' }).click();
  await expect(chips).toHaveCount(0);

  // A PDF: uploaded at once, shown with its size, its id sent with the message.
  await chooser.setInputFiles({ name: 'Brief.pdf', mimeType: 'application/pdf', buffer: FILES.pdf });
  await expect(chips.filter({ hasText: 'Brief.pdf' })).toContainText('Ready');
  await page.getByRole('textbox', { name: 'Your message' }).fill('The brief is attached.');
  await shots(page, 'composer-files');
  const sends = watchMutation(page, 'sendMessage');
  await page.getByRole('button', { name: 'Send' }).click();
  const sent = page.getByTestId('message').filter({ hasText: 'The brief is attached.' });
  await expect(sent.getByTestId('attachment-link')).toHaveText('Brief.pdf');
  await expect(chips).toHaveCount(0);
  const [vars] = await sends.settled();
  expect(vars?.attachmentIds).toHaveLength(1);

  // The applicant's thread page: the company and the post (its public page), and the file to download.
  const seekerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const seeker = await seekerContext.newPage();
  await signIn(seeker, { prefix: 'freelancer', email: robin.email, password: robin.password, landsOn: /\/freelancer\/(?!login)/ });
  await seeker.goto(`/freelancer/messages/${robin.applicationId}`);
  await expect(seeker.getByRole('heading', { level: 1, name: 'Fresh Test Ltd' })).toBeVisible();
  await expect(seeker.getByRole('link', { name: 'Brief writer' })).toHaveAttribute('href', /^\/jobs\/[a-z0-9-]+$/);
  const file = seeker.getByTestId('message').filter({ hasText: 'The brief is attached.' }).getByTestId('attachment-link');
  await expect(file).toHaveAttribute('href', /^\/api\/messages\/attachments\/\d+\/download\?/);
  await shots(seeker, 'thread-file');
  const [download] = await Promise.all([seeker.waitForEvent('download'), file.click()]);
  expect(download.suggestedFilename()).toBe('Brief.pdf');
  expect(fs.readFileSync((await download.path())!).equals(FILES.pdf)).toBe(true);
  await seekerContext.close();
});

test("the pipeline's 'Message' writes to each chosen applicant in their own thread, and names one who blocks the team", async ({ page }) => {
  const company = await postingCompany(page.request, 'msgb-co');
  const jobId = await postJob(page.request, company.token, { title: 'Bulk role' });
  const first = await appliedFreelancer(page.request, 'msgb-a', company.token, jobId);
  const second = await appliedFreelancer(page.request, 'msgb-b', company.token, jobId);

  await signIn(page, { prefix: 'company', email: company.email, password: company.password, landsOn: /\/company\/dashboard/ });
  await page.goto(`/company/view-applicants/${jobId}`);
  const bulk = page.getByRole('button', { name: 'Message', exact: true });
  await expect(bulk).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await bulk.click();
  const modal = page.getByRole('dialog', { name: 'Message 2 applicants' });
  await expect(modal).toContainText('their own conversation');
  await modal.getByRole('button', { name: 'Send 2 messages' }).click();
  await expect(modal.getByText(CONVERSATION_MSG.empty)).toBeVisible();
  await modal.getByRole('textbox', { name: 'Your message' }).fill('Thanks for applying: we will reply by Friday.');
  await shots(page, 'bulk-modal');
  const sends = watchMutation(page, 'sendMessages');
  await modal.getByRole('button', { name: 'Send 2 messages' }).dblclick();
  await expect(toast(page, 'Message sent to 2 applicants.')).toBeVisible();
  await expect(modal).toBeHidden();
  const keys = (await sends.settled()).map((v) => v.idempotencyKey);
  expect(new Set(keys).size).toBe(1);
  for (const who of [first, second]) {
    const thread = await call<Thread>(page.request, THREAD, { id: who.applicationId }, who.token);
    expect(thread.messageThread.messages.map((m) => m.body)).toEqual(['Thanks for applying: we will reply by Friday.']);
  }

  // The second applicant stops the team's messages: the next bulk message is refused, naming them, and sends none.
  await call(page.request, 'mutation($id: ID!) { setMessageTeamBlocked(applicationId: $id, blocked: true) { blocked } }', { id: second.applicationId }, second.token);
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await bulk.click();
  await modal.getByRole('textbox', { name: 'Your message' }).fill('A second note.');
  await modal.getByRole('button', { name: 'Send 2 messages' }).click();
  const blocked = modal.getByTestId('bulk-blocked');
  await expect(blocked).toContainText('have chosen not to receive messages');
  await expect(blocked.getByRole('listitem')).toHaveText(['Robin Tester']);
  await shots(page, 'bulk-blocked');
  const after = await call<Thread>(page.request, THREAD, { id: first.applicationId }, first.token);
  expect(after.messageThread.messages).toHaveLength(1);
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(modal).toBeHidden();
});

test('a company user turns their Messages notices off and on again', async ({ page }) => {
  const company = await postingCompany(page.request, 'msgs-co');
  await signIn(page, { prefix: 'company', email: company.email, password: company.password, landsOn: /\/company\/dashboard/ });
  await page.goto('/company/account');
  await page.getByRole('link', { name: 'Notification settings' }).click();
  await expect(page).toHaveURL('/company/notification-settings');
  await expect(page).toHaveTitle(/^Notification Settings \|/);
  const messages = page.getByRole('switch', { name: 'Messages' });
  await expect(messages).toBeChecked();
  await shots(page, 'company-settings');
  await messages.click({ force: true });
  await expect(toast(page, 'Your notification settings updated!')).toBeVisible();
  await page.reload();
  await expect(messages).not.toBeChecked();
  const read = await call<{ companyMessageEmail: boolean }>(page.request, '{ companyMessageEmail }', {}, company.token);
  expect(read.companyMessageEmail).toBe(false);
  await messages.click({ force: true });
  await expect(messages).toBeChecked();
  await page.reload();
  await expect(messages).toBeChecked();
});
