import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { CONVERSATION_MSG, INTERVIEW_ENDED, INTERVIEW_REASON_ERASED } from '@mp/domain';
import type { MailMessage } from '../../adapters/mail.js';
import { applications, interviews, outbox, throttles, users } from '../../db/schema/index.js';
import { hashPassword } from '../../lib/secrets.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { createInProcessJobs } from '../../adapters/jobs/in-process.js';
import { JOB_REGISTRY } from '../../jobs.js';
import { interviewWorld, keyedOk, Q, slotIn } from '../interviews/test-fixtures.js';
import { parseCalendar } from '../interview-calendar/test-ics.js';
import { ERASED_NAME } from './outbox.js';
import { DEMO_PASSWORD } from './test-fixtures.js';
import { waitForLockWaits } from '../idempotency/test-locks.js';

/**
 * An applicant erases their account: their applications go, and their interviews with them. Each interview still to
 * happen is first cancelled for the team as a close cancels it (a booked one's METHOD:CANCEL under the invite's UID
 * with SEQUENCE raised), by mails written in the deletion's transaction that name nobody and give the system's reason;
 * the person is mailed nothing; a past interview sends nothing. The interview mails kept for the team lose the
 * person's name, reasons and words.
 */
const DELETE = 'mutation($password: String!) { deleteMyAccount(password: $password) }';
const EMPLOYER = 'employer@demo.test';

let t: TestApp;
let w: Awaited<ReturnType<typeof interviewWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  w = await interviewWorld(t);
});
afterAll(async () => t.close());

const calendarOf = (mail: MailMessage) => parseCalendar(mail.attachments![0]!.content.toString('utf8'));

/** Another post's application, made the applicant's (a person applies to many posts). */
async function anotherApplicationOf(a: Awaited<ReturnType<typeof w.application>>) {
  const b = await w.application();
  await t.deps.db.update(applications).set({ user_id: a.userId }).where(eq(applications.id, b.applicationId));
  return { ...b, token: a.token, email: a.email };
}

