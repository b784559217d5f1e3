import { REPORT_MSG } from '@mp/domain';
import { signInAsAdmin } from '../support/admin';
import { call, watchMutation } from '../support/graphql';
import { signIn } from '../support/session';
import { shots } from '../support/shots';
import { toast } from '../support/toast';
import { expect, test } from '../support/test';
import { appliedFreelancer } from '../freelancer/profile-support';
import { postingCompany, postJob } from '../company/posting-support';

/**
 * Reporting a message (issue 39 §1 Safety, decision 0063): an applicant reports the employer's message (a reason is
 * required, one key a submission, the thank-you), the administrator finds it in the console's queue with its words and
 * context, and hides it after a confirm; the applicant's thread then reads the removal in its place.
 */

test.describe.configure({ timeout: 180_000 });

const SEND = 'mutation($id: ID!, $body: String!) { sendMessage(applicationId: $id, body: $body) { messages { id } } }';
const WORDS = 'To secure the role, please send your bank details and a £50 deposit today.';

test("an applicant reports an employer's message, and the administrator hides it", async ({ page, browser }) => {
  const company = await postingCompany(page.request, 'rep-co');
  const jobId = await postJob(page.request, company.token, { title: 'Report role' });
  const robin = await appliedFreelancer(page.request, 'rep-robin', company.token, jobId);
  await call(page.request, SEND, { id: robin.applicationId, body: WORDS }, company.token);
  await call(page.request, SEND, { id: robin.applicationId, body: 'Looking forward to hearing from you.' }, company.token);

  // The applicant: a quiet Report under each of the team's messages, none under their own.
  await signIn(page, { prefix: 'freelancer', email: robin.email, password: robin.password, landsOn: /\/freelancer\/(?!login)/ });
  await page.goto(`/freelancer/messages/${robin.applicationId}`);
  const message = page.getByTestId('message').filter({ hasText: WORDS });
  await expect(message).toBeVisible();
  await call(page.request, SEND, { id: robin.applicationId, body: 'Is that normal?' }, robin.token);
  await page.reload();
  await expect(page.getByTestId('message').filter({ hasText: 'Is that normal?' }).getByRole('button', { name: 'Report this message' })).toHaveCount(0);
  await message.getByRole('button', { name: 'Report this message' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this message' });
  await expect(dialog).toBeVisible();

  // A reason is required: the rule's words at the field, nothing sent.
  const reports = watchMutation(page, 'reportMessage');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText(REPORT_MSG.reasonRequired)).toBeVisible();
  await dialog.getByRole('radio', { name: 'Asking for payment or bank details' }).check();
  await dialog.getByRole('textbox', { name: /Anything else we should know/ }).fill('They want a deposit before the interview.');
  await shots(page, 'report-form');
  await dialog.getByRole('button', { name: 'Send report' }).dblclick();
  await expect(dialog.getByText(REPORT_MSG.thanks)).toBeVisible();
  const sent = await reports.settled();
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ reason: 'PAYMENT', note: 'They want a deposit before the interview.', idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  await shots(page, 'report-thanks');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // The administrator: the console's home says a report waits; the queue shows the words in context.
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await expect(admin.getByTestId('reports-waiting')).toContainText(/open reports?, oldest/);
  await admin.getByRole('navigation', { name: 'Console navigation' }).getByRole('link', { name: /^Reports/ }).click();
  await expect(admin).toHaveURL(/\/admin\/reports/);
  await expect(admin).toHaveTitle(/^Console: Reports/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const entry = admin.getByTestId('report-entry').filter({ hasText: WORDS });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText('Asking for payment or bank details');
  await expect(entry).toContainText('They want a deposit before the interview.');
  await expect(entry).toContainText('1 reporter');
  await expect(entry).toContainText('Report role');
  await expect(entry).not.toContainText(robin.email);
  await shots(admin, 'report-queue');

  await entry.getByRole('button', { name: 'Hide' }).click();
  await admin.getByRole('dialog', { name: 'Hide it?' }).getByRole('button', { name: 'Hide' }).click();
  await expect(toast(admin, 'Hidden. Its owner has been emailed why.')).toBeVisible();
  await expect(admin.getByTestId('report-entry').filter({ hasText: WORDS })).toHaveCount(0);
  await shots(admin, 'report-queue-after');
  await adminContext.close();

  // The applicant's thread keeps the message's place, without its words or a Report.
  await page.reload();
  const removed = page.getByTestId('message').filter({ hasText: REPORT_MSG.removedMessage });
  await expect(removed).toBeVisible();
  await expect(page.getByText(WORDS)).toHaveCount(0);
  await expect(removed.getByRole('button', { name: 'Report this message' })).toHaveCount(0);
  await shots(page, 'report-removed');
});
