import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { INTERVIEW_ENDED } from '@mp/domain';
import type { MailMessage } from '../../adapters/mail.js';
import { applications, interviewEvents, interviews } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { CLOSE, RESTORE } from '../opportunities/test-documents.js';
import { declineDueTx } from '../screening/auto-decline.js';
import { interviewWorld, Q, slotIn } from '../interviews/test-fixtures.js';
import { FOUR_QUESTIONS, SET as SET_QUESTIONS } from '../screening/test-fixtures.js';
import { claimDueReminders } from './reminders.js';
import { parseCalendar } from './test-ics.js';

/**
 * Interviews called off when their application's way ends: a post closed (by its team, or with the team's account),
 * an applicant moved to Not selected (by the team, or by auto-decline). Every interview still to happen is cancelled in
 * that transaction with the system's reason, both sides get the cancel (METHOD:CANCEL under the invite's UID, SEQUENCE
 * raised), no reminder follows; a past interview stays; a refused close changes nothing; doing it again sends nothing.
 */

const SET = `mutation($ids: [ID!]!, $status: String!) { setApplicationStatus(ids: $ids, status: $status) }`;

let t: TestApp;
let w: Awaited<ReturnType<typeof interviewWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  w = await interviewWorld(t);
});
afterAll(async () => t.close());

const mailsTo = async (email: string, subject: RegExp) => {
  await t.deps.jobs.idle();
  return t.sentMails.filter((m) => m.to === email && subject.test(m.subject));
};
const calendarOf = (mail: MailMessage) => parseCalendar(mail.attachments![0]!.content.toString('utf8'));

/** Times proposed; with `book`, the applicant chooses the first (an invite goes out). Answers the interview. */
async function interviewFor(a: Awaited<ReturnType<typeof w.application>>, book: boolean) {
  const proposed = await t.gql(Q.propose, { id: a.applicationId, slots: [slotIn(3), slotIn(4)], key: randomUUID() }, w.tokens.employer);
  expect(proposed.errors).toBeUndefined();
  const interview = proposed.data.proposeInterviewTimes.interviews[0];
  if (book) expect((await t.gql(Q.choose, { slot: interview.slots[0].id, key: randomUUID() }, a.token)).errors).toBeUndefined();
  return { id: Number(interview.id), startsAt: interview.slots[0].starts_at as string };
}

const rowOf = async (id: number) => (await t.deps.db.select().from(interviews).where(eq(interviews.id, id)))[0]!;

describe('closing a post', () => {
  it('cancels its booked and pending interviews with the reason, mails both sides the cancel under the same UID, and leaves a past one', async () => {
    const a = await w.application();
    const booked = await interviewFor(a, true);
    // A second applicant of the same post: times proposed, none chosen (no invite went out).
    const b = await w.application();
    await t.deps.db.update(applications).set({ opportunity_id: a.post }).where(eq(applications.id, b.applicationId));
    const pending = await interviewFor(b, false);
    const [invite] = await mailsTo(a.email, new RegExp(`Interview booked: ${a.title}`));
    const inviteCal = calendarOf(invite!);
    expect(inviteCal.one('METHOD').raw).toBe('REQUEST');
    // A third applicant's interview already took place.
    const c = await w.application();
    await t.deps.db.update(applications).set({ opportunity_id: a.post }).where(eq(applications.id, c.applicationId));
    const past = await interviewFor(c, true);
    await t.deps.db.update(interviews).set({ opportunity_id: a.post, starts_at: sql`now() - interval '2 days'`, ends_at: sql`now() - interval '2 days' + interval '45 minutes'`, reminder_due_at: null }).where(eq(interviews.id, past.id));
    const pastBefore = await rowOf(past.id);

    // Refused: a member the post is not assigned to, another company. Nothing changes, nothing is sent.
    await t.deps.jobs.idle();
    const sentBefore = t.sentMails.length;
    for (const token of [w.tokens.member, w.tokens.other]) {
      expect((await t.gql(CLOSE, { id: a.post, input: { reason: 'JOB_POSTPONED' } }, token)).errors).toBeDefined();
    }
    expect((await rowOf(booked.id)).status).toBe('SCHEDULED');
    expect((await rowOf(pending.id)).status).toBe('PROPOSED');
    await t.deps.jobs.idle();
    expect(t.sentMails.length).toBe(sentBefore);

    expect((await t.gql(CLOSE, { id: a.post, input: { reason: 'JOB_POSTPONED' } }, w.tokens.employer)).errors).toBeUndefined();
    const bookedRow = await rowOf(booked.id);
    expect(bookedRow).toMatchObject({ status: 'CANCELLED', cancel_reason: INTERVIEW_ENDED.postClosed, cancelled_by: null, reminder_due_at: null, sequence: 1 });
    expect(await rowOf(pending.id)).toMatchObject({ status: 'CANCELLED', cancel_reason: INTERVIEW_ENDED.postClosed, sequence: 0 });
    expect(await rowOf(past.id)).toEqual(pastBefore);
    const steps = await t.deps.db.select().from(interviewEvents).where(inArray(interviewEvents.interview_id, [booked.id, pending.id]));
    expect(steps.filter((s) => s.kind === 'CANCELLED').map((s) => [s.interview_id, s.side, s.actor_id, s.reason, s.starts_at?.toISOString() ?? null])).toEqual([
      [booked.id, 'TEAM', null, INTERVIEW_ENDED.postClosed, booked.startsAt],
      [pending.id, 'TEAM', null, INTERVIEW_ENDED.postClosed, null],
    ]);
    // Both sides read it in the timeline, with the system's reason and nobody named.
    const read = (await t.gql(Q.read, { id: a.applicationId }, a.token)).data.applicationInterviews;
    expect(read.interviews[0]).toMatchObject({ status: 'CANCELLED', cancel_reason: INTERVIEW_ENDED.postClosed, can_cancel: false });
    expect(read.timeline.at(-1)).toMatchObject({ kind: 'CANCELLED', side: 'TEAM', actor_name: null, by_system: true, reason: INTERVIEW_ENDED.postClosed, reason_deleted: false });

    // The booked one: both sides get METHOD:CANCEL with the invite's UID and a raised SEQUENCE.
    for (const email of [a.email, 'employer@demo.test']) {
      // (The team is also told of the other applicant's, which carries no file.)
      const mails = (await mailsTo(email, new RegExp(`Interview cancelled: ${a.title}$`))).filter((m) => m.attachments);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain(`The reason given: ${INTERVIEW_ENDED.postClosed}`);
      const cal = calendarOf(mails[0]!);
      expect(mails[0]!.attachments![0]!.contentType).toBe('text/calendar; charset=UTF-8; method=CANCEL');
      expect(cal.one('METHOD').raw).toBe('CANCEL');
      expect(cal.one('STATUS').raw).toBe('CANCELLED');
      expect(cal.one('UID').raw).toBe(inviteCal.one('UID').raw);
      expect(cal.one('SEQUENCE').raw).toBe('1');
      expect(cal.one('DTSTART').raw).toBe(inviteCal.one('DTSTART').raw);
    }
    // The pending one: its applicant is told, with no calendar file (none held it).
    const [told] = await mailsTo(b.email, /Interview cancelled/);
    expect(told!.attachments).toBeUndefined();
    expect(await mailsTo('employer@demo.test', new RegExp(`Interview cancelled: ${a.title}$`))).toHaveLength(2);
    expect(await mailsTo(c.email, /Interview cancelled/)).toHaveLength(0);

    // No reminder follows, even once the clock passes the time it was due.
    await t.deps.db.update(interviews).set({ starts_at: sql`now() + interval '1 hour'`, ends_at: sql`now() + interval '2 hours'` }).where(eq(interviews.id, booked.id));
    await claimDueReminders(t.deps);
    expect(await mailsTo(a.email, /Reminder: interview/)).toHaveLength(0);

    // Restored and closed again: nothing is cancelled or sent twice.
    const sent = t.sentMails.length;
    expect((await t.gql(RESTORE, { id: a.post }, w.tokens.employer)).errors).toBeUndefined();
    expect((await t.gql(CLOSE, { id: a.post, input: { reason: 'JOB_POSTPONED' } }, w.tokens.employer)).errors).toBeUndefined();
    await t.deps.jobs.idle();
    expect(t.sentMails.slice(sent).filter((m) => /Interview/.test(m.subject))).toEqual([]);
    expect(await t.deps.db.$count(interviewEvents, eq(interviewEvents.interview_id, booked.id))).toBe(3);
  });
});