describe("an applicant's erasure", () => {
  it('cancels their interviews still to happen for the team only, with the same UID and a raised SEQUENCE, and the kept mails lose them', async () => {
    const a = await w.application();
    await t.deps.db.update(users).set({ password_hash: await hashPassword(DEMO_PASSWORD) }).where(eq(users.id, a.userId));
    // Booked: the invite went out to both sides.
    const booked = (await keyedOk(t, Q.propose, { id: a.applicationId, slots: [slotIn(3, '10:00', { note: 'Bring your reel.' })] }, w.tokens.employer)).proposeInterviewTimes.interviews[0];
    await keyedOk(t, Q.choose, { slot: booked.slots[0].id }, a.token);
    // Waiting on the team: the applicant asked for other times, in their words.
    const asked = await anotherApplicationOf(a);
    await keyedOk(t, Q.propose, { id: asked.applicationId, slots: [slotIn(4)] }, w.tokens.employer);
    await keyedOk(t, Q.ask, { id: asked.applicationId, message: 'Mornings suit me better, my daughter is at nursery then.' }, a.token);
    // Cancelled by the applicant with a reason, before.
    const theirs = await anotherApplicationOf(a);
    const cancelled = (await keyedOk(t, Q.propose, { id: theirs.applicationId, slots: [slotIn(5)] }, w.tokens.employer)).proposeInterviewTimes.interviews[0];
    await keyedOk(t, Q.choose, { slot: cancelled.slots[0].id }, a.token);
    await keyedOk(t, Q.cancel, { id: cancelled.id, reason: 'I have a hospital appointment.' }, a.token);
    // Over already.
    const done = await anotherApplicationOf(a);
    const past = (await keyedOk(t, Q.propose, { id: done.applicationId, slots: [slotIn(6)] }, w.tokens.employer)).proposeInterviewTimes.interviews[0];
    await keyedOk(t, Q.choose, { slot: past.slots[0].id }, a.token);
    await t.deps.db
      .update(interviews)
      .set({ starts_at: sql`now() - interval '2 days'`, ends_at: sql`now() - interval '2 days' + interval '45 minutes'`, reminder_due_at: null })
      .where(eq(interviews.id, Number(past.id)));
    // Another applicant's interview with the same team keeps every word.
    const other = await w.application();
    const kept = (await keyedOk(t, Q.propose, { id: other.applicationId, slots: [slotIn(3)] }, w.tokens.employer)).proposeInterviewTimes.interviews[0];
    await keyedOk(t, Q.choose, { slot: kept.slots[0].id }, other.token);
    await keyedOk(t, Q.cancel, { id: kept.id, reason: 'I have a hospital appointment. Sorry again.' }, other.token);

    await t.deps.jobs.idle();
    const [invite] = t.sentMails.filter((m) => m.to === EMPLOYER && m.subject.startsWith(`Interview booked: ${a.title}`));
    const inviteCal = calendarOf(invite!);
    const teamMails = await t.deps.db.select().from(outbox).where(eq(outbox.to_address, EMPLOYER));
    expect(teamMails.some((m) => m.subject === `${a.name} asked for other interview times: ${asked.title}`)).toBe(true);
    const sent = t.sentMails.length;

    await t.deps.db.delete(throttles);
    expect((await t.gql(DELETE, { password: DEMO_PASSWORD }, a.token)).errors).toBeUndefined();
    await t.deps.jobs.idle();
    const after = t.sentMails.slice(sent);

    // The interviews went with the applications.
    expect(await t.deps.db.$count(interviews, inArray(interviews.id, [booked.id, cancelled.id, past.id].map(Number)))).toBe(0);
    // The person is mailed nothing, and nothing to them is kept.
    expect(after.filter((m) => m.to === a.email)).toEqual([]);
    expect(await t.deps.db.$count(outbox, eq(outbox.to_address, a.email))).toBe(0);

    // The team: the booked one's cancel with the invite's UID and a raised SEQUENCE; the waiting one's with no file.
    expect(after.map((m) => [m.to, m.subject]).sort()).toEqual([
      [EMPLOYER, `Interview cancelled: ${a.title}`],
      [EMPLOYER, `Interview cancelled: ${asked.title}`],
    ]);
    const cancel = after.find((m) => m.subject === `Interview cancelled: ${a.title}`)!;
    expect(cancel.text).toContain(`Onbrief cancelled the interview for ${a.title} between Northwind Studio and ${ERASED_NAME}`);
    expect(cancel.text).toContain(`The reason given: ${INTERVIEW_ENDED.applicantErased}`);
    expect(cancel.text).toContain(`/company/view-applicants/${a.post}`);
    expect(cancel.attachments![0]!.contentType).toBe('text/calendar; charset=UTF-8; method=CANCEL');
    const cal = calendarOf(cancel);
    expect(cal.one('METHOD').raw).toBe('CANCEL');
    expect(cal.one('STATUS').raw).toBe('CANCELLED');
    expect(cal.one('UID').raw).toBe(inviteCal.one('UID').raw);
    expect(Number(cal.one('SEQUENCE').raw)).toBe(Number(inviteCal.one('SEQUENCE').raw) + 1);
    expect(cal.one('DTSTART').raw).toBe(inviteCal.one('DTSTART').raw);
    expect(inviteCal.all('ATTENDEE').some((p) => p.raw.includes(a.email))).toBe(true);
    expect(cal.all('ATTENDEE').some((p) => p.raw.includes(a.email))).toBe(false);
    const waiting = after.find((m) => m.subject === `Interview cancelled: ${asked.title}`)!;
    expect(waiting.attachments).toBeUndefined();
    for (const m of after) {
      expect(`${m.subject}${m.text}${m.html}${m.attachments?.[0]?.content.toString('utf8') ?? ''}`).not.toMatch(new RegExp(`${a.name}|${a.email}|nursery|hospital`));
    }

    // The mails kept for the team name nobody and hold none of the person's words; another applicant's stay whole.
    const keptMails = await t.deps.db.select().from(outbox).where(eq(outbox.to_address, EMPLOYER));
    const about = (title: string) => keptMails.filter((m) => m.subject.includes(title));
    for (const m of [...about(a.title), ...about(asked.title), ...about(theirs.title)]) {
      expect(`${m.subject}${m.text_body}${m.html_body}`).not.toMatch(new RegExp(`${a.name}|nursery|hospital`));
    }
    expect(about(asked.title).map((m) => m.subject)).toContain(`${ERASED_NAME} asked for other interview times: ${asked.title}`);
    const askedMail = about(asked.title).find((m) => m.subject.includes('asked for other'))!;
    expect(askedMail.text_body).toContain(`They wrote: ${CONVERSATION_MSG.deletedAccount}\n\n`);
    expect(askedMail.html_body).toContain(`They wrote: ${CONVERSATION_MSG.deletedAccount}</p>`);
    const theirCancel = about(theirs.title).find((m) => m.subject.startsWith('Interview cancelled'))!;
    expect(theirCancel.text_body).toContain(`${ERASED_NAME} cancelled the interview`);
    expect(theirCancel.text_body).toContain(`The reason given: ${INTERVIEW_REASON_ERASED}\n\n`);
    // The team's own note stays: it is theirs.
    expect(about(a.title).find((m) => m.subject.startsWith('Interview booked'))!.text_body).toContain('Note: Bring your reel.');
    const otherCancel = about(other.title).find((m) => m.subject.startsWith('Interview cancelled'))!;
    expect(otherCancel.text_body).toContain(`${other.name} cancelled the interview`);
    expect(otherCancel.text_body).toContain('The reason given: I have a hospital appointment. Sorry again.');
    expect(otherCancel.html_body).toContain('The reason given: I have a hospital appointment. Sorry again.</p>');
  });

  it("a team's cancel whose mail had not gone when the applicant was erased still reaches the team, with the calendar's cancel", async () => {
    // Its own app: this test stops the job runner, so the team's cancel mail waits in the job outbox.
    const t2 = await createTestApp();
    try {
      const w2 = await interviewWorld(t2);
      const a = await w2.application();
      await t2.deps.db.update(users).set({ password_hash: await hashPassword(DEMO_PASSWORD) }).where(eq(users.id, a.userId));
      const iv = (await keyedOk(t2, Q.propose, { id: a.applicationId, slots: [slotIn(3)] }, w2.tokens.employer)).proposeInterviewTimes.interviews[0];
      await keyedOk(t2, Q.choose, { slot: iv.slots[0].id }, a.token);
      await t2.deps.jobs.idle();
      const [invite] = t2.sentMails.filter((m) => m.to === EMPLOYER && m.subject.startsWith(`Interview booked: ${a.title}`));
      const sent = t2.sentMails.length;
      await t2.deps.jobs.stop();
      await keyedOk(t2, Q.cancel, { id: iv.id, reason: 'Our panel fell through.' }, w2.tokens.employer);
      await t2.deps.db.delete(throttles);
      expect((await t2.gql(DELETE, { password: DEMO_PASSWORD }, a.token)).errors).toBeUndefined();
      // The jobs run again: the team's own cancel job finds the interview gone; the erasure's mail is the one.
      t2.deps.jobs = createInProcessJobs(JOB_REGISTRY.definitions, [], t2.deps.reporter, { retryDelay: () => 10 });
      await t2.deps.jobs.start(t2.deps, { work: true });
      await t2.deps.jobs.idle();
      const after = t2.sentMails.slice(sent);
      expect(after.map((m) => [m.to, m.subject])).toEqual([[EMPLOYER, `Interview cancelled: ${a.title}`]]);
      const cancel = after[0]!;
      // Told as the team's own step: who cancelled and why, the applicant named as erased.
      expect(cancel.text).toContain(`Evelyn Employer at Northwind Studio cancelled the interview for ${a.title} between Northwind Studio and ${ERASED_NAME}`);
      expect(cancel.text).toContain('The reason given: Our panel fell through.');
      expect(`${cancel.subject}${cancel.text}${cancel.html}${cancel.attachments![0]!.content.toString('utf8')}`).not.toMatch(new RegExp(`${a.name}|${a.email}`));
      const cal = calendarOf(cancel);
      expect(cal.one('METHOD').raw).toBe('CANCEL');
      expect(cal.one('UID').raw).toBe(calendarOf(invite!).one('UID').raw);
      expect(Number(cal.one('SEQUENCE').raw)).toBe(Number(calendarOf(invite!).one('SEQUENCE').raw) + 1);
    } finally {
      await t2.close();
    }
  });

  it.skipIf(!process.env.DATABASE_URL)("racing the team's cancel or reschedule: one of them wins, nothing fails, the team hears of the erasure only when it won", async () => {
    for (const move of ['cancel', 'reschedule', 'cancel', 'reschedule']) {
      const a = await w.application();
      await t.deps.db.update(users).set({ password_hash: await hashPassword(DEMO_PASSWORD) }).where(eq(users.id, a.userId));
      const iv = (await keyedOk(t, Q.propose, { id: a.applicationId, slots: [slotIn(3)] }, w.tokens.employer)).proposeInterviewTimes.interviews[0];
      await keyedOk(t, Q.choose, { slot: iv.slots[0].id }, a.token);
      await t.deps.jobs.idle();
      await t.deps.db.delete(throttles);
      const sent = t.sentMails.length;
      const teamMove = move === 'cancel'
        ? t.gql(Q.cancel, { id: iv.id, reason: 'Our panel fell through.', key: randomUUID() }, w.tokens.employer)
        : t.gql(Q.reschedule, { id: iv.id, slots: [slotIn(4)], reason: 'Our panel moved.', key: randomUUID() }, w.tokens.employer);
      const [team, erased] = await Promise.all([teamMove, t.gql(DELETE, { password: DEMO_PASSWORD }, a.token)]);
      expect(erased.errors).toBeUndefined();
      await t.deps.jobs.idle();
      const told = t.sentMails.slice(sent).filter((m) => m.to === EMPLOYER && m.text.includes(INTERVIEW_ENDED.applicantErased));
      if (team.errors) {
        // The erasure went first: the interview was gone when the team came to it.
        expect(team.errors[0]!.extensions.code).toBe('NOT_FOUND');
        expect(told).toHaveLength(1);
      } else {
        // The team's change went first: a cancel left nothing to call off; a reschedule's new proposal was called off.
        expect(told).toHaveLength(move === 'cancel' ? 0 : 1);
      }
      expect(await t.deps.db.$count(interviews, eq(interviews.id, Number(iv.id)))).toBe(0);
    }
  });

  it.skipIf(!process.env.DATABASE_URL)("a team's change that waited while the erasure went through finds the interview gone, and is refused as not found", async () => {
    for (const move of ['cancel', 'reschedule']) {
      const a = await w.application();
      await t.deps.db.update(users).set({ password_hash: await hashPassword(DEMO_PASSWORD) }).where(eq(users.id, a.userId));
      const iv = (await keyedOk(t, Q.propose, { id: a.applicationId, slots: [slotIn(3)] }, w.tokens.employer)).proposeInterviewTimes.interviews[0];
      await keyedOk(t, Q.choose, { slot: iv.slots[0].id }, a.token);
      await t.deps.jobs.idle();
      await t.deps.db.delete(throttles);
      // The application is held: the erasure comes to wait on it first, then the team's change; the erasure goes first.
      let release!: () => void;
      let held!: () => void;
      const isHeld = new Promise<void>((r) => (held = r));
      const holding = t.deps.db.transaction(async (tx) => {
        await tx.select({ id: applications.id }).from(applications).where(eq(applications.id, a.applicationId)).for('share');
        held();
        await new Promise<void>((r) => (release = r));
      });
      await isHeld;
      const erasing = t.gql(DELETE, { password: DEMO_PASSWORD }, a.token);
      await waitForLockWaits(t.deps.db, 1);
      const teamMove = move === 'cancel'
        ? t.gql(Q.cancel, { id: iv.id, reason: 'Our panel fell through.', key: randomUUID() }, w.tokens.employer)
        : t.gql(Q.reschedule, { id: iv.id, slots: [slotIn(4)], reason: 'Our panel moved.', key: randomUUID() }, w.tokens.employer);
      await waitForLockWaits(t.deps.db, 2);
      release();
      await holding;
      expect((await erasing).errors).toBeUndefined();
      const team = await teamMove;
      expect(team.errors?.[0]?.extensions.code, JSON.stringify(team.errors)).toBe('NOT_FOUND');
      await t.deps.jobs.idle();
      expect(t.sentMails.filter((m) => m.to === EMPLOYER && m.subject === `Interview cancelled: ${a.title}`).map((m) => m.text.includes(INTERVIEW_ENDED.applicantErased))).toEqual([true]);
    }
  });
});
