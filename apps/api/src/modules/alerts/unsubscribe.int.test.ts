import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { outbox, users } from '../../db/schema/index.js';
import { opportunityFixtures, referenceIds, type ReferenceIds } from '../opportunities/test-fixtures.js';
import { UNSUBSCRIBE_TEXT } from './page.js';
import { alertee, alertsTo, jobAsking, post } from './test-fixtures.js';
import { unsubscribeToken } from './token.js';

/** The unsubscribe link and one-click POST (decision 0040, RFC 8058). */

let t: TestApp;
let ref: ReferenceIds;
let employer: string;

beforeAll(async () => {
  t = await createTestApp();
  ref = await referenceIds(t.deps.db);
  const f = opportunityFixtures(t);
  await f.grant(await f.idOf('employer@demo.test'), 10);
  employer = await t.login('employer@demo.test');
});
afterAll(async () => t.close());

const sendsEmail = async (id: number) => (await t.deps.db.select({ on: users.send_email }).from(users).where(eq(users.id, id)))[0]!.on;
const path = (token: string) => `/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`;
const oneClick = (token: string, headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' }, payload = 'List-Unsubscribe=One-Click') =>
  t.app.inject({ method: 'POST', url: path(token), headers, payload });

/** A person who got an alert, and the link it carried. */
async function alerted(tag: string, skill: number) {
  const me = await alertee(t, tag, { skills: [skill] });
  await post(t, employer, jobAsking(ref, [skill], [ref.design.genres[2]!], { title: `For ${tag}` }));
  const [mail] = await alertsTo(t, me.email);
  const link = mail!.headers!['List-Unsubscribe']!.slice(1, -1);
  expect(mail!.text).toContain(`Unsubscribe from job alert emails: ${link}`);
  return { ...me, link, token: new URL(link).searchParams.get('token')! };
}

describe('unsubscribing', () => {
  it('asks on GET without changing anything, and turns job alert emails off on POST', async () => {
    const me = await alerted('asker', ref.design.skills[0]!);
    const page = await t.app.inject({ method: 'GET', url: new URL(me.link).pathname + new URL(me.link).search });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain(`<h1>${UNSUBSCRIBE_TEXT.askTitle}</h1>`);
    expect(page.body).toContain('<form method="post" action="/api/alerts/unsubscribe?token=');
    expect(page.body).toContain(`${me.email.slice(0, 1)}••••@example.test`);
    expect(await sendsEmail(me.id)).toBe(true);

    const done = await oneClick(me.token);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(UNSUBSCRIBE_TEXT.doneTitle);
    expect(await sendsEmail(me.id)).toBe(false);
    // Once more (a second click): the same answer.
    expect((await oneClick(me.token)).statusCode).toBe(200);
    // The GET now says it is done.
    expect((await t.app.inject({ method: 'GET', url: path(me.token) })).body).toContain(UNSUBSCRIBE_TEXT.doneTitle);

    // No more alerts.
    await post(t, employer, jobAsking(ref, [ref.design.skills[0]!], [ref.design.genres[2]!], { title: 'After unsubscribing' }));
    expect(await alertsTo(t, me.email)).toHaveLength(1);
  });

  it('takes the one-click POST as a mail client sends it, multipart too', async () => {
    const me = await alerted('multipart', ref.design.skills[1]!);
    const boundary = 'xYzZY';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    const res = await oneClick(me.token, { 'content-type': `multipart/form-data; boundary=${boundary}` }, body);
    expect(res.statusCode).toBe(200);
    expect(await sendsEmail(me.id)).toBe(false);
  });

  it('refuses a bad or altered token with 400 and changes nothing', async () => {
    const me = await alerted('guarded', ref.design.skills[2]!);
    const other = await alertee(t, 'victim', {});
    const [, sig] = me.token.split('.');
    // Another secret's token, and this person's token for another list (message notices).
    const foreign = [unsubscribeToken({ APP_SECRET: 'x'.repeat(32) }, 'job-alerts', me.id), unsubscribeToken(t.deps.config, 'messages', me.id)];
    for (const bad of ['', 'nonsense', `${other.id}.${sig}`, `${me.id}.${'A'.repeat(43)}`, ...foreign]) {
      for (const res of [await oneClick(bad), await t.app.inject({ method: 'GET', url: path(bad) })]) {
        expect(res.statusCode).toBe(400);
        expect(res.body).toContain(UNSUBSCRIBE_TEXT.bad);
      }
    }
    expect(await sendsEmail(me.id)).toBe(true);
    expect(await sendsEmail(other.id)).toBe(true);
  });

  it('limits bad tokens from one address', async () => {
    const from = { remoteAddress: '203.0.113.9' };
    for (let i = 0; i < 30; i++) expect((await t.app.inject({ method: 'GET', url: path(`1.${i}`), ...from })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: path('1.x'), ...from })).statusCode).toBe(429);
  });

  it('keeps the link out of the outbox (decision 0016)', async () => {
    const me = await alerted('outbox', ref.design.skills[3]!);
    const [row] = await t.deps.db.select().from(outbox).where(eq(outbox.to_address, me.email)).orderBy(desc(outbox.id)).limit(1);
    expect(row!.text_body).toContain('Unsubscribe from job alert emails: [link removed]');
    expect(row!.text_body).not.toContain(me.token);
    expect(row!.html_body).not.toContain(me.token);
  });
});
