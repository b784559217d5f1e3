import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { REPORT_MSG, REPORTS_PER_HOUR } from '@mp/domain';
import { auditLog, hiddenItems, outbox, reports, throttles } from '../../db/schema/index.js';
import { newMessageMailJob } from '../conversation/mail.js';
import { issueToken } from '../../viewer/sessions.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/harness.js';
import { codeOf, REPORT, reportFixtures } from './test-fixtures.js';

/**
 * Reporting a message (decision 0063), allowed and refused: only the thread's other side; one open report per person
 * and message; the limit; a repeated key; the automatic hide at the third reporter; what the reported side reads.
 */
let t: TestApp;
let fx: Awaited<ReturnType<typeof reportFixtures>>;

beforeAll(async () => {
  t = await createTestApp();
  fx = await reportFixtures(t);
});
afterAll(async () => t.close());
// Each test counts its own reports and messages against the limits.
beforeEach(async () => {
  await t.deps.db.delete(throttles);
});

const reportsOf = (messageId: string) => t.deps.db.select().from(reports).where(and(eq(reports.kind, 'MESSAGE'), eq(reports.item_id, Number(messageId))));
const hiddenOf = async (messageId: string) =>
  (await t.deps.db.select().from(hiddenItems).where(and(eq(hiddenItems.kind, 'MESSAGE'), eq(hiddenItems.item_id, Number(messageId)))))[0];

