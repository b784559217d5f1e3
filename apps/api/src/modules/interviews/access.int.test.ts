import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { INTERVIEW_MSG } from '@mp/domain';
import { applications, applicationStatusChanges, interviewEvents, interviews, interviewSlots } from '../../db/schema/index.js';
import { CLOSE } from '../opportunities/test-documents.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { issueToken } from '../../viewer/sessions.js';
import { IDEMPOTENCY_MSG } from '../idempotency/service.js';
import { codeOf, fieldsOf, interviewWorld, Q, slotIn } from './test-fixtures.js';

/**
 * Who may do what with an application's interviews, each allowed and refused (another team, an unassigned member,
 * another applicant, the wrong side, a visitor, an administrator looking as the user), bad input with the rule's
 * words on its field, two choices at once, and a repeated key. A refusal leaves the database as it was.
 */

let t: TestApp;
let w: Awaited<ReturnType<typeof interviewWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  w = await interviewWorld(t);
});
afterAll(async () => t.close());

const propose = async (applicationId: number, slots = [slotIn(3), slotIn(4)]) => {
  const res = await t.gql(Q.propose, { id: applicationId, slots }, w.tokens.employer);
  expect(res.errors).toBeUndefined();
  return res.data.proposeInterviewTimes.interviews[0] as { id: string; slots: { id: string }[] };
};

