import { CONVERSATION_MSG, MESSAGE_MAX } from '@mp/domain';
import { registerAccount } from '../support/accounts';
import { watchMutation } from '../support/graphql';
import { signIn } from '../support/session';
import { shots } from '../support/shots';
import { expect, test, type Locator, type Page } from '../support/test';
import { appliedFreelancer } from '../freelancer/profile-support';
import { postingCompany, postJob } from '../company/posting-support';

/**
 * The hiring conversation (issue 39 §1): an employer writes to an applicant from the pipeline's drawer; the applicant
 * sees the header's count, reads the thread from the inbox and replies; the employer's open drawer shows the reply
 * and 'Seen' without a reload (polling); addresses are links with rel="nofollow ugc noopener" and markup stays text;
 * a message asking for a fee carries the warning; the applicant stops the team's messages and the team reads why it
 * cannot write; the thread holds at phone width.
 */

test.describe.configure({ timeout: 180_000 });

/** A thread polls every MESSAGE_POLL_SECONDS.thread (5 s): what the other side did shows within two polls. */
const POLLED = { timeout: 15_000 };

const messages = (scope: Page | Locator) => scope.getByTestId('message');
const message = (scope: Page | Locator, text: string) => messages(scope).filter({ hasText: text });

test('an employer and an applicant talk about an application, until the applicant stops the team’s messages', async ({ page, browser }) => {
  const company = await postingCompany(page.request, 'msg-co');
  const jobId = await postJob(page.request, company.token, { title: 'Conversation designer' });
  const robin = await appliedFreelancer(page.request, 'msg-robin', company.token, jobId);

  // The employer opens the applicant's drawer at its Messages tab: nothing said yet.
  await signIn(page, { prefix: 'company', email: company.email, password: company.password, landsOn: /\/company\/dashboard/ });
  await page.goto(`/company/view-applicants/${jobId}`);
  await page.getByRole('table').getByRole('button', { name: /^Message / }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true');
  await expect(drawer.getByText('No messages yet')).toBeVisible();
  const box = drawer.getByRole('textbox', { name: 'Your message' });

  // The shared rule's words: nothing to send, then too long (the count says by how much).
  await drawer.getByRole('button', { name: 'Send' }).click();
  await expect(drawer.getByText(CONVERSATION_MSG.empty)).toBeVisible();
  await box.fill('x'.repeat(MESSAGE_MAX + 1));
  await expect(drawer.getByText('– 1 too many')).toBeVisible();
  await drawer.getByRole('button', { name: 'Send' }).click();
  await expect(drawer.getByText(CONVERSATION_MSG.tooLong)).toBeVisible();

  // A message with an address and markup, sent with Ctrl+Enter; a double send is one submission (one key, one message).
  const first = 'Hello Robin, see www.example.com/brief. <script>alert(1)</script> <b>bold?</b>';
  const sends = watchMutation(page, 'sendMessage');
  await box.fill(first);
  await box.press('Control+Enter');
  await expect(message(drawer, 'Hello Robin')).toHaveCount(1);
  await expect(box).toHaveValue('');
  const [sent] = await sends.settled();
  expect(sent?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  const second = 'Before we start, we need a £50 registration fee to book your interview slot.';
  await box.fill(second);
  const send = drawer.getByRole('button', { name: 'Send' });
  await send.dblclick();
  await expect(message(drawer, 'registration fee')).toHaveCount(1);
  const keys = (await sends.settled()).slice(1).map((v) => v.idempotencyKey);
  expect(new Set(keys).size, `one key for the double click: ${JSON.stringify(keys)}`).toBe(1);
  await expect(message(drawer, 'registration fee').getByTestId('payment-warning')).toHaveText(CONVERSATION_MSG.paymentWarning);
  await expect(message(drawer, 'Hello Robin').getByTestId('payment-warning')).toHaveCount(0);
  await expect(message(drawer, 'Hello Robin').getByText('You', { exact: true })).toBeVisible();
  await expect(drawer.getByTestId('seen')).toHaveCount(0);
  await shots(page, 'drawer');

  // The applicant, in another browser: the header counts one thread with unread messages.
  const seekerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const seeker = await seekerContext.newPage();
  await signIn(seeker, { prefix: 'freelancer', email: robin.email, password: robin.password, landsOn: /\/freelancer\/(?!login)/ });
  await seeker.goto('/freelancer/dashboard');
  const header = seeker.getByTestId('site-header');
  await expect(header.getByRole('link', { name: 'Messages, 1 unread' })).toBeVisible(POLLED);
  // The applied list leads to the application's thread too.
  const applied = seeker.getByRole('listitem').filter({ hasText: 'Conversation designer' }).getByRole('link', { name: 'Messages', exact: true });
  await expect(applied).toHaveAccessibleDescription('Conversation designer');
  await expect(applied).toHaveAttribute('href', `/freelancer/messages/${robin.applicationId}`);

  // The inbox: the company, the post, the start of the last message, unread.
  await header.getByRole('link', { name: 'Messages, 1 unread' }).click();
  await expect(seeker).toHaveURL('/freelancer/messages');
  await expect(seeker).toHaveTitle(/^Messages \|/);
  const row = seeker.getByTestId('thread-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Fresh Test Ltd');
  await expect(row).toContainText('Conversation designer');
  await expect(row).toContainText('registration fee');
  await expect(row.getByText('Unread:')).toBeAttached();
  await shots(seeker, 'inbox');

  // The thread: who wrote (name, position and company), when, the words as text, the address as a link.
  await row.click();
  await expect(seeker).toHaveURL(`/freelancer/messages/${robin.applicationId}`);
  const hello = message(seeker, 'Hello Robin');
  await expect(hello.getByText('Robin Tester')).toBeVisible();
  await expect(hello.getByText('Hiring Lead, Fresh Test Ltd')).toBeVisible();
  await expect(hello.locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  const link = hello.getByRole('link', { name: 'www.example.com/brief' });
  await expect(link).toHaveAttribute('href', 'https://www.example.com/brief');
  await expect(link).toHaveAttribute('rel', 'nofollow ugc noopener');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(hello).toContainText('<script>alert(1)</script> <b>bold?</b>');
  await expect(hello.locator('script, b')).toHaveCount(0);
  await expect(message(seeker, 'registration fee').getByTestId('payment-warning')).toHaveText(CONVERSATION_MSG.paymentWarning);
  // Read while shown: the header's count is gone.
  await expect(header.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();

  // The employer's open drawer, without a reload: 'Seen' under their last message.
  await expect(message(drawer, 'registration fee').getByTestId('seen')).toHaveText('Seen', POLLED);
  await expect(message(drawer, 'Hello Robin').getByTestId('seen')).toHaveCount(0);

  // The applicant replies; it arrives in the employer's drawer by itself, with the applicant's name.
  await seeker.getByRole('textbox', { name: 'Your message' }).fill('Thanks! Happy to talk. My portfolio: https://robin.example.org/work');
  await seeker.getByRole('button', { name: 'Send' }).click();
  await expect(message(seeker, 'Thanks!')).toBeVisible();
  const reply = message(drawer, 'Thanks!');
  await expect(reply).toBeVisible(POLLED);
  await expect(reply.getByText('Robin Tester')).toBeVisible();
  await expect(reply.getByText('Freelancer', { exact: true })).toBeVisible();
  await expect(reply.getByRole('link', { name: 'https://robin.example.org/work' })).toHaveAttribute('rel', 'nofollow ugc noopener');
  await shots(seeker, 'thread');

  // The applicant stops the team's messages (after a confirmation; Cancel keeps them).
  await seeker.getByRole('button', { name: 'Stop messages from this team' }).click();
  const confirm = seeker.getByRole('dialog', { name: 'Stop messages from this team?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await seeker.getByRole('button', { name: 'Stop messages from this team' }).click();
  await confirm.getByRole('button', { name: 'Stop messages' }).click();
  await expect(seeker.getByTestId('blocked-notice')).toContainText('You have stopped messages from this team');
  await expect(seeker.getByRole('button', { name: 'Allow messages again' })).toBeVisible();
  // They may still write.
  await expect(seeker.getByRole('textbox', { name: 'Your message' })).toBeVisible();

  // The team's drawer reads why it cannot write, in place of the box.
  await expect(drawer.getByTestId('blocked-notice')).toHaveText(CONVERSATION_MSG.blocked, POLLED);
  await expect(drawer.getByRole('textbox', { name: 'Your message' })).toHaveCount(0);
  await shots(page, 'drawer-blocked');

  // At phone width the thread fits: no sideways scroll; the header's icon carries Messages.
  await seeker.setViewportSize({ width: 390, height: 844 });
  await expect(seeker.getByTestId('messages-icon')).toHaveAccessibleName('Messages');
  await expect(message(seeker, 'Hello Robin')).toBeVisible();
  const overflow = await seeker.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await seeker.getByRole('button', { name: 'Allow messages again' }).click();
  await expect(seeker.getByRole('button', { name: 'Stop messages from this team' })).toBeVisible();
  await expect(drawer.getByRole('textbox', { name: 'Your message' })).toBeVisible(POLLED);
  await seekerContext.close();

  // The employer's thread page (the notice mail's link) says who and which post.
  await page.goto(`/company/messages/${robin.applicationId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Robin Tester' })).toBeVisible();
  await expect(page).toHaveTitle(/^Messages: Robin Tester \|/);
  await expect(page.getByRole('link', { name: 'Conversation designer' })).toHaveAttribute('href', `/company/view-applicants/${jobId}`);
  await expect(message(page, 'Thanks!')).toBeVisible();
  await shots(page, 'thread-team');
});

test("someone else's thread is a 404, an empty inbox says what comes there, and the mail's link asks a visitor to log in", async ({ page, browser }) => {
  const company = await postingCompany(page.request, 'msg-other');
  const jobId = await postJob(page.request, company.token, { title: 'Private conversation' });
  const robin = await appliedFreelancer(page.request, 'msg-private', company.token, jobId);

  const stranger = await registerAccount(page.request, 'FREELANCER', 'msg-stranger');
  await signIn(page, { prefix: 'freelancer', email: stranger.email, password: stranger.password, landsOn: /\/freelancer\// });
  await page.goto('/freelancer/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(page.getByTestId('empty-state')).toContainText('No messages yet');
  await expect(page.getByTestId('empty-state').getByRole('link', { name: 'Find work' })).toHaveAttribute('href', '/freelancer/latest-opportunities');
  await shots(page, 'inbox-empty');
  await page.goto(`/freelancer/messages/${robin.applicationId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'All messages' })).toHaveAttribute('href', '/freelancer/messages');

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/freelancer/messages/${robin.applicationId}`);
  await expect(visitor).toHaveURL(/\/freelancer\/login\?redirectTo=/);
  await visitorContext.close();
});
