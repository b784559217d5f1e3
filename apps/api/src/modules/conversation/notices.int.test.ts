import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { messageThreads, outbox, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { unsubscribeToken } from '../alerts/token.js';
import { UNSUBSCRIBE_TEXT } from '../alerts/page.js';
import { conversationFixtures, SEND_MESSAGE, type Applicant } from './test-fixtures.js';
import { MESSAGE_UNSUBSCRIBE_TEXT } from './unsubscribe.js';

/**
 * The notice of a new message and its opt-out (decision 0060): the Messages setting stops it; the mail's one-click
 * link (List-Unsubscribe, RFC 8058) and footer link turn that setting off and nothing else; a tampered token, or
 * another list's, changes nothing.
 */
const SETTINGS = 'mutation($on: Boolean!) { updateNotificationSettings(input: { send_message_email: $on }) { send_message_email } }';

let t: TestApp;
let fx: Awaited<ReturnType<typeof conversationFixtures>>;

beforeAll(async () => {
  t = await createTestApp();
  fx = await conversationFixtures(t);
});
afterAll(async () => t.close());

const settingsOf = async (id: number) =>
  (await t.deps.db.select({ messages: users.send_message_email, alerts: users.send_email }).from(users).where(eq(users.id, id)))[0]!;
const mailsTo = async (email: string) => {
  await t.lastMailTo(email);
  return t.sentMails.filter((m) => m.to === email);
};
/** Lets the thread mail its applicant again (the 10-minute interval passed). */
const pastInterval = (a: Applicant) =>
  t.deps.db.update(messageThreads).set({ applicant_mailed_at: new Date(Date.now() - 11 * 60_000) }).where(eq(messageThreads.application_id, a.applicationId));
const path = (link: string) => new URL(link).pathname + new URL(link).search;
const oneClick = (url: string) =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });

