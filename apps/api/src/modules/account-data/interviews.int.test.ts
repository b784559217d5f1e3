import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { INTERVIEW_REASON_ERASED } from '@mp/domain';
import { interviewEvents, interviews, interviewSlots, outbox, throttles } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { interviewWorld, keyedOk, Q, slotIn } from '../interviews/test-fixtures.js';
import { DEMO_PASSWORD, download, readExport } from './test-fixtures.js';

/**
 * Interviews in 'Your data' (decision 0061): the applicant's interviews with their times, place or link, status and
 * history; a team member's steps with the times they offered and the reasons they wrote. Erasing the team member keeps
 * the steps in their places without their words or name, in the deletion's transaction, and the interview mails kept
 * for others lose them too.
 */
const DELETE = 'mutation($password: String!) { deleteMyAccount(password: $password) }';

let t: TestApp;
let w: Awaited<ReturnType<typeof interviewWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  w = await interviewWorld(t);
});
afterAll(async () => t.close());


/** The member proposes (with a note), the applicant books, the member moves it with a reason, the applicant books again, the member cancels. */
async function memberInterview() {
  const a = await w.application({ forMember: true });
  const first = (await keyedOk(t, Q.propose, { id: a.applicationId, slots: [slotIn(3, '10:00', { note: 'Ask for Milo at the desk.' })] }, w.tokens.member)).proposeInterviewTimes.interviews[0];
  await keyedOk(t, Q.choose, { slot: first.slots[0].id }, a.token);
  const moved = (await keyedOk(t, Q.reschedule, { id: first.id, slots: [slotIn(5, '15:00', { place: null, video_url: 'https://meet.example.com/milo' })], reason: 'Milo is ill that day.' }, w.tokens.member))
    .rescheduleInterview.interviews[0];
  await keyedOk(t, Q.choose, { slot: moved.slots[0].id }, a.token);
  await keyedOk(t, Q.cancel, { id: first.id, reason: 'Milo has left the brief.' }, w.tokens.member);
  return { a, interviewId: Number(first.id) };
}

describe('the download', () => {
  it("holds the applicant's interviews whole and the team member's own steps, with no one else's name", async () => {
    const { a } = await memberInterview();
    const mine = readExport((await download(t, a.token)).rawPayload).data;
    expect(mine.interviews.as_team_member).toEqual([]);
    const [iv] = mine.interviews.as_applicant;
    expect(iv).toMatchObject({ post_title: a.title, company: 'Northwind Studio', status: 'Cancelled', cancel_reason: 'Milo has left the brief.' });
    expect(iv.times_proposed).toEqual([
      expect.objectContaining({ place: 'Studio 4, 1 King St, Leeds', video_link: null, note: 'Ask for Milo at the desk.' }),
      expect.objectContaining({ place: null, video_link: 'https://meet.example.com/milo', note: null }),
    ]);
    expect(iv.time_chosen).toMatchObject({ video_link: 'https://meet.example.com/milo', starts_at: iv.times_proposed[1].starts_at });
    expect(iv.history.map((h: { step: string; by: string }) => `${h.step} (${h.by})`)).toEqual([
      'Proposed interview times (The team)', 'Chose a time (You)', 'Rescheduled the interview (The team)', 'Chose a time (You)', 'Cancelled the interview (The team)',
    ]);
    expect(iv.history[2].reason).toBe('Milo is ill that day.');

    const member = readExport((await download(t, w.tokens.member!)).rawPayload).data;
    const steps = member.interviews.as_team_member.filter((s: { post_title: string }) => s.post_title === a.title);
    expect(steps.map((s: { step: string; reason: string | null }) => [s.step, s.reason])).toEqual([
      ['Proposed interview times', null], ['Rescheduled the interview', 'Milo is ill that day.'], ['Cancelled the interview', 'Milo has left the brief.'],
    ]);
    expect(steps[0].times_proposed).toEqual([expect.objectContaining({ note: 'Ask for Milo at the desk.' })]);
    expect(JSON.stringify(member.interviews)).not.toContain(a.name!);
    // The employer took no step in it: nothing of it in theirs.
    const employer = readExport((await download(t, w.tokens.employer!)).rawPayload).data;
    expect(JSON.stringify(employer.interviews)).not.toContain(a.title);
  });
});