describe('reporting a message', () => {
  it("lets the applicant report the team's message and the team the applicant's, with a thank-you and the note kept", async () => {
    const a = await fx.application();
    const fromTeam = await fx.say(a.applicationId, 'Send me your bank details', fx.tokens.employer);
    const fromApplicant = await fx.say(a.applicationId, 'You are useless', a.token);
    const res = await fx.report(fromTeam, a.token, 'PAYMENT', '  They asked for my sort code  ');
    expect(res.errors).toBeUndefined();
    expect(res.data.reportMessage.message).toBe(REPORT_MSG.thanks);
    expect(await fx.report(fromApplicant, fx.tokens.employer, 'HARASSMENT')).not.toHaveProperty('errors');
    const [row] = await reportsOf(fromTeam);
    expect(row).toMatchObject({ reporter_id: a.userId, reason: 'PAYMENT', note: 'They asked for my sort code', status: 'OPEN', action: null });
    // The reported side reads nothing of it: their thread is as before.
    expect((await fx.thread(a, fx.tokens.employer)).map((m) => m.removed)).toEqual([false, false]);
  });

  it("is the assigned member's and a guest admin's too, and NOT_FOUND for the author's own side, an unassigned member, another team, another applicant; a visitor is asked to sign in", async () => {
    const assigned = await fx.application({ forMember: true });
    const unassigned = await fx.application();
    const onAssigned = await fx.say(assigned.applicationId, 'Hello team', assigned.token);
    const onUnassigned = await fx.say(unassigned.applicationId, 'Hello team', unassigned.token);
    const fromTeam = await fx.say(unassigned.applicationId, 'Hello applicant', fx.tokens.employer);
    const stranger = await fx.application();
    for (const [token, id] of [
      [unassigned.token, onUnassigned], // the author
      [fx.tokens.guest, fromTeam], // the author's own side
      [fx.tokens.member, onUnassigned], // a member the post is not assigned to
      [fx.tokens.other, onAssigned], // another team
      [stranger.token, fromTeam], // another applicant
      [fx.tokens.freelancer, onAssigned],
      [fx.tokens.agency, onAssigned],
      [fx.tokens.admin, onAssigned], // the console reviews reports, it does not make them
    ] as const) {
      const res = await fx.report(id, token);
      expect([codeOf(res), res.errors?.[0]?.message]).toEqual(
        token === fx.tokens.admin ? ['FORBIDDEN', expect.any(String)] : ['NOT_FOUND', REPORT_MSG.messageNotFound],
      );
    }
    expect(codeOf(await fx.report(onAssigned, ''))).toBe('UNAUTHENTICATED');
    expect(codeOf(await fx.report('999999', fx.tokens.employer))).toBe('NOT_FOUND');
    expect(await fx.report(onAssigned, fx.tokens.member)).not.toHaveProperty('errors');
    expect(await fx.report(onUnassigned, fx.tokens.guest)).not.toHaveProperty('errors');
    expect((await reportsOf(onAssigned)).length).toBe(1);
    expect((await reportsOf(fromTeam)).length).toBe(0);
  });

  it('refuses an administrator acting as the applicant (FORBIDDEN), and nothing is recorded', async () => {
    const a = await fx.application();
    const fromTeam = await fx.say(a.applicationId, 'Hello', fx.tokens.employer);
    const impersonated = await issueToken(t.deps.db, a.userId, { ip: '127.0.0.1' }, { impersonatorId: fx.ids.admin });
    expect(codeOf(await fx.report(fromTeam, impersonated))).toBe('FORBIDDEN');
    expect(await reportsOf(fromTeam)).toEqual([]);
  });

  it("gets the rules' words for a missing reason and a long note", async () => {
    const a = await fx.application();
    const fromTeam = await fx.say(a.applicationId, 'Hello', fx.tokens.employer);
    const long = await fx.report(fromTeam, a.token, 'SCAM', 'x'.repeat(1001));
    expect([codeOf(long), long.errors[0].message]).toEqual(['BAD_USER_INPUT', REPORT_MSG.noteTooLong]);
    expect(codeOf(await t.gql(REPORT, { id: fromTeam, reason: 'BORED' }, a.token))).toBe('BAD_USER_INPUT');
    expect(await reportsOf(fromTeam)).toEqual([]);
  });

  it('keeps one open report per person and message: a repeat, with the same key or another, answers the first', async () => {
    const a = await fx.application();
    const fromTeam = await fx.say(a.applicationId, 'Hello', fx.tokens.employer);
    const key = randomUUID();
    const first = await fx.report(fromTeam, a.token, 'SPAM', undefined, key);
    const again = await fx.report(fromTeam, a.token, 'SPAM', undefined, key);
    const other = await fx.report(fromTeam, a.token, 'SCAM', 'another go', randomUUID());
    expect(again.data.reportMessage.id).toBe(first.data.reportMessage.id);
    expect(other.data.reportMessage.id).toBe(first.data.reportMessage.id);
    expect(codeOf(await fx.report(fromTeam, a.token, 'SCAM', undefined, key))).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await reportsOf(fromTeam)).map((r) => r.reason)).toEqual(['SPAM']);
  });

  it(`limits a person to ${REPORTS_PER_HOUR} reports an hour (RATE_LIMITED), the next recording nothing`, async () => {
    const a = await fx.application();
    const ids: string[] = [];
    for (let i = 0; i <= REPORTS_PER_HOUR; i++) ids.push(await fx.say(a.applicationId, `Message ${i}`, fx.tokens.employer));
    for (const id of ids.slice(0, REPORTS_PER_HOUR)) expect(await fx.report(id, a.token, 'SPAM')).not.toHaveProperty('errors');
    expect(codeOf(await fx.report(ids.at(-1)!, a.token, 'SPAM'))).toBe('RATE_LIMITED');
    expect(await reportsOf(ids.at(-1)!)).toEqual([]);
  });

  it('hides a message reported by 3 different accounts within 24 hours, for both sides, until reviewed; older reports do not count', async () => {
    const a = await fx.application({ forMember: true });
    const id = await fx.say(a.applicationId, 'Pay a fee to start', a.token);
    await fx.report(id, fx.tokens.employer, 'SCAM');
    await fx.report(id, fx.tokens.member, 'SCAM');
    // A report of yesterday's does not count towards the day's three.
    await t.deps.db.update(reports).set({ created_at: sql`now() - interval '25 hours'` }).where(and(eq(reports.item_id, Number(id)), eq(reports.reporter_id, fx.ids.employer)));
    await fx.report(id, fx.tokens.guest, 'SCAM');
    expect(await hiddenOf(id)).toBeUndefined();
    const fresh = await fx.application({ forMember: true });
    const other = await fx.say(fresh.applicationId, 'Pay a fee to start', fresh.token);
    for (const token of [fx.tokens.employer, fx.tokens.member, fx.tokens.guest]) expect(await fx.report(other, token, 'SCAM')).not.toHaveProperty('errors');
    expect(await hiddenOf(other)).toMatchObject({ automatic: true, hidden_by: null });
    for (const token of [fresh.token, fx.tokens.employer]) {
      const [m] = await fx.thread(fresh, token);
      expect(m).toMatchObject({ body: REPORT_MSG.removedMessage, removed: true, deleted_author: false, attachments: [] });
    }
    const [audited] = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, 'report.auto_hide'), eq(auditLog.target_id, Number(other))));
    expect(audited).toMatchObject({ actor_id: null, target_type: 'message', details: { reporters: 3 } });
    // Hidden: nothing more to report.
    const again = await fx.report(other, fx.tokens.employer, 'SPAM');
    expect([codeOf(again), again.errors[0].message]).toEqual(['BAD_USER_INPUT', REPORT_MSG.alreadyRemoved]);
  });

  it('shows the removal in the inbox snippet, and sends no notice of a message hidden before its mail went', async () => {
    const a = await fx.application({ forMember: true });
    const id = await fx.say(a.applicationId, 'Wire me a deposit today', a.token);
    for (const token of [fx.tokens.employer, fx.tokens.member, fx.tokens.guest]) await fx.report(id, token, 'SCAM');
    const inbox = await t.gql(`query { messageThreads(first: 100) { data { application_id last_body } } }`, {}, fx.tokens.employer);
    const entry = inbox.data.messageThreads.data.find((th: { application_id: string }) => th.application_id === String(a.applicationId));
    expect(entry.last_body).toBe(REPORT_MSG.removedMessage);
    // The notice's job, run again for the hidden message (its first run's record gone), sends nothing.
    await t.lastMailTo('employer@demo.test');
    await t.deps.db.delete(outbox).where(eq(outbox.message_key, `new-message:${id}`));
    const before = t.sentMails.length;
    await newMessageMailJob.run(t.deps, { messageId: Number(id) });
    expect(t.sentMails.slice(before)).toEqual([]);
  });

  it("keeps an erased reporter's report as the item's signal, without them or their note", async () => {
    const a = await fx.application();
    const fromTeam = await fx.say(a.applicationId, 'Hello', fx.tokens.employer);
    await fx.report(fromTeam, a.token, 'SCAM', 'My own words about it');
    // Erasing withdraws the application (and its thread): the report outlives both.
    expect(await t.gql('mutation($p: String!) { deleteMyAccount(password: $p) }', { p: DEMO_PASSWORD }, a.token)).toEqual({ data: { deleteMyAccount: true } });
    expect((await reportsOf(fromTeam)).map((r) => [r.reporter_id, r.note, r.reason, r.status])).toEqual([[null, null, 'SCAM', 'OPEN']]);
  });

  it.skipIf(!process.env.DATABASE_URL)('counts three reporters at once as three: hidden once, audited once; a double click makes one report', async () => {
    const a = await fx.application({ forMember: true });
    const id = await fx.say(a.applicationId, 'Crypto only', a.token);
    const answers = await Promise.all([fx.tokens.employer, fx.tokens.member, fx.tokens.guest].map((token) => fx.report(id, token, 'SCAM')));
    expect(answers.map((r) => r.errors)).toEqual([undefined, undefined, undefined]);
    expect(await hiddenOf(id)).toMatchObject({ automatic: true });
    expect((await t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, 'report.auto_hide'), eq(auditLog.target_id, Number(id))))).length).toBe(1);
    const b = await fx.application();
    const fromTeam = await fx.say(b.applicationId, 'Hello', fx.tokens.employer);
    const twice = await Promise.all([fx.report(fromTeam, b.token, 'SPAM', undefined, randomUUID()), fx.report(fromTeam, b.token, 'SPAM', undefined, randomUUID())]);
    expect(twice.map((r) => r.errors)).toEqual([undefined, undefined]);
    expect(twice[0].data.reportMessage.id).toBe(twice[1].data.reportMessage.id);
    expect((await reportsOf(fromTeam)).length).toBe(1);
  });
});
