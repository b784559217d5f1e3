import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { REPORT_MSG } from '@mp/domain';
import { accessTokens, auditLog, hiddenItems, outbox, reports, throttles, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { collectAccountData } from '../account-data/collect.js';
import { codeOf, QUEUE, RESOLVE, reportFixtures, SUMMARY } from './test-fixtures.js';

/**
 * The console's reports (decision 0063): the queue with each item in context and its reporters counted, the home's
 * summary, and the three actions — each resolving every open report of the item, audited in its transaction — refused
 * to anyone but an administrator, and to the second of two administrators acting at once.
 */
let t: TestApp;
let fx: Awaited<ReturnType<typeof reportFixtures>>;

beforeAll(async () => {
  t = await createTestApp();
  fx = await reportFixtures(t);
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.deps.db.delete(throttles);
});

type Entry = { report_id: string; item_id: string; reporters: number; hidden_automatically: boolean; reports: { reason: string; note: string | null }[]; item: any };
const queue = async (order?: string): Promise<Entry[]> => {
  const res = await t.gql(QUEUE, { order }, fx.tokens.admin);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data.adminReports.data;
};
const entryOf = async (messageId: string) => (await queue()).find((e) => e.item_id === messageId);
const auditOf = (action: string, itemId: string) =>
  t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.target_id, Number(itemId))));
const ACTIVITY = `query($id: ID!) { messageThreadActivity(applicationId: $id) { moderated_at } }`;
/** When the open thread's poll last saw a message of the thread hidden or shown again. */
const moderatedAt = async (applicationId: number, token: string): Promise<string | null> =>
  (await t.gql(ACTIVITY, { id: applicationId }, token)).data.messageThreadActivity.moderated_at;
const hiddenOf = async (id: string) => (await t.deps.db.select().from(hiddenItems).where(and(eq(hiddenItems.kind, 'MESSAGE'), eq(hiddenItems.item_id, Number(id)))))[0];

/** An applicant's message on a post assigned to the member, reported by `by` of the team. */
async function reported(body: string, by: ('employer' | 'member' | 'guest')[] = ['employer'], note?: string) {
  const a = await fx.application({ forMember: true, first_name: 'Rita' });
  const id = await fx.say(a.applicationId, body, a.token);
  for (const who of by) {
    const res = await fx.report(id, fx.tokens[who], 'HARASSMENT', note);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
  }
  return { a, id, entry: (await entryOf(id))! };
}

describe('the queue', () => {
  it('shows each item once with its words, author, post and both sides, its reasons and notes, and how many accounts reported it', async () => {
    const { a, id, entry } = await reported('You will regret this', ['employer', 'member'], 'Threatening');
    expect(entry).toMatchObject({
      reporters: 2,
      hidden_automatically: false,
      reports: [{ reason: 'HARASSMENT', note: 'Threatening' }, { reason: 'HARASSMENT', note: 'Threatening' }],
      item: { body: 'You will regret this', owner: { id: String(a.userId), email: a.email, status: 'ACTIVE' } },
    });
    expect(entry.item.title).toMatch(/^Message about Talk role/);
    expect(entry.item.context).toEqual(expect.arrayContaining([{ label: 'Written by', value: 'the applicant' }, { label: 'Applicant', value: 'Rita Quill' }]));
    // Oldest first by default; newest first on request.
    const later = await reported('Second thing');
    const oldest = (await queue()).map((e) => e.item_id);
    expect(oldest.indexOf(id)).toBeLessThan(oldest.indexOf(later.id));
    const newest = (await queue('NEWEST')).map((e) => e.item_id);
    expect(newest.indexOf(later.id)).toBeLessThan(newest.indexOf(id));
  });

  it("gives the console's home the open reports and the oldest", async () => {
    await reported('Count me');
    const open = await t.deps.db.select({ created_at: reports.created_at }).from(reports).where(eq(reports.status, 'OPEN')).orderBy(reports.created_at);
    const summary = (await t.gql(SUMMARY, {}, fx.tokens.admin)).data.adminReportsSummary;
    expect(summary).toEqual({ open: open.length, oldest_at: open[0]!.created_at.toISOString() });
  });

  it('is refused to everyone but an administrator', async () => {
    const { entry } = await reported('Not yours to see');
    for (const token of [fx.tokens.employer, fx.tokens.member, fx.tokens.freelancer, fx.tokens.agency, fx.tokens.other]) {
      expect(codeOf(await t.gql(QUEUE, {}, token))).toBe('FORBIDDEN');
      expect(codeOf(await t.gql(SUMMARY, {}, token))).toBe('FORBIDDEN');
      expect(codeOf(await t.gql(RESOLVE, { id: entry.report_id, action: 'DISMISS' }, token))).toBe('FORBIDDEN');
    }
    expect(codeOf(await t.gql(QUEUE, {}))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql(RESOLVE, { id: entry.report_id, action: 'HIDE' }))).toBe('UNAUTHENTICATED');
    expect((await t.deps.db.select().from(reports).where(eq(reports.id, Number(entry.report_id))))[0]!.status).toBe('OPEN');
  });
});