describe('erasure', () => {
  it("keeps the erased member's steps in their places without their reasons, notes or name; others' words stay", async () => {
    const { a, interviewId } = await memberInterview();
    // The employer's own interview with another applicant keeps every word.
    const b = await w.application();
    const theirs = (await keyedOk(t, Q.propose, { id: b.applicationId, slots: [slotIn(4, '11:00', { note: 'Bring a reel.' })] }, w.tokens.employer)).proposeInterviewTimes.interviews[0];
    await keyedOk(t, Q.cancel, { id: theirs.id, reason: 'The budget moved.' }, w.tokens.employer);

    await t.deps.jobs.idle();
    const mailsTo = async (email: string) => (await t.deps.db.select().from(outbox).where(eq(outbox.to_address, email))).map((m) => `${m.subject}\n${m.text_body}\n${m.html_body}`);
    expect((await mailsTo(a.email)).filter((m) => /Milo/.test(m)).length).toBeGreaterThanOrEqual(4);

    await t.deps.db.delete(throttles);
    expect((await t.gql(DELETE, { password: DEMO_PASSWORD }, w.tokens.member)).errors).toBeUndefined();

    // The mails kept for the applicant lose the member's note, reasons and name; the employer's to another keep theirs.
    const toApplicant = await mailsTo(a.email);
    expect(toApplicant.length).toBeGreaterThanOrEqual(5);
    for (const m of toApplicant) expect(m).not.toMatch(/Milo/);
    expect(toApplicant.find((m) => m.startsWith(`Your interview for ${a.title} has moved`))).toContain(`Their reason: ${INTERVIEW_REASON_ERASED}\n\n`);
    const cancelMail = toApplicant.find((m) => m.startsWith(`Interview cancelled: ${a.title}`));
    expect(cancelMail).toContain(`[deleted account] at Northwind Studio cancelled the interview`);
    expect(cancelMail).toContain(`The reason given: ${INTERVIEW_REASON_ERASED}</p>`);
    const choose = toApplicant.find((m) => m.startsWith('Choose a time'))!;
    expect(choose).toContain('(UK time)\nAt Studio 4, 1 King St, Leeds\n\nChoose a time:');
    // Two mails, in whichever order the outbox lists them: the proposal keeps its note, the cancel its reason.
    const toOther = await mailsTo(b.email);
    expect(toOther.some((m) => m.startsWith('Choose a time') && m.includes('Note: Bring a reel.'))).toBe(true);
    expect(toOther.some((m) => m.startsWith('Interview cancelled') && m.includes('The reason given: The budget moved.'))).toBe(true);

    const steps = await t.deps.db.select().from(interviewEvents).where(eq(interviewEvents.interview_id, interviewId)).orderBy(interviewEvents.id);
    expect(steps.map((s) => [s.kind, s.actor_id, s.reason])).toEqual([
      ['PROPOSED', null, null], ['CHOSEN', a.userId, null], ['RESCHEDULED', null, null], ['CHOSEN', a.userId, null], ['CANCELLED', null, null],
    ]);
    const slots = await t.deps.db.select({ note: interviewSlots.note, place: interviewSlots.place }).from(interviewSlots).where(eq(interviewSlots.interview_id, interviewId));
    expect(slots.map((s) => s.note)).toEqual([null, null]);
    const [row] = await t.deps.db.select().from(interviews).where(eq(interviews.id, interviewId));
    expect(row).toMatchObject({ status: 'CANCELLED', cancel_reason: null, cancelled_by: null, proposed_by: null });

    const read = (await t.gql(Q.read, { id: a.applicationId }, a.token)).data.applicationInterviews;
    type Step = { kind: string; reason: string | null; reason_deleted: boolean; actor_name: string | null; by_system: boolean };
    expect(read.timeline.map((e: Step) => [e.kind, e.reason, e.reason_deleted, e.actor_name, e.by_system])).toEqual([
      ['PROPOSED', null, false, null, false], ['CHOSEN', null, false, a.name, false], ['RESCHEDULED', null, true, null, false],
      ['CHOSEN', null, false, a.name, false], ['CANCELLED', null, true, null, false],
    ]);
    expect(JSON.stringify(read)).not.toMatch(/Milo/);

    const kept = (await t.gql(Q.read, { id: b.applicationId }, b.token)).data.applicationInterviews;
    expect(kept.timeline.at(-1)).toMatchObject({ kind: 'CANCELLED', reason: 'The budget moved.', reason_deleted: false, by_system: false, actor_name: 'Evelyn Employer' });
    expect(kept.interviews[0].cancel_reason).toBe('The budget moved.');
    const [note] = await t.deps.db.select({ note: interviewSlots.note }).from(interviewSlots).where(eq(interviewSlots.interview_id, Number(theirs.id)));
    expect(note!.note).toBe('Bring a reel.');
  });
});
