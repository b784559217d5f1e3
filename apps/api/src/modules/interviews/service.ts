import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  APPLICATION_STATUSES, askOtherInterviewTimesSchema, cancelInterviewSchema, INTERVIEW_MSG, INTERVIEW_PENDING, INTERVIEW_REMINDER_HOURS,
  proposeInterviewSchema, rescheduleInterviewSchema, type InterviewSlotValues,
} from '@mp/domain';
import type { Tx } from '../../db/client.js';
import { interviewEvents, interviews, interviewSlots, type InterviewRow } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { attempt, LIMITS } from '../../lib/limits.js';
import type { Viewer } from '../../viewer/viewer.js';
import { idempotentRequest, once } from '../idempotency/service.js';
import { lockApplications, moveApplications } from '../opportunities/application-transitions.js';
import { lockChangeableApplications } from '../pipeline/policy.js';
import { writeMessageTx } from '../conversation/service.js';
import type { Participation } from '../conversation/policy.js';
import {
  assertApplicantActs, assertEitherActs, assertTeamActs, badInterview, interviewNotFound, interviewSideOf, isOpen, isOver, lockPostOpenState, mayInterview,
} from './policy.js';
import { queueInterviewMailTx } from '../interview-calendar/mail.js';

/**
 * Interviews (issue 39 §2). Each operation runs in one transaction that locks the application first (FOR UPDATE, the
 * order the pipeline takes), writes the interview, its slots and a timeline row, and queues its mail; the mail jobs
 * run after the commit. Every operation takes a client key (decision 0041): a repeat answers the first answer.
 */

const HOUR = 3_600_000;
const slotEnd = (s: { starts_at: Date; duration_minutes: number }) => new Date(s.starts_at.getTime() + s.duration_minutes * 60_000);
/** The reminder falls due 24 hours before, if that is still to come (a later booking needs none: its invite is news). */
const reminderDue = (startsAt: Date) => (startsAt.getTime() - INTERVIEW_REMINDER_HOURS * HOUR > Date.now() ? new Date(startsAt.getTime() - INTERVIEW_REMINDER_HOURS * HOUR) : null);
/** The slots as a request's fingerprint sees them (instants, not the clock's words). */
const slotsBody = (slots: InterviewSlotValues[]) =>
  slots.map((s) => ({ at: s.starts_at.toISOString(), minutes: s.duration_minutes, place: s.place, video: s.video_url, note: s.note }));
const scopeOf = (side: Participation, viewer: Viewer) => (side.side === 'TEAM' ? side.teamId : viewer.user.id);

/** The application's interviews still open to change (pending or booked), held for this transaction. */
async function lockOpenInterviews(tx: Tx, applicationId: number): Promise<InterviewRow[]> {
  const rows = await tx
    .select()
    .from(interviews)
    .where(and(eq(interviews.application_id, applicationId), inArray(interviews.status, [...INTERVIEW_PENDING, 'SCHEDULED'])))
    .for('update');
  return rows.filter((i) => isOpen(i));
}

async function lockInterview(tx: Tx, id: number): Promise<InterviewRow> {
  const [row] = await tx.select().from(interviews).where(eq(interviews.id, id)).for('update');
  if (!row) throw interviewNotFound();
  return row;
}

async function addSlots(tx: Tx, interviewId: number, round: number, slots: InterviewSlotValues[]) {
  await tx.insert(interviewSlots).values(
    slots.map((s) => ({ interview_id: interviewId, round, starts_at: s.starts_at, duration_minutes: s.duration_minutes, place: s.place, video_url: s.video_url, note: s.note })),
  );
}

type Step = Omit<typeof interviewEvents.$inferInsert, 'id' | 'created_at'>;
const record = (tx: Tx, step: Step) => tx.insert(interviewEvents).values(step);

/** The interview's application, for an operation named by the interview (unknown: NOT_FOUND). */
async function applicationOfInterview(deps: Deps, id: number): Promise<number> {
  const [row] = await deps.db.select({ application_id: interviews.application_id }).from(interviews).where(eq(interviews.id, id));
  if (!row) throw interviewNotFound();
  return row.application_id;
}

/**
 * proposeInterviewTimes: the team offers 1 to 5 times. A pending proposal of the application gets this round instead
 * (one interview waits at a time: a partial unique index); while an interview is booked and still to come, the team
 * reschedules it instead. Not for an applicant marked Not selected, nor on a closed post. Answers the interview id.
 */