describe('who may', () => {
  it('lets the assigned member and a guest admin propose, and refuses (NOT_FOUND) another team, an unassigned member, another applicant, an agency and an unknown application, changing nothing', async () => {
    const assigned = await w.application({ forMember: true });
    const unassigned = await w.application();
    expect((await t.gql(Q.propose, { id: assigned.applicationId, slots: [slotIn(3)] }, w.tokens.member)).errors).toBeUndefined();
    expect((await t.gql(Q.propose, { id: unassigned.applicationId, slots: [slotIn(3)] }, w.tokens.guest)).errors).toBeUndefined();
    const before = await w.snapshot(unassigned.applicationId);
    for (const [who, token, id] of [
      ['member, unassigned', w.tokens.member, unassigned.applicationId], ['another team', w.tokens.other, assigned.applicationId],
      ['another applicant', assigned.token, unassigned.applicationId], ['the demo freelancer', w.tokens.freelancer, unassigned.applicationId],
      ['an agency', w.tokens.agency, unassigned.applicationId], ['unknown', w.tokens.employer, 99999999],
    ] as const) {
      expect(codeOf(await t.gql(Q.read, { id }, token)), who).toBe('NOT_FOUND');
      expect(codeOf(await t.gql(Q.propose, { id, slots: [slotIn(5)] }, token)), who).toBe('NOT_FOUND');
      expect(codeOf(await t.gql(Q.ask, { id, message: 'Other times?' }, token)), who).toBe('NOT_FOUND');
    }
    expect(await w.snapshot(unassigned.applicationId)).toEqual(before);
    // The unassigned member's dashboard and another team's know nothing of it.
    expect((await t.gql(Q.upcoming, {}, w.tokens.other)).data.upcomingInterviews).toEqual([]);
  });

  it('refuses strangers the slot and the interview (NOT_FOUND), and a visitor everything (UNAUTHENTICATED)', async () => {
    const a = await w.application();
    const stranger = await w.application();
    const interview = await propose(a.applicationId);
    const before = await w.snapshot(a.applicationId);
    for (const token of [stranger.token, w.tokens.other, w.tokens.member, w.tokens.agency]) {
      expect(codeOf(await t.gql(Q.choose, { slot: interview.slots[0]!.id }, token))).toBe('NOT_FOUND');
      expect(codeOf(await t.gql(Q.cancel, { id: interview.id, reason: 'No' }, token))).toBe('NOT_FOUND');
      expect(codeOf(await t.gql(Q.reschedule, { id: interview.id, slots: [slotIn(6)], reason: 'No' }, token))).toBe('NOT_FOUND');
    }
    expect(codeOf(await t.gql(Q.choose, { slot: '99999999' }, a.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(Q.cancel, { id: '99999999', reason: 'No' }, a.token))).toBe('NOT_FOUND');
    for (const [doc, vars] of [
      [Q.read, { id: a.applicationId }], [Q.propose, { id: a.applicationId, slots: [slotIn(3)] }], [Q.choose, { slot: interview.slots[0]!.id }],
      [Q.ask, { id: a.applicationId, message: 'Hi' }], [Q.reschedule, { id: interview.id, slots: [slotIn(3)], reason: 'x' }],
      [Q.cancel, { id: interview.id, reason: 'x' }], [Q.upcoming, {}],
    ] as const) {
      expect(codeOf(await t.gql(doc, vars))).toBe('UNAUTHENTICATED');
    }
    // A freelancer has no team dashboard.
    expect(codeOf(await t.gql(Q.upcoming, {}, a.token))).toBe('FORBIDDEN');
    expect(await w.snapshot(a.applicationId)).toEqual(before);
  });

  it('keeps each side to its own acts (FORBIDDEN): the applicant does not propose or reschedule, the team does not choose or ask', async () => {
    const a = await w.application();
    const interview = await propose(a.applicationId);
    const before = await w.snapshot(a.applicationId);
    expect(codeOf(await t.gql(Q.propose, { id: a.applicationId, slots: [slotIn(5)] }, a.token))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(Q.reschedule, { id: interview.id, slots: [slotIn(5)], reason: 'Mine' }, a.token))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(Q.choose, { slot: interview.slots[0]!.id }, w.tokens.employer))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(Q.ask, { id: a.applicationId, message: 'Other times?' }, w.tokens.employer))).toBe('FORBIDDEN');
    expect(await w.snapshot(a.applicationId)).toEqual(before);
    // Either side cancels.
    expect((await t.gql(Q.cancel, { id: interview.id, reason: 'We filled the role.' }, w.tokens.employer)).errors).toBeUndefined();
    const b = await w.application();
    const other = await propose(b.applicationId);
    expect((await t.gql(Q.cancel, { id: other.id, reason: 'No longer looking.' }, b.token)).errors).toBeUndefined();
  });

  it('lets an administrator looking as the team or the applicant read, with nothing to do, and do nothing', async () => {
    const a = await w.application();
    const interview = await propose(a.applicationId);
    const asTeam = await t.gql(Q.read, { id: a.applicationId }, w.tokens.impersonated);
    expect(asTeam.data.applicationInterviews).toMatchObject({ side: 'TEAM', can_propose: false, interviews: [{ can_reschedule: false, can_cancel: false, can_choose: false }] });
    const asApplicant = await issueToken(t.deps.db, a.userId, { ip: '127.0.0.1' }, { impersonatorId: w.ids.admin });
    expect((await t.gql(Q.read, { id: a.applicationId }, asApplicant)).data.applicationInterviews.interviews[0]).toMatchObject({ can_choose: false, can_ask_other_times: false });
    const before = await w.snapshot(a.applicationId);
    expect(codeOf(await t.gql(Q.propose, { id: a.applicationId, slots: [slotIn(5)] }, w.tokens.impersonated))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(Q.reschedule, { id: interview.id, slots: [slotIn(5)], reason: 'x' }, w.tokens.impersonated))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(Q.cancel, { id: interview.id, reason: 'x' }, w.tokens.impersonated))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(Q.choose, { slot: interview.slots[0]!.id }, asApplicant))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(Q.ask, { id: a.applicationId, message: 'x' }, asApplicant))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(Q.cancel, { id: interview.id, reason: 'x' }, asApplicant))).toBe('FORBIDDEN');
    expect(await w.snapshot(a.applicationId)).toEqual(before);
  });

  it('refuses proposing while an interview is booked, for Not selected, and on a closed post; the applicant may not choose then', async () => {
    const a = await w.application();
    const interview = await propose(a.applicationId);
    await t.gql(Q.choose, { slot: interview.slots[0]!.id }, a.token);
    expect((await t.gql(Q.propose, { id: a.applicationId, slots: [slotIn(7)] }, w.tokens.employer)).errors[0].message).toBe(INTERVIEW_MSG.alreadyBooked);

    const b = await w.application();
    const pending = await propose(b.applicationId);
    await t.deps.db.update(applications).set({ status: 'NOT_SELECTED' }).where(eq(applications.id, b.applicationId));
    expect((await t.gql(Q.propose, { id: b.applicationId, slots: [slotIn(7)] }, w.tokens.employer)).errors[0].message).toBe(INTERVIEW_MSG.notSelected);
    expect((await t.gql(Q.choose, { slot: pending.slots[0]!.id }, b.token)).errors[0].message).toBe(INTERVIEW_MSG.unavailable);
    const read = (await t.gql(Q.read, { id: b.applicationId }, b.token)).data.applicationInterviews;
    expect(read.interviews[0]).toMatchObject({ can_choose: false, can_cancel: true });

    const c = await w.application();
    const onClosed = await propose(c.applicationId);
    expect((await t.gql(CLOSE, { id: c.post, input: { reason: 'JOB_POSTPONED' } }, w.tokens.employer)).errors).toBeUndefined();
    expect(codeOf(await t.gql(Q.propose, { id: c.applicationId, slots: [slotIn(7)] }, w.tokens.employer))).toBe('BAD_USER_INPUT');
    expect((await t.gql(Q.choose, { slot: onClosed.slots[0]!.id }, c.token)).errors[0].message).toBe(INTERVIEW_MSG.unavailable);
    // The close called it off itself (interview-calendar/ending.int.test.ts), so there is nothing left to cancel.
    expect((await t.gql(Q.cancel, { id: onClosed.id, reason: 'The post has closed.' }, w.tokens.employer)).errors[0].message).toBe(INTERVIEW_MSG.closed);
  });
});

