import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { AUTO_DECLINE_HOURS, STATUS_CHANGE_CAUSE_TEXT } from '@mp/domain';
import { applications, applicationStatusChanges } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { CLOSE } from '../opportunities/test-documents.js';
import { opportunityFixtures, referenceIds, type ReferenceIds } from '../opportunities/test-fixtures.js';
import { autoDeclineJob, declineDueTx } from './auto-decline.js';
import { answersTo, APPLY, applicationOf, FOUR_QUESTIONS, postWithQuestions, seeker, SET } from './test-fixtures.js';

/** Auto-decline (decision 0060): a missed must-have is moved to Not selected 24 hours after applying, once, as the system. */

const SET_STATUS = `mutation($ids: [ID!]!, $status: String!) { setApplicationStatus(ids: $ids, status: $status) }`;
const HISTORY = `query($id: ID!) { applicationPipeline(id: $id) { history { to_status author_name cause } } }`;
const OWN_STATUS = `query($id: ID!) { seekerOpportunity(id: $id) { application { pipeline_status } } }`;

let t: TestApp;
let ref: ReferenceIds;
let employer: string;

const historyOf = (id: number) => t.deps.db.select().from(applicationStatusChanges).where(eq(applicationStatusChanges.application_id, id));
const statusOf = async (id: number) => (await t.deps.db.select().from(applications).where(eq(applications.id, id)))[0]!;
const notSelectedMails = (email: string) => t.sentMails.filter((m) => m.to === email && m.subject.startsWith('Your application for'));
/** The clock has passed the application's due time. */
const makeDue = (id: number) => t.deps.db.update(applications).set({ auto_decline_at: sql`now() - interval '1 minute'` }).where(eq(applications.id, id));
const runClock = async () => {
  await autoDeclineJob.run(t.deps, {});
  await t.deps.jobs.idle();
};

/** A post with auto-decline on (unless said), and one applicant who misses a must-have (2 years, 3 needed). */
async function missedMustHave(opts: { autoDecline?: boolean; sendNotSelected?: boolean } = {}) {
  const post = await postWithQuestions(t, ref, employer, FOUR_QUESTIONS, { autoDecline: opts.autoDecline ?? true });
  const me = await seeker(t, ref, { send_not_selected_email: opts.sendNotSelected ?? true });
  const res = await t.gql(APPLY, { id: post.id, answers: answersTo(post.questions, { NUMBER: '2' }) }, me.token);
  expect(res.errors).toBeUndefined();
  const application = (await applicationOf(t, post.id, me.id))!;
  return { post, me, application };
}

beforeAll(async () => {
  t = await createTestApp();
  ref = await referenceIds(t.deps.db);
  const f = opportunityFixtures(t);
  await f.grant(await f.idOf('employer@demo.test'), 30);
  employer = await t.login('employer@demo.test');
});
afterAll(async () => t.close());