export async function proposeInterviewTimes(deps: Deps, viewer: Viewer, applicationId: number, input: { slots: unknown }, idempotencyKey?: string | null) {
  const side = await interviewSideOf(deps.db, viewer, applicationId);
  assertTeamActs(viewer, side);
  const { slots } = AppError.parse(proposeInterviewSchema, input, '');
  const request = idempotentRequest(idempotencyKey, {
    scopeId: side.teamId, operation: 'proposeInterviewTimes', actorId: viewer.user.id, body: { applicationId, slots: slotsBody(slots) },
  });
  const { answer } = await deps.db.transaction((tx) =>
    once(tx, request, async () => {
      const [application] = await lockChangeableApplications(tx, viewer, [applicationId]);
      if (application!.status === 'NOT_SELECTED') throw badInterview(INTERVIEW_MSG.notSelected);
      const open = await lockOpenInterviews(tx, applicationId);
      if (open.some((i) => i.status === 'SCHEDULED')) throw badInterview(INTERVIEW_MSG.alreadyBooked);
      const pending = open.find((i) => INTERVIEW_PENDING.includes(i.status));
      const [interview] = pending
        ? await tx
            .update(interviews)
            .set({ status: 'PROPOSED', round: sql`${interviews.round} + 1`, proposed_by: viewer.user.id, updated_at: sql`now()` })
            .where(eq(interviews.id, pending.id))
            .returning({ id: interviews.id, round: interviews.round })
        : await tx
            .insert(interviews)
            .values({ application_id: applicationId, opportunity_id: side.opportunityId, team_id: side.teamId, status: 'PROPOSED', proposed_by: viewer.user.id })
            .returning({ id: interviews.id, round: interviews.round });
      const { id, round } = interview!;
      await addSlots(tx, id, round, slots);
      await record(tx, { interview_id: id, application_id: applicationId, kind: 'PROPOSED', side: 'TEAM', actor_id: viewer.user.id, round });
      await queueInterviewMailTx(tx, { interviewId: id, kind: 'proposed', version: round });
      return { interviewId: id };
    }),
  );
  deps.jobs.nudge();
  return { applicationId, interviewId: Number(answer.interviewId) };
}

/**
 * chooseInterviewTime: the applicant books one proposed time of the current round. The booking is a conditional
 * update (the interview still PROPOSED, in that round), so of two choices at once exactly one wins; the other is told
 * a time is already chosen. The application moves to Interviewing through the pipeline's transition (a history row),
 * unless it already stands there or further on (Offered, Hired): a later round of interviews does not move it back.
 * Both sides are sent the invite. Answers the application id.
 */
export async function chooseInterviewTime(deps: Deps, viewer: Viewer, slotId: number, idempotencyKey?: string | null) {
  const [slot] = await deps.db
    .select({ id: interviewSlots.id, interview_id: interviewSlots.interview_id, round: interviewSlots.round, starts_at: interviewSlots.starts_at, duration_minutes: interviewSlots.duration_minutes, application_id: interviews.application_id })
    .from(interviewSlots)
    .innerJoin(interviews, eq(interviews.id, interviewSlots.interview_id))
    .where(eq(interviewSlots.id, slotId));
  if (!slot) throw interviewNotFound();
  const side = await interviewSideOf(deps.db, viewer, slot.application_id);
  assertApplicantActs(viewer, side);
  const request = idempotentRequest(idempotencyKey, { scopeId: viewer.user.id, operation: 'chooseInterviewTime', actorId: viewer.user.id, body: { slotId } });
  await deps.db.transaction((tx) =>
    once(tx, request, async () => {
      const post = await lockPostOpenState(tx, side.opportunityId);
      const [application] = await lockApplications(tx, { ids: [slot.application_id] });
      if (!mayInterview(post, application!.status)) throw badInterview(INTERVIEW_MSG.unavailable);
      if (slot.starts_at <= new Date()) throw badInterview(INTERVIEW_MSG.notChoosable);
      const endsAt = slotEnd(slot);
      const [booked] = await tx
        .update(interviews)
        .set({
          status: 'SCHEDULED', chosen_slot_id: slot.id, starts_at: slot.starts_at, ends_at: endsAt, reminder_due_at: reminderDue(slot.starts_at),
          invited_sequence: sql`${interviews.sequence}`, updated_at: sql`now()`,
        })
        .where(and(eq(interviews.id, slot.interview_id), eq(interviews.status, 'PROPOSED'), eq(interviews.round, slot.round)))
        .returning({ sequence: interviews.sequence });
      if (!booked) {
        const [now] = await tx.select({ status: interviews.status }).from(interviews).where(eq(interviews.id, slot.interview_id));
        throw badInterview(now?.status === 'SCHEDULED' ? INTERVIEW_MSG.alreadyChosen : INTERVIEW_MSG.notChoosable);
      }
      const before = APPLICATION_STATUSES.indexOf(application!.status) < APPLICATION_STATUSES.indexOf('INTERVIEWING');
      if (before) await moveApplications(tx, [application!], 'INTERVIEWING', viewer.user.id);
      await record(tx, {
        interview_id: slot.interview_id, application_id: slot.application_id, kind: 'CHOSEN', side: 'APPLICANT', actor_id: viewer.user.id, round: slot.round, starts_at: slot.starts_at,
      });
      await queueInterviewMailTx(tx, { interviewId: slot.interview_id, kind: 'invite', version: booked.sequence });
      return { interviewId: slot.interview_id };
    }),
  );
  deps.jobs.nudge();
  return slot.application_id;
}

