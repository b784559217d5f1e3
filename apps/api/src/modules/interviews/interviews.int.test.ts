import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { INTERVIEW_MSG, londonToUtc } from '@mp/domain';
import type { MailMessage } from '../../adapters/mail.js';
import { applications, applicationStatusChanges, interviews, interviewSlots, messages } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { claimDueReminders } from '../interview-calendar/reminders.js';
import { parseCalendar } from '../interview-calendar/test-ics.js';
import { interviewWorld, Q, slotIn } from './test-fixtures.js';

/**
 * Interviews from proposal to booking, moving and cancelling: the application's status and history, the timeline both
 * sides read, the mails with their calendar files (RFC 5545, the same UID, SEQUENCE raised), the reminders, and the
 * team's upcoming list.
 */

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
const calendarOf = (mail: MailMessage) => {
  expect(mail.attachments).toHaveLength(1);
  const [file] = mail.attachments!;
  return { file: file!, cal: parseCalendar(file!.content.toString('utf8')) };
};
const icsTime = (d: string) => new Date(d).toISOString().replace(/[-:]/g, '').replace('.000', '');

describe('proposing, choosing and the invite', () => {
  it('books the chosen time, moves the application to Interviewing in its history, and sends both sides the same invite', async () => {
    const a = await w.application();
    const slots = [slotIn(3, '10:00'), slotIn(4, '14:30', { place: null, video_url: 'https://meet.example.com/abc-defg', note: 'Bring your portfolio; we will ask about it, too.' }), slotIn(5, '09:15')];
    const proposed = await t.gql(Q.propose, { id: a.applicationId, slots, key: randomUUID() }, w.tokens.employer);
    expect(proposed.errors).toBeUndefined();
    const [interview] = proposed.data.proposeInterviewTimes.interviews;
    expect(interview).toMatchObject({ status: 'PROPOSED', sequence: 0, can_reschedule: true, can_cancel: true, can_choose: false, booked: null });
    expect(interview.slots).toHaveLength(3);
    // Stored as instants; the UK reading beside them.
    expect(interview.slots[1]).toMatchObject({
      starts_at: londonToUtc(slots[1]!.date, '14:30')!.toISOString(), video_url: 'https://meet.example.com/abc-defg', place: null, duration_minutes: 45,
    });
    expect(interview.slots[1].london).toMatch(/^\w{3} \d{2}\/\d{2}\/\d{4} 14:30–15:15 (GMT|BST)$/);

    // The applicant is told the times, and reads the same block with their own abilities.
    const [proposal] = await mailsTo(a.email, /Choose a time for your interview/);
    expect(proposal!.text).toContain(interview.slots[0].london);
    expect(proposal!.text).toContain('By video call: https://meet.example.com/abc-defg');
    expect(proposal!.text).toContain(`http://localhost:3000/freelancer/messages/${a.applicationId}`);
    expect(proposal!.attachments).toBeUndefined();
    const seen = (await t.gql(Q.read, { id: a.applicationId }, a.token)).data.applicationInterviews;
    expect(seen).toMatchObject({ side: 'APPLICANT', can_propose: false, interviews: [{ can_choose: true, can_ask_other_times: true, can_reschedule: false, can_cancel: true }] });

    const chosen = await t.gql(Q.choose, { slot: interview.slots[1].id, key: randomUUID() }, a.token);
    expect(chosen.errors).toBeUndefined();
    const booked = chosen.data.chooseInterviewTime;
    expect(booked.interviews[0]).toMatchObject({ status: 'SCHEDULED', slots: [], booked: { id: interview.slots[1].id, video_url: 'https://meet.example.com/abc-defg' }, can_choose: false });
    expect(booked.timeline.map((e: { kind: string; side: string }) => `${e.kind}:${e.side}`)).toEqual(['PROPOSED:TEAM', 'CHOSEN:APPLICANT']);
    expect(booked.timeline[0].actor_name).toBe('Evelyn Employer');
    expect(booked.timeline[1]).toMatchObject({ actor_name: a.name, starts_at: interview.slots[1].starts_at });

    // The pipeline's status and history: NEW -> INTERVIEWING, by the applicant.
    const [app] = await t.deps.db.select({ status: applications.status }).from(applications).where(eq(applications.id, a.applicationId));
    expect(app!.status).toBe('INTERVIEWING');
    const history = await t.deps.db.select().from(applicationStatusChanges).where(eq(applicationStatusChanges.application_id, a.applicationId));
    expect(history.map((h) => [h.from_status, h.to_status, h.actor_id])).toEqual([['NEW', 'INTERVIEWING', a.userId]]);

    // Both sides' invites: the same event, METHOD:REQUEST, in UTC, folded and escaped.
    const [mine] = await mailsTo(a.email, /Interview booked/);
    const [theirs] = await mailsTo('employer@demo.test', new RegExp(`Interview booked: ${a.title}`));
    expect(mine!.text).toContain('https://meet.example.com/abc-defg');
    const uid = `interview-${interview.id}@localhost`;
    for (const mail of [mine!, theirs!]) {
      const { file, cal } = calendarOf(mail);
      expect(file).toMatchObject({ filename: 'invite.ics', contentType: 'text/calendar; charset=UTF-8; method=REQUEST' });
      expect(cal.one('METHOD').raw).toBe('REQUEST');
      expect(cal.one('VERSION').raw).toBe('2.0');
      expect(cal.one('PRODID').raw).toBe('-//Onbrief//Interviews//EN');
      expect(cal.one('UID').raw).toBe(uid);
      expect(cal.one('SEQUENCE').raw).toBe('0');
      expect(cal.one('DTSTART').raw).toBe(icsTime(interview.slots[1].starts_at));
      expect(cal.one('DTEND').raw).toBe(icsTime(interview.slots[1].ends_at));
      expect(cal.one('DTSTAMP').raw).toMatch(/^\d{8}T\d{6}Z$/);
      expect(cal.one('URL').raw).toBe('https://meet.example.com/abc-defg');
      expect(cal.all('LOCATION')).toEqual([]);
      expect(cal.one('SUMMARY').text).toBe(`Interview: ${a.title} (Northwind Studio and ${a.name})`);
      expect(cal.one('DESCRIPTION').text).toContain('Note: Bring your portfolio; we will ask about it, too.');
      expect(cal.one('DESCRIPTION').raw).toContain('portfolio\\; we will ask about it\\, too.');
      expect(cal.one('ORGANIZER').raw).toBe('mailto:employer@demo.test');
      expect(cal.all('ATTENDEE').map((p) => p.raw)).toEqual([`mailto:${a.email}`]);
    }
    // One mail a person: the proposer is the post's author.
    expect(await mailsTo('employer@demo.test', new RegExp(`Interview booked: ${a.title}`))).toHaveLength(1);

    // The team's dashboard lists it; the member (not assigned the post) does not see it.
    const upcoming = (await t.gql(Q.upcoming, { first: 50 }, w.tokens.employer)).data.upcomingInterviews;
    expect(upcoming.find((u: { id: string }) => u.id === interview.id)).toMatchObject({ post_title: a.title, applicant_name: a.name, video_url: 'https://meet.example.com/abc-defg' });
    expect((await t.gql(Q.upcoming, {}, w.tokens.member)).data.upcomingInterviews.map((u: { id: string }) => u.id)).not.toContain(interview.id);
  });

  it('leaves an application already further on (Offered) where it is, writing no history', async () => {
    const a = await w.application();
    await t.deps.db.update(applications).set({ status: 'OFFERED' }).where(eq(applications.id, a.applicationId));
    const slotId = (await t.gql(Q.propose, { id: a.applicationId, slots: [slotIn(3)] }, w.tokens.employer)).data.proposeInterviewTimes.interviews[0].slots[0].id;
    expect((await t.gql(Q.choose, { slot: slotId }, a.token)).errors).toBeUndefined();
    const [app] = await t.deps.db.select({ status: applications.status }).from(applications).where(eq(applications.id, a.applicationId));
    expect(app!.status).toBe('OFFERED');
    expect(await t.deps.db.select().from(applicationStatusChanges).where(eq(applicationStatusChanges.application_id, a.applicationId))).toEqual([]);
  });

  it('lets an agency choose for its application, and the team see the agency on its dashboard', async () => {
    const a = await w.application({ agency: true });
    const slotId = (await t.gql(Q.propose, { id: a.applicationId, slots: [slotIn(6)] }, w.tokens.employer)).data.proposeInterviewTimes.interviews[0].slots[0].id;
    expect((await t.gql(Q.choose, { slot: slotId }, a.token)).data.chooseInterviewTime.interviews[0].status).toBe('SCHEDULED');
    const upcoming = (await t.gql(Q.upcoming, { first: 50 }, w.tokens.employer)).data.upcomingInterviews;
    expect(upcoming.find((u: { application_id: string }) => u.application_id === String(a.applicationId))).toMatchObject({ agency_name: 'Brightside Agency' });
    // Soonest first.
    const starts = upcoming.map((u: { starts_at: string }) => u.starts_at);
    expect(starts).toEqual([...starts].sort());
  });
});