describe('the actions', () => {
  it('dismisses every open report of the item, shows an automatically hidden item again, and audits it', async () => {
    const { a, id, entry } = await reported('Borderline', ['employer', 'member', 'guest']);
    expect(entry).toMatchObject({ reporters: 3, hidden_automatically: true });
    const hiddenAt = await moderatedAt(a.applicationId, a.token);
    expect(hiddenAt).not.toBeNull();
    expect(await t.gql(RESOLVE, { id: entry.report_id, action: 'DISMISS' }, fx.tokens.admin)).toEqual({ data: { resolveReport: 3 } });
    // An open thread's poll sees the message shown again.
    expect(await moderatedAt(a.applicationId, a.token)).not.toBe(hiddenAt);
    const rows = await t.deps.db.select().from(reports).where(eq(reports.item_id, Number(id)));
    expect(rows.map((r) => [r.status, r.action, r.resolved_by])).toEqual(Array(3).fill(['DISMISSED', 'DISMISS', fx.ids.admin]));
    expect(await hiddenOf(id)).toBeUndefined();
    expect((await fx.thread(a, a.token))[0]).toMatchObject({ body: 'Borderline', removed: false });
    const [audited] = await auditOf('report.dismiss', id);
    expect(audited).toMatchObject({ actor_id: fx.ids.admin, target_type: 'message', details: { report_ids: rows.map((r) => r.id), shown_again: true } });
    expect(await entryOf(id)).toBeUndefined();
  });

  it("hides the item for both sides, mails its author why (not who), and audits it", async () => {
    const { a, id, entry } = await reported('Give me your password', ['employer'], 'Phishing');
    expect(await moderatedAt(a.applicationId, fx.tokens.employer)).toBeNull();
    expect(await t.gql(RESOLVE, { id: entry.report_id, action: 'HIDE' }, fx.tokens.admin)).toEqual({ data: { resolveReport: 1 } });
    // Both sides' open threads notice at their next poll.
    expect(await moderatedAt(a.applicationId, fx.tokens.employer)).not.toBeNull();
    expect(await hiddenOf(id)).toMatchObject({ automatic: false, hidden_by: fx.ids.admin });
    for (const token of [a.token, fx.tokens.employer]) {
      expect((await fx.thread(a, token))[0]).toMatchObject({ body: REPORT_MSG.removedMessage, removed: true, deleted_author: false });
    }
    const mail = await t.lastMailTo(a.email);
    expect(mail?.subject).toBe('We removed something you wrote on Onbrief');
    expect(mail?.text_body).toContain('It was reported as: Harassment or abuse.');
    expect(mail?.text_body).not.toMatch(/Phishing|employer@demo|Northwind/);
    expect(await auditOf('report.hide', id)).toHaveLength(1);
    // The team's notice of the message, as the outbox keeps it, quotes the removal instead of the words.
    const [notice] = await t.deps.db.select().from(outbox).where(eq(outbox.message_key, `new-message:${id}`));
    expect(notice!.text_body).toContain(`:\n\n${REPORT_MSG.removedMessage}\n\nRead and reply on Onbrief: `);
    expect(`${notice!.text_body}${notice!.html_body}`).not.toContain('Give me your password');
    // Still the author's own words in 'Your data'.
    const [person] = await t.deps.db.select().from(users).where(eq(users.id, a.userId));
    expect(JSON.stringify((await collectAccountData(t.deps.db, person!)).messages)).toContain('Give me your password');
  });

  it("suspends the owner's account, ending their sessions, hides the item and audits both", async () => {
    const { a, id, entry } = await reported('Scam scam scam');
    expect(await t.gql(RESOLVE, { id: entry.report_id, action: 'SUSPEND' }, fx.tokens.admin)).toEqual({ data: { resolveReport: 1 } });
    const [owner] = await t.deps.db.select({ status: users.status }).from(users).where(eq(users.id, a.userId));
    expect(owner!.status).toBe('INACTIVE');
    expect(await t.deps.db.select().from(accessTokens).where(and(eq(accessTokens.user_id, a.userId), isNull(accessTokens.revoked_at)))).toEqual([]);
    expect(codeOf(await t.gql(`query { me { id } }`, {}, a.token))).toBe('UNAUTHENTICATED');
    expect(await hiddenOf(id)).toMatchObject({ automatic: false });
    expect(await auditOf('report.suspend', id)).toHaveLength(1);
    const [deactivated] = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, 'user.deactivate'), eq(auditLog.target_id, a.userId)));
    expect(deactivated).toMatchObject({ actor_id: fx.ids.admin, details: { report_id: Number(entry.report_id), kind: 'MESSAGE', item_id: Number(id) } });
  });

  it('refuses a report already dealt with, and changes nothing', async () => {
    const { id, entry } = await reported('Once only');
    await t.gql(RESOLVE, { id: entry.report_id, action: 'DISMISS' }, fx.tokens.admin);
    const again = await t.gql(RESOLVE, { id: entry.report_id, action: 'HIDE' }, fx.tokens.admin2);
    expect([codeOf(again), again.errors[0].message]).toEqual(['BAD_USER_INPUT', REPORT_MSG.alreadyResolved]);
    expect(await hiddenOf(id)).toBeUndefined();
    expect(await auditOf('report.hide', id)).toEqual([]);
    expect(codeOf(await t.gql(RESOLVE, { id: '999999', action: 'DISMISS' }, fx.tokens.admin))).toBe('NOT_FOUND');
  });

  it.skipIf(!process.env.DATABASE_URL)('lets one of two administrators acting at once win; the other is told, and nothing is doubled', async () => {
    const { a, id, entry } = await reported('Race me', ['employer', 'member']);
    const answers = await Promise.all([
      t.gql(RESOLVE, { id: entry.report_id, action: 'HIDE' }, fx.tokens.admin),
      t.gql(RESOLVE, { id: entry.report_id, action: 'SUSPEND' }, fx.tokens.admin2),
    ]);
    const won = answers.filter((r) => !r.errors);
    const lost = answers.filter((r) => r.errors);
    expect(won).toHaveLength(1);
    expect(lost.map((r) => r.errors[0].message)).toEqual([REPORT_MSG.alreadyResolved]);
    const audits = [...(await auditOf('report.hide', id)), ...(await auditOf('report.suspend', id))];
    expect(audits).toHaveLength(1);
    const rows = await t.deps.db.select().from(reports).where(eq(reports.item_id, Number(id)));
    expect(new Set(rows.map((r) => r.resolved_by)).size).toBe(1);
    const [owner] = await t.deps.db.select({ status: users.status }).from(users).where(eq(users.id, a.userId));
    expect(owner!.status).toBe(audits[0]!.action === 'report.suspend' ? 'INACTIVE' : 'ACTIVE');
  });
});