/**
 * askOtherInterviewTimes: the applicant answers a proposal with a message instead of a time, or asks to move a booked
 * interview (their way to reschedule: the booked time is given up, the calendar event's SEQUENCE raised, the reminder
 * dropped). The message is written into the application's conversation, so both sides read it there; the team is
 * mailed. The team then proposes again. Answers the interview id.
 */
export async function askOtherInterviewTimes(deps: Deps, viewer: Viewer, applicationId: number, input: { message: unknown }, idempotencyKey?: string | null) {
  const side = await interviewSideOf(deps.db, viewer, applicationId);
  assertApplicantActs(viewer, side);
  const { message } = AppError.parse(askOtherInterviewTimesSchema, input, '');
  // The words are a message of the thread: the same per-person limit as writing one.
  await attempt(deps.db, `messages:${viewer.user.id}`, LIMITS.messagesPerUser);
  const request = idempotentRequest(idempotencyKey, { scopeId: viewer.user.id, operation: 'askOtherInterviewTimes', actorId: viewer.user.id, body: { applicationId, message } });
  const { answer } = await deps.db.transaction((tx) =>
    once(tx, request, async () => {
      const post = await lockPostOpenState(tx, side.opportunityId);
      const [application] = await lockApplications(tx, { ids: [applicationId] });
      if (!mayInterview(post, application!.status)) throw badInterview(INTERVIEW_MSG.unavailable);
      const open = await lockOpenInterviews(tx, applicationId);
      const target = open.find((i) => i.status === 'PROPOSED') ?? open.find((i) => i.status === 'SCHEDULED');
      if (!target) throw badInterview(INTERVIEW_MSG.noProposal);
      const messageId = await writeMessageTx(tx, viewer, side, message);
      const wasBooked = target.status === 'SCHEDULED';
      await tx
        .update(interviews)
        .set({
          status: 'OTHER_TIMES_REQUESTED', updated_at: sql`now()`,
          ...(wasBooked ? { sequence: sql`${interviews.sequence} + 1`, starts_at: null, ends_at: null, reminder_due_at: null } : {}),
        })
        .where(eq(interviews.id, target.id));
      const [step] = await tx
        .insert(interviewEvents)
        .values({
          interview_id: target.id, application_id: applicationId, kind: 'OTHER_TIMES_ASKED', side: 'APPLICANT', actor_id: viewer.user.id, round: target.round,
          message_id: messageId, starts_at: wasBooked ? target.starts_at : null,
        })
        .returning({ id: interviewEvents.id });
      await queueInterviewMailTx(tx, { interviewId: target.id, kind: 'asked', version: step!.id });
      return { interviewId: target.id };
    }),
  );
  deps.jobs.nudge();
  return { applicationId, interviewId: Number(answer.interviewId) };
}

/**
 * rescheduleInterview: the team offers new times for an open interview, with a reason. A booked time is given up (its
 * reminder dropped) and the calendar event's SEQUENCE raised, so the invite sent when the applicant chooses again
 * replaces it in both calendars (same UID). The applicant is mailed the reason and the new times. Answers the
 * application id.
 */