describe('moving and cancelling', () => {
  it('reschedules: the time is given up, SEQUENCE raised, the applicant chooses again and both get the updated invite under the same UID; a cancel sends METHOD:CANCEL', async () => {
    const a = await w.application();
    const first = (await t.gql(Q.propose, { id: a.applicationId, slots: [slotIn(3), slotIn(4)] }, w.tokens.employer)).data.proposeInterviewTimes.interviews[0];
    await t.gql(Q.choose, { slot: first.slots[0].id }, a.token);

    const moved = await t.gql(Q.reschedule, { id: first.id, slots: [slotIn(8, '11:00'), slotIn(9, '11:00')], reason: 'Our office is closed that day, sorry.' }, w.tokens.employer);
    expect(moved.errors).toBeUndefined();
    const again = moved.data.rescheduleInterview.interviews[0];
    expect(again).toMatchObject({ id: first.id, status: 'PROPOSED', sequence: 1, booked: null });
    expect(again.slots).toHaveLength(2);
    const [note] = await mailsTo(a.email, /has moved: choose a new time/);
    expect(note!.text).toContain('Their reason: Our office is closed that day, sorry.');
    expect(note!.text).toContain(`it was booked for ${first.slots[0].london}`);
    // The first round's times can no longer be chosen.
    expect((await t.gql(Q.choose, { slot: first.slots[1].id }, a.token)).errors[0].message).toBe(INTERVIEW_MSG.notChoosable);

    await t.gql(Q.choose, { slot: again.slots[1].id }, a.token);
    const updates = [...(await mailsTo(a.email, /Interview booked/)), ...(await mailsTo('employer@demo.test', new RegExp(`Interview booked: ${a.title}`)))];
    expect(updates).toHaveLength(4);
    const sequences = updates.map((m) => {
      const { cal } = calendarOf(m);
      expect(cal.one('UID').raw).toBe(`interview-${first.id}@localhost`);
      return cal.one('SEQUENCE').raw;
    });
    expect(sequences.sort()).toEqual(['0', '0', '1', '1']);

    const cancelled = await t.gql(Q.cancel, { id: first.id, reason: 'I have accepted another offer.' }, a.token);
    expect(cancelled.data.cancelInterview.interviews[0]).toMatchObject({ status: 'CANCELLED', sequence: 2, cancel_reason: 'I have accepted another offer.', can_cancel: false, can_reschedule: false });
    expect(cancelled.data.cancelInterview.timeline.map((e: { kind: string }) => e.kind)).toEqual(['PROPOSED', 'CHOSEN', 'RESCHEDULED', 'CHOSEN', 'CANCELLED']);
    for (const email of [a.email, 'employer@demo.test']) {
      const [mail] = await mailsTo(email, new RegExp(`Interview cancelled: ${a.title}`));
      expect(mail!.text).toContain('The reason given: I have accepted another offer.');
      const { file, cal } = calendarOf(mail!);
      expect(file.contentType).toBe('text/calendar; charset=UTF-8; method=CANCEL');
      expect(cal.one('METHOD').raw).toBe('CANCEL');
      expect(cal.one('STATUS').raw).toBe('CANCELLED');
      expect(cal.one('UID').raw).toBe(`interview-${first.id}@localhost`);
      expect(cal.one('SEQUENCE').raw).toBe('2');
      expect(cal.one('DTSTART').raw).toBe(icsTime(again.slots[1].starts_at));
    }
    // The application stays Interviewing (the team decides its status); a second cancel is refused.
    const [app] = await t.deps.db.select({ status: applications.status }).from(applications).where(eq(applications.id, a.applicationId));
    expect(app!.status).toBe('INTERVIEWING');
    expect((await t.gql(Q.cancel, { id: first.id, reason: 'Again' }, w.tokens.employer)).errors[0].message).toBe(INTERVIEW_MSG.closed);
    // Nothing is booked, so the team may propose anew: a new interview.
    const next = await t.gql(Q.propose, { id: a.applicationId, slots: [slotIn(10)] }, w.tokens.employer);
    expect(next.data.proposeInterviewTimes.interviews.map((i: { status: string }) => i.status)).toEqual(['PROPOSED', 'CANCELLED']);
  });

  it("asks for other times in the application's conversation; the team proposes again in the same interview", async () => {
    const a = await w.application();
    const first = (await t.gql(Q.propose, { id: a.applicationId, slots: [slotIn(3)] }, w.tokens.employer)).data.proposeInterviewTimes.interviews[0];
    const asked = await t.gql(Q.ask, { id: a.applicationId, message: 'I am travelling that week. Could we meet the week after?', key: randomUUID() }, a.token);
    expect(asked.errors).toBeUndefined();
    expect(asked.data.askOtherInterviewTimes.interviews[0]).toMatchObject({ id: first.id, status: 'OTHER_TIMES_REQUESTED', slots: [], can_ask_other_times: false, can_cancel: true });
    expect(asked.data.askOtherInterviewTimes.timeline[1]).toMatchObject({ kind: 'OTHER_TIMES_ASKED', side: 'APPLICANT', message: 'I am travelling that week. Could we meet the week after?' });
    // The words are a message of the thread, from the applicant, that both sides read.
    const thread = await t.deps.db.select({ body: messages.body, side: messages.side }).from(messages).where(eq(messages.thread_id, a.applicationId));
    expect(thread).toEqual([{ body: 'I am travelling that week. Could we meet the week after?', side: 'APPLICANT' }]);
    const [told] = await mailsTo('employer@demo.test', new RegExp(`asked for other interview times: ${a.title}`));
    expect(told!.text).toContain('They wrote: I am travelling that week.');
    expect(told!.text).toContain(`http://localhost:3000/company/messages/${a.applicationId}`);
    // Nothing to answer now.
    expect((await t.gql(Q.ask, { id: a.applicationId, message: 'Again?' }, a.token)).errors[0].message).toBe(INTERVIEW_MSG.noProposal);

    const second = (await t.gql(Q.propose, { id: a.applicationId, slots: [slotIn(10), slotIn(11)] }, w.tokens.employer)).data.proposeInterviewTimes;
    expect(second.interviews).toHaveLength(1);
    expect(second.interviews[0]).toMatchObject({ id: first.id, status: 'PROPOSED', sequence: 0 });
    expect(second.interviews[0].slots).toHaveLength(2);
    expect(await mailsTo(a.email, /Choose a time for your interview/)).toHaveLength(2);
  });

  it('lets the applicant move a booked interview: the time is given up, SEQUENCE raised and the reminder dropped', async () => {
    const a = await w.application();
    const first = (await t.gql(Q.propose, { id: a.applicationId, slots: [slotIn(3)] }, w.tokens.employer)).data.proposeInterviewTimes.interviews[0];
    await t.gql(Q.choose, { slot: first.slots[0].id }, a.token);
    const [before] = await t.deps.db.select().from(interviews).where(eq(interviews.id, Number(first.id)));
    expect(before!.reminder_due_at).not.toBeNull();
    const asked = (await t.gql(Q.ask, { id: a.applicationId, message: 'Something came up, sorry: can we move it?' }, a.token)).data.askOtherInterviewTimes;
    expect(asked.interviews[0]).toMatchObject({ status: 'OTHER_TIMES_REQUESTED', sequence: 1, booked: null });
    expect(asked.timeline[2]).toMatchObject({ kind: 'OTHER_TIMES_ASKED', starts_at: first.slots[0].starts_at });
    const [after] = await t.deps.db.select().from(interviews).where(eq(interviews.id, Number(first.id)));
    expect(after).toMatchObject({ reminder_due_at: null, starts_at: null, invited_sequence: 0 });
    const [told] = await mailsTo('employer@demo.test', new RegExp(`asked for other interview times: ${a.title}`));
    expect(told!.text).toContain('that time no longer stands');
  });
});