describe('what a proposal may be', () => {
  it("refuses a time the clocks skip, a past time, 0 or 6 times, a link that is not https, a place and a link together, and long words, with the rule's message on the field", async () => {
    const a = await w.application();
    const before = await w.snapshot(a.applicationId);
    const cases: [unknown[], Record<string, string>][] = [
      [[slotIn(3, '10:00', { date: '2027-03-28', start: '01:30' })], { 'slots.0.start': INTERVIEW_MSG.noSuchTime }],
      [[slotIn(-2)], { 'slots.0.date': INTERVIEW_MSG.past }],
      [[], { slots: INTERVIEW_MSG.slotsCount }],
      [[3, 4, 5, 6, 7, 8].map((d) => slotIn(d)), { slots: INTERVIEW_MSG.slotsCount }],
      [[slotIn(3, '10:00', { place: null, video_url: 'http://meet.example.com/x' })], { 'slots.0.video_url': INTERVIEW_MSG.videoUrl }],
      [[slotIn(3, '10:00', { video_url: 'https://meet.example.com/x' })], { 'slots.0.place': INTERVIEW_MSG.placeOrLink }],
      [[slotIn(3, '10:00', { note: 'x'.repeat(1001) })], { 'slots.0.note': INTERVIEW_MSG.noteTooLong }],
      [[slotIn(3, '10:00', { duration_minutes: 0 })], { 'slots.0.duration_minutes': INTERVIEW_MSG.duration }],
      [[slotIn(3), slotIn(3)], { 'slots.1.start': INTERVIEW_MSG.duplicate }],
    ];
    for (const [slots, fields] of cases) {
      const res = await t.gql(Q.propose, { id: a.applicationId, slots }, w.tokens.employer);
      expect(codeOf(res), JSON.stringify(fields)).toBe('BAD_USER_INPUT');
      expect(fieldsOf(res)).toEqual(fields);
      expect(res.errors[0].message).toBe(Object.values(fields)[0]);
    }
    const interview = await propose(a.applicationId);
    expect(fieldsOf(await t.gql(Q.cancel, { id: interview.id, reason: '   ' }, w.tokens.employer))).toEqual({ reason: INTERVIEW_MSG.reasonEmpty });
    expect(fieldsOf(await t.gql(Q.cancel, { id: interview.id, reason: 'x'.repeat(501) }, a.token))).toEqual({ reason: INTERVIEW_MSG.reasonTooLong });
    expect(fieldsOf(await t.gql(Q.reschedule, { id: interview.id, slots: [slotIn(5)], reason: '' }, w.tokens.employer))).toEqual({ reason: INTERVIEW_MSG.reasonEmpty });
    expect(codeOf(await t.gql(Q.ask, { id: a.applicationId, message: '  ' }, a.token))).toBe('BAD_USER_INPUT');
    expect((await w.snapshot(a.applicationId)).steps).toBe(before.steps + 1);
  });

  it('keeps its rules in the database too: one pending interview per application, a place or a link, https only', async () => {
    const a = await w.application();
    const interview = await propose(a.applicationId);
    const [row] = await t.deps.db.select().from(interviews).where(eq(interviews.id, Number(interview.id)));
    await expect(t.deps.db.insert(interviews).values({ application_id: a.applicationId, opportunity_id: row!.opportunity_id, team_id: row!.team_id, status: 'OTHER_TIMES_REQUESTED' })).rejects.toThrow();
    const slot = { interview_id: row!.id, round: 9, starts_at: new Date(Date.now() + 86_400_000), duration_minutes: 30 };
    await expect(t.deps.db.insert(interviewSlots).values({ ...slot, place: 'Here', video_url: 'https://x.example.com' })).rejects.toThrow();
    await expect(t.deps.db.insert(interviewSlots).values({ ...slot, video_url: 'http://x.example.com' })).rejects.toThrow();
    await expect(t.deps.db.update(interviews).set({ status: 'SCHEDULED' }).where(eq(interviews.id, row!.id))).rejects.toThrow();
  });
});