export async function rescheduleInterview(deps: Deps, viewer: Viewer, interviewId: number, input: { slots: unknown; reason: unknown }, idempotencyKey?: string | null) {
  const applicationId = await applicationOfInterview(deps, interviewId);
  const side = await interviewSideOf(deps.db, viewer, applicationId);
  assertTeamActs(viewer, side);
  const { slots, reason } = AppError.parse(rescheduleInterviewSchema, input, '');
  const request = idempotentRequest(idempotencyKey, {
    scopeId: side.teamId, operation: 'rescheduleInterview', actorId: viewer.user.id, body: { interviewId, slots: slotsBody(slots), reason },
  });
  await deps.db.transaction((tx) =>
    once(tx, request, async () => {
      const [application] = await lockChangeableApplications(tx, viewer, [applicationId]);
      if (application!.status === 'NOT_SELECTED') throw badInterview(INTERVIEW_MSG.notSelected);
      const interview = await lockInterview(tx, interviewId);
      if (isOver(interview)) throw badInterview(INTERVIEW_MSG.over);
      if (!isOpen(interview)) throw badInterview(INTERVIEW_MSG.closed);
      const wasBooked = interview.status === 'SCHEDULED';
      const [moved] = await tx
        .update(interviews)
        .set({
          status: 'PROPOSED', round: sql`${interviews.round} + 1`, proposed_by: viewer.user.id, updated_at: sql`now()`,
          ...(wasBooked ? { sequence: sql`${interviews.sequence} + 1`, starts_at: null, ends_at: null, reminder_due_at: null } : {}),
        })
        .where(eq(interviews.id, interviewId))
        .returning({ round: interviews.round });
      await addSlots(tx, interviewId, moved!.round, slots);
      await record(tx, {
        interview_id: interviewId, application_id: applicationId, kind: 'RESCHEDULED', side: 'TEAM', actor_id: viewer.user.id, round: moved!.round, reason,
        starts_at: wasBooked ? interview.starts_at : null,
      });
      await queueInterviewMailTx(tx, { interviewId, kind: 'rescheduled', version: moved!.round });
      return { interviewId };
    }),
  );
  deps.jobs.nudge();
  return applicationId;
}

/**
 * cancelInterview: either side calls an open interview off, with a reason. (Closing the post or marking the applicant
 * Not selected calls them off by itself: interview-calendar/ending.ts.) The application's status is left as it is (the
 * team decides it). Both sides are mailed; when an invite had gone out, with METHOD:CANCEL under the same UID
 * and a raised SEQUENCE. Answers the application id.
 */
export async function cancelInterview(deps: Deps, viewer: Viewer, interviewId: number, input: { reason: unknown }, idempotencyKey?: string | null) {
  const applicationId = await applicationOfInterview(deps, interviewId);
  const side = await interviewSideOf(deps.db, viewer, applicationId);
  assertEitherActs(viewer);
  const { reason } = AppError.parse(cancelInterviewSchema, input, '');
  const request = idempotentRequest(idempotencyKey, { scopeId: scopeOf(side, viewer), operation: 'cancelInterview', actorId: viewer.user.id, body: { interviewId, reason } });
  await deps.db.transaction((tx) =>
    once(tx, request, async () => {
      await lockApplications(tx, { ids: [applicationId] });
      const interview = await lockInterview(tx, interviewId);
      if (isOver(interview)) throw badInterview(INTERVIEW_MSG.over);
      if (!isOpen(interview)) throw badInterview(INTERVIEW_MSG.closed);
      const invited = interview.invited_sequence !== null;
      const [cancelled] = await tx
        .update(interviews)
        .set({
          status: 'CANCELLED', cancelled_by: viewer.user.id, cancel_reason: reason, cancelled_at: sql`now()`, reminder_due_at: null, updated_at: sql`now()`,
          ...(invited ? { sequence: sql`${interviews.sequence} + 1` } : {}),
        })
        .where(eq(interviews.id, interviewId))
        .returning({ sequence: interviews.sequence });
      await record(tx, {
        interview_id: interviewId, application_id: applicationId, kind: 'CANCELLED', side: side.side, actor_id: viewer.user.id, round: interview.round, reason,
        starts_at: interview.status === 'SCHEDULED' ? interview.starts_at : null,
      });
      await queueInterviewMailTx(tx, { interviewId, kind: 'cancelled', version: cancelled!.sequence });
      return { interviewId };
    }),
  );
  deps.jobs.nudge();
  return applicationId;
}