describe('reminders', () => {
  it('reminds both sides once, 24 hours before; a moved interview booked again gets a fresh one, a cancelled one none', async () => {
    const a = await w.application();
    const first = (await t.gql(Q.propose, { id: a.applicationId, slots: [slotIn(3), slotIn(4)] }, w.tokens.employer)).data.proposeInterviewTimes.interviews[0];
    await t.gql(Q.choose, { slot: first.slots[0].id }, a.token);
    const id = Number(first.id);
    const [row] = await t.deps.db.select().from(interviews).where(eq(interviews.id, id));
    expect(row!.reminder_due_at!.getTime()).toBe(new Date(first.slots[0].starts_at).getTime() - 24 * 3_600_000);
    // Not due yet: nothing.
    await claimDueReminders(t.deps);
    expect(await mailsTo(a.email, /Reminder: interview/)).toEqual([]);

    const due = async () => t.deps.db.update(interviews).set({ reminder_due_at: new Date(Date.now() - 1000) }).where(eq(interviews.id, id));
    await due();
    expect(await Promise.all([claimDueReminders(t.deps), claimDueReminders(t.deps)]).then((n) => n.reduce((x, y) => x + y))).toBeGreaterThanOrEqual(1);
    expect(await claimDueReminders(t.deps)).toBe(0);
    const reminders = [...(await mailsTo(a.email, /Reminder: interview/)), ...(await mailsTo('employer@demo.test', new RegExp(`Reminder: interview for ${a.title}`)))];
    expect(reminders).toHaveLength(2);
    expect(reminders[0]!.text).toContain(first.slots[0].london);

    // Moved and booked again: a fresh reminder at the new time.
    await t.gql(Q.reschedule, { id: first.id, slots: [slotIn(12)], reason: 'Moved' }, w.tokens.employer);
    const again = (await t.gql(Q.read, { id: a.applicationId }, a.token)).data.applicationInterviews.interviews[0];
    await t.gql(Q.choose, { slot: again.slots[0].id }, a.token);
    await due();
    await claimDueReminders(t.deps);
    expect(await mailsTo(a.email, /Reminder: interview/)).toHaveLength(2);

    // Cancelled: the due reminder goes with it, and the database refuses one on a cancelled interview.
    await t.gql(Q.cancel, { id: first.id, reason: 'Role filled' }, w.tokens.employer);
    const [cancelled] = await t.deps.db.select().from(interviews).where(eq(interviews.id, id));
    expect(cancelled!.reminder_due_at).toBeNull();
    await expect(due()).rejects.toThrow();
    expect(await mailsTo(a.email, /Reminder: interview/)).toHaveLength(2);
  });

  it('owes no reminder for an interview booked less than 24 hours ahead', async () => {
    const a = await w.application();
    const soon = new Date(Date.now() + 5 * 3_600_000);
    await t.gql(Q.propose, { id: a.applicationId, slots: [slotIn(3)] }, w.tokens.employer);
    // The proposal's time moved to five hours from now (the form cannot propose the past, so the test moves it).
    const [pending] = await t.deps.db.select().from(interviews).where(and(eq(interviews.application_id, a.applicationId)));
    const read = (await t.gql(Q.read, { id: a.applicationId }, a.token)).data.applicationInterviews.interviews[0];
    await t.deps.db.update(interviewSlots).set({ starts_at: soon }).where(eq(interviewSlots.id, Number(read.slots[0].id)));
    await t.gql(Q.choose, { slot: read.slots[0].id }, a.token);
    const [row] = await t.deps.db.select().from(interviews).where(eq(interviews.id, pending!.id));
    expect(row).toMatchObject({ status: 'SCHEDULED', reminder_due_at: null });
  });
});