describe('auto-decline', () => {
  it(`makes an application that misses a must-have due ${AUTO_DECLINE_HOURS} hours after it was sent; one that meets them never`, async () => {
    const { post, application } = await missedMustHave();
    const due = application.auto_decline_at!.getTime() - application.created_at.getTime();
    expect(due).toBe(AUTO_DECLINE_HOURS * 3600_000);
    const other = await seeker(t, ref);
    await t.gql(APPLY, { id: post.id, answers: answersTo(post.questions) }, other.token);
    expect(await applicationOf(t, post.id, other.id)).toMatchObject({ meets_must_haves: true, auto_decline_at: null });
    // Not due yet: the clock leaves it.
    await runClock();
    expect((await statusOf(application.id)).status).toBe('NEW');
  });

  it('moves a due application to Not selected once, as the system, with the Not selected mail', async () => {
    const { me, application } = await missedMustHave();
    const { email } = me;
    await makeDue(application.id);
    await runClock();
    expect(await statusOf(application.id)).toMatchObject({ status: 'NOT_SELECTED', auto_decline_at: null });
    expect(await historyOf(application.id)).toMatchObject([{ from_status: 'NEW', to_status: 'NOT_SELECTED', actor_id: null, cause: 'MISSED_MUST_HAVE' }]);
    // The team's history says why; the applicant reads the usual status, never the history.
    const pipeline = await t.gql(HISTORY, { id: application.id }, employer);
    expect(pipeline.data.applicationPipeline.history).toEqual([{ to_status: 'NOT_SELECTED', author_name: null, cause: 'MISSED_MUST_HAVE' }]);
    expect(STATUS_CHANGE_CAUSE_TEXT.MISSED_MUST_HAVE).toBe('Not selected automatically: an answer did not meet a must-have');
    const mine = await t.gql(OWN_STATUS, { id: String(application.opportunity_id) }, me.token);
    expect(mine.data.seekerOpportunity.application).toEqual({ pipeline_status: 'NOT_SELECTED' });
    expect(notSelectedMails(email)).toHaveLength(1);
    expect(notSelectedMails(email)[0]!.subject).toContain('Motion designer');
    // Claimed once: the clock again writes and sends nothing more.
    await runClock();
    expect(await historyOf(application.id)).toHaveLength(1);
    expect(notSelectedMails(email)).toHaveLength(1);
  });

  it('declines a Viewed application, and leaves one the team moved on', async () => {
    const viewed = await missedMustHave();
    await t.deps.db.update(applications).set({ status: 'VIEWED' }).where(eq(applications.id, viewed.application.id));
    const moved = await missedMustHave();
    expect((await t.gql(SET_STATUS, { ids: [moved.application.id], status: 'SHORTLISTED' }, employer)).errors).toBeUndefined();
    await makeDue(viewed.application.id);
    await makeDue(moved.application.id);
    await runClock();
    expect((await statusOf(viewed.application.id)).status).toBe('NOT_SELECTED');
    expect(await statusOf(moved.application.id)).toMatchObject({ status: 'SHORTLISTED', auto_decline_at: null });
    expect(await historyOf(moved.application.id)).toHaveLength(1);
  });

  it('leaves the application when the team switched auto-decline off, or closed the post', async () => {
    const off = await missedMustHave();
    await t.gql(SET, { id: off.post.id, questions: FOUR_QUESTIONS, autoDecline: false }, employer);
    const closed = await missedMustHave();
    expect((await t.gql(CLOSE, { id: closed.post.id, input: { reason: 'JOB_POSTPONED' } }, employer)).errors).toBeUndefined();
    for (const { application } of [off, closed]) await makeDue(application.id);
    await runClock();
    for (const { application } of [off, closed]) {
      expect(await statusOf(application.id)).toMatchObject({ status: 'NEW', auto_decline_at: null });
      expect(await historyOf(application.id)).toEqual([]);
    }
  });

  it('never makes due an application sent while auto-decline was off, even once it is turned on', async () => {
    const { post, application } = await missedMustHave({ autoDecline: false });
    expect(application.auto_decline_at).toBeNull();
    await t.gql(SET, { id: post.id, questions: FOUR_QUESTIONS, autoDecline: true }, employer);
    await runClock();
    expect((await statusOf(application.id)).status).toBe('NEW');
  });

  it('declines without a mail an applicant who turned the Not selected mail off', async () => {
    const { me, application } = await missedMustHave({ sendNotSelected: false });
    await makeDue(application.id);
    await runClock();
    expect((await statusOf(application.id)).status).toBe('NOT_SELECTED');
    expect(notSelectedMails(me.email)).toEqual([]);
  });

  it.skipIf(!process.env.DATABASE_URL)('does not wait for an application a change holds, and declines it at the next run', async () => {
    const { application } = await missedMustHave();
    await makeDue(application.id);
    let release!: () => void;
    let locked!: () => void;
    const isLocked = new Promise<void>((r) => (locked = r));
    const holding = t.deps.db.transaction(async (tx) => {
      await tx.select({ id: applications.id }).from(applications).where(eq(applications.id, application.id)).for('update');
      locked();
      await new Promise<void>((r) => (release = r));
    });
    await isLocked;
    await runClock();
    expect(await statusOf(application.id)).toMatchObject({ status: 'NEW', auto_decline_at: expect.any(Date) });
    release();
    await holding;
    await runClock();
    expect((await statusOf(application.id)).status).toBe('NOT_SELECTED');
  });

  it('claims a batch at a time, the earliest due first', async () => {
    const { post } = await missedMustHave();
    for (const p of await Promise.all([seeker(t, ref), seeker(t, ref), seeker(t, ref)])) {
      await t.gql(APPLY, { id: post.id, answers: answersTo(post.questions, { YES_NO: 'NO' }) }, p.token);
    }
    const mine = eq(applications.opportunity_id, Number(post.id));
    await t.deps.db.update(applications).set({ auto_decline_at: sql`now() - make_interval(mins => ${applications.id})` }).where(mine);
    const ids = (await t.deps.db.select({ id: applications.id }).from(applications).where(mine)).map((r) => r.id).sort((a, b) => a - b);
    const first = await t.deps.db.transaction((tx) => declineDueTx(tx, 2));
    // The highest ids were due longest ago.
    expect(first).toEqual({ claimed: 2, declined: ids.slice(2) });
    const second = await t.deps.db.transaction((tx) => declineDueTx(tx, 2));
    expect(second).toEqual({ claimed: 2, declined: ids.slice(0, 2) });
    expect(await t.deps.db.transaction((tx) => declineDueTx(tx, 2))).toEqual({ claimed: 0, declined: [] });
  });
});