describe('Not selected', () => {
  it("cancels the applicant's interview still to come when the team marks them Not selected, once", async () => {
    const a = await w.application();
    const booked = await interviewFor(a, true);
    const other = await w.application();
    const untouched = await interviewFor(other, true);
    // Refused for a member without the post: nothing changes.
    expect((await t.gql(SET, { ids: [a.applicationId], status: 'NOT_SELECTED' }, w.tokens.member)).errors).toBeDefined();
    expect((await rowOf(booked.id)).status).toBe('SCHEDULED');

    expect((await t.gql(SET, { ids: [a.applicationId], status: 'NOT_SELECTED' }, w.tokens.employer)).errors).toBeUndefined();
    expect(await rowOf(booked.id)).toMatchObject({ status: 'CANCELLED', cancel_reason: INTERVIEW_ENDED.notSelected, sequence: 1 });
    expect((await rowOf(untouched.id)).status).toBe('SCHEDULED');
    const [mail] = await mailsTo(a.email, /Interview cancelled/);
    expect(calendarOf(mail!).one('METHOD').raw).toBe('CANCEL');
    expect(await mailsTo('employer@demo.test', new RegExp(`Interview cancelled: ${a.title}$`))).toHaveLength(1);
    // The same status again changes nothing and sends nothing.
    expect((await t.gql(SET, { ids: [a.applicationId], status: 'NOT_SELECTED' }, w.tokens.employer)).errors).toBeUndefined();
    expect(await mailsTo(a.email, /Interview cancelled/)).toHaveLength(1);
  });

  it('cancels a proposal when auto-decline moves the application to Not selected', async () => {
    const a = await w.application();
    const pending = await interviewFor(a, false);
    await t.deps.db.update(applications).set({ meets_must_haves: false, auto_decline_at: sql`now() - interval '1 minute'` }).where(eq(applications.id, a.applicationId));
    const set = await t.gql(SET_QUESTIONS, { id: a.post, questions: [FOUR_QUESTIONS[0]], autoDecline: true }, w.tokens.employer);
    expect(set.errors).toBeUndefined();
    const { declined } = await t.deps.db.transaction((tx) => declineDueTx(tx));
    expect(declined).toEqual([a.applicationId]);
    t.deps.jobs.nudge();
    expect(await rowOf(pending.id)).toMatchObject({ status: 'CANCELLED', cancel_reason: INTERVIEW_ENDED.notSelected });
    expect(await mailsTo(a.email, /Interview cancelled/)).toHaveLength(1);
  });
});