/** An applicant who got a notice from the team, and the notice's one-click link. */
async function noticed(): Promise<Applicant & { link: string }> {
  const a = await fx.application();
  expect((await t.gql(SEND_MESSAGE, { id: a.applicationId, body: 'Are you free on Monday?' }, fx.tokens.employer)).errors).toBeUndefined();
  const [mail] = await mailsTo(a.email);
  expect(mail!.headers).toEqual({ 'List-Unsubscribe': expect.stringMatching(/^<.+>$/), 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  const link = mail!.headers!['List-Unsubscribe']!.slice(1, -1);
  expect(link).toMatch(new RegExp(`^http://localhost:3000/api/messages/unsubscribe\\?token=${a.userId}\\.[\\w-]{43}$`));
  expect(link).toBe(unsubscribeOf(a.userId));
  expect(mail!.text).toContain(`Unsubscribe from message emails: ${link}`);
  expect(mail!.text).toContain('Change your notification settings: http://localhost:3000/freelancer/notification-settings');
  expect(mail!.html).toContain(`href="${link}"`);
  return { ...a, link };
}
const unsubscribeOf = (userId: number) => `http://localhost:3000/api/messages/unsubscribe?token=${unsubscribeToken(t.deps.config, 'messages', userId)}`;

describe('the Messages setting', () => {
  it('stops the notice while off, and lets it come again once on', async () => {
    const a = await fx.application();
    expect((await t.gql(SETTINGS, { on: false }, a.token)).data.updateNotificationSettings.send_message_email).toBe(false);
    await t.gql(SEND_MESSAGE, { id: a.applicationId, body: 'Hello while you are not emailed' }, fx.tokens.employer);
    expect(await mailsTo(a.email)).toHaveLength(0);
    expect(await t.deps.db.$count(outbox, eq(outbox.to_address, a.email))).toBe(0);

    await t.gql(SETTINGS, { on: true }, a.token);
    await pastInterval(a);
    await t.gql(SEND_MESSAGE, { id: a.applicationId, body: 'Hello again' }, fx.tokens.employer);
    const mails = await mailsTo(a.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Hello again');
  });

  it("keeps the link out of the outbox (decision 0016) and the team's notice has no settings page to link to", async () => {
    const a = await noticed();
    const [kept] = await t.deps.db.select().from(outbox).where(eq(outbox.to_address, a.email)).orderBy(desc(outbox.id)).limit(1);
    expect(kept!.text_body).toContain('Unsubscribe from message emails: [link removed]');
    expect(`${kept!.text_body}${kept!.html_body}`).not.toContain(a.link.split('token=')[1]);

    // The applicant writes back: the notice goes to the post's author in the team, with its own one-click link.
    await t.gql(SEND_MESSAGE, { id: a.applicationId, body: 'Monday works' }, a.token);
    const toTeam = (await mailsTo('employer@demo.test')).at(-1)!;
    expect(toTeam.text).toContain('Monday works');
    expect(toTeam.headers!['List-Unsubscribe']).toBe(`<${unsubscribeOf(fx.ids.employer)}>`);
    // The team's settings page has the Messages switch to turn them back on.
    expect(toTeam.text).toContain('Change your notification settings: http://localhost:3000/company/notification-settings');
  });
});

describe('the one-click link', () => {
  it('asks on GET without changing anything, and turns the Messages setting off on POST, job alerts left on', async () => {
    const a = await noticed();
    const page = await t.app.inject({ method: 'GET', url: path(a.link) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain(`<h1>${MESSAGE_UNSUBSCRIBE_TEXT.askTitle}</h1>`);
    expect(page.body).toContain('<form method="post" action="/api/messages/unsubscribe?token=');
    expect(await settingsOf(a.userId)).toEqual({ messages: true, alerts: true });

    const done = await oneClick(path(a.link));
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(MESSAGE_UNSUBSCRIBE_TEXT.done);
    expect(done.body).toContain('/freelancer/notification-settings');
    expect(await settingsOf(a.userId)).toEqual({ messages: false, alerts: true });
    expect((await oneClick(path(a.link))).statusCode).toBe(200);

    // No more notices.
    await pastInterval(a);
    await t.gql(SEND_MESSAGE, { id: a.applicationId, body: 'Still there?' }, fx.tokens.employer);
    expect(await mailsTo(a.email)).toHaveLength(1);
  });

  it("turns a team member's setting off too, on a page in the company's look linking the company's settings", async () => {
    const a = await fx.application({ forMember: true });
    await t.gql(SEND_MESSAGE, { id: a.applicationId, body: 'A question for the member' }, a.token);
    const link = (await mailsTo('member@demo.test')).at(-1)!.headers!['List-Unsubscribe']!.slice(1, -1);
    const done = await oneClick(path(link));
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('#4146cf');
    expect(done.body).toContain('/company/notification-settings');
    expect((await settingsOf(fx.ids.member)).messages).toBe(false);
  });

  it("refuses a tampered token, another person's, another secret's and a job alert's, and changes nothing", async () => {
    const a = await noticed();
    const other = await fx.application();
    const token = new URL(a.link).searchParams.get('token')!;
    const [, sig] = token.split('.');
    const flipped = `${a.userId}.${sig!.slice(0, -1)}${sig!.endsWith('A') ? 'B' : 'A'}`;
    const bad = [
      flipped, `${other.userId}.${sig}`, '', 'nonsense',
      unsubscribeToken({ APP_SECRET: 'x'.repeat(32) }, 'messages', a.userId),
      unsubscribeToken(t.deps.config, 'job-alerts', a.userId),
    ];
    for (const b of bad) {
      const url = `/api/messages/unsubscribe?token=${encodeURIComponent(b)}`;
      for (const res of [await oneClick(url), await t.app.inject({ method: 'GET', url })]) {
        expect(res.statusCode).toBe(400);
        expect(res.body).toContain(MESSAGE_UNSUBSCRIBE_TEXT.bad);
      }
    }
    // A message notice's token on the job alerts' link does not stop job alerts either.
    const crossed = await oneClick(`/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(crossed.statusCode).toBe(400);
    expect(crossed.body).toContain(UNSUBSCRIBE_TEXT.bad);
    expect(await settingsOf(a.userId)).toEqual({ messages: true, alerts: true });
    expect(await settingsOf(other.userId)).toEqual({ messages: true, alerts: true });
  });
});