describe('two clicks at once', () => {
  it('books one of two times chosen in parallel: the other is told a time is already chosen, and one invite goes to each side', async () => {
    const a = await w.application();
    const interview = await propose(a.applicationId, [slotIn(3), slotIn(4), slotIn(5)]);
    const results = await Promise.all([
      t.gql(Q.choose, { slot: interview.slots[0]!.id, key: randomUUID() }, a.token),
      t.gql(Q.choose, { slot: interview.slots[2]!.id, key: randomUUID() }, a.token),
    ]);
    const won = results.filter((r) => !r.errors);
    const lost = results.filter((r) => r.errors);
    expect(won).toHaveLength(1);
    expect(lost.map((r) => r.errors[0].message)).toEqual([INTERVIEW_MSG.alreadyChosen]);
    const steps = await t.deps.db.select().from(interviewEvents).where(eq(interviewEvents.interview_id, Number(interview.id)));
    expect(steps.filter((s) => s.kind === 'CHOSEN')).toHaveLength(1);
    expect(await t.deps.db.select().from(applicationStatusChanges).where(eq(applicationStatusChanges.application_id, a.applicationId))).toHaveLength(1);
    await t.deps.jobs.idle();
    expect(t.sentMails.filter((m) => m.to === a.email && /Interview booked/.test(m.subject))).toHaveLength(1);
  });

  it('answers a repeated key with the first answer and sends nothing again; the same key for another request is refused', async () => {
    const a = await w.application();
    const key = randomUUID();
    const slots = [slotIn(3)];
    const [one, two] = await Promise.all([
      t.gql(Q.propose, { id: a.applicationId, slots, key }, w.tokens.employer),
      t.gql(Q.propose, { id: a.applicationId, slots, key }, w.tokens.employer),
    ]);
    expect(one.errors ?? two.errors).toBeUndefined();
    expect((await w.snapshot(a.applicationId)).steps).toBe(1);
    const slotId = one.data.proposeInterviewTimes.interviews[0].slots[0].id;
    const chooseKey = randomUUID();
    expect((await t.gql(Q.choose, { slot: slotId, key: chooseKey }, a.token)).errors).toBeUndefined();
    expect((await t.gql(Q.choose, { slot: slotId, key: chooseKey }, a.token)).errors).toBeUndefined();
    await t.deps.jobs.idle();
    expect(t.sentMails.filter((m) => m.to === a.email && /Interview booked/.test(m.subject))).toHaveLength(1);
    expect(t.sentMails.filter((m) => m.to === a.email && /Choose a time/.test(m.subject))).toHaveLength(1);
    const reused = await t.gql(Q.propose, { id: a.applicationId, slots: [slotIn(4)], key }, w.tokens.employer);
    expect(reused.errors[0]).toMatchObject({ message: IDEMPOTENCY_MSG.reused, extensions: { code: 'IDEMPOTENCY_KEY_REUSED' } });
  });
});
