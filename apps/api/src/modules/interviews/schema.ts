import {
  formatLondon, formatLondonRange, INTERVIEW_EVENT_KINDS, INTERVIEW_EVENT_LABELS, INTERVIEW_STATUS_LABELS, INTERVIEW_STATUSES, interviewSlotSchema,
} from '@mp/domain';
import { builder } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { parseId } from '../../graphql/ids.js';
import { zodInputType } from '../../graphql/zod-input.js';
import { ThreadSideEnum } from '../conversation/schema.js';
import {
  applicationInterviews, upcomingInterviews, type ApplicationInterviewsRecord, type InterviewEventRecord, type InterviewRecord, type SlotRecord,
  type UpcomingInterviewRecord,
} from './queries.js';
import { askOtherInterviewTimes, cancelInterview, chooseInterviewTime, proposeInterviewTimes, rescheduleInterview } from './service.js';

/**
 * Interviews between a posting team and an applicant, for the application's two sides (the people of its
 * conversation); anyone else NOT_FOUND. Times are instants in UTC (`*_at`, ISO 8601) with their UK reading (`london`,
 * Europe/London with GMT or BST): the page shows the UK time, and the viewer's own beside it when their zone differs.
 */
const participant = { $any: { company: true, freelancer: true, agency: true } } as const;
const iso = (d: Date) => d.toISOString();
const KEY_DESCRIPTION = 'A UUID per submission (decision 0041): a repeat within 24 hours answers the first answer and sends nothing again.';

const InterviewStatusEnum = builder.enumType('InterviewStatus', {
  description: Object.entries(INTERVIEW_STATUS_LABELS).map(([k, v]) => `${k}: '${v}'`).join('; '),
  values: INTERVIEW_STATUSES,
});
const InterviewEventKindEnum = builder.enumType('InterviewEventKind', {
  description: Object.entries(INTERVIEW_EVENT_LABELS).map(([k, v]) => `${k}: '${v}'`).join('; '),
  values: INTERVIEW_EVENT_KINDS,
});

const InterviewSlotInput = zodInputType(builder, 'InterviewSlotInput', interviewSlotSchema, {
  description: 'One proposed time, on the UK clock (Europe/London): the server turns it into an instant.',
  fields: {
    date: "The UK date, 'YYYY-MM-DD'.",
    start: "The UK start time, 'HH:MM' (24-hour). A time the clocks skip (the spring change) is refused.",
    duration_minutes: 'Minutes, 15 to 480.',
    place: 'Where (up to 200 characters); or give video_url instead, not both.',
    video_url: 'A video call link starting with https://; or give place instead.',
    note: 'Up to 1,000 characters, shown with the time and in the calendar invite.',
  },
});

const SlotRef = builder.objectRef<SlotRecord>('InterviewSlot').implement({
  authScopes: participant,
  description: 'A proposed (or the booked) time of an interview.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'What chooseInterviewTime takes.' }),
    starts_at: t.string({ description: 'UTC, ISO 8601.', resolve: (s) => iso(s.starts_at) }),
    ends_at: t.string({ description: 'UTC, ISO 8601.', resolve: (s) => iso(s.ends_at) }),
    london: t.string({ description: "The UK reading: 'Tue 13/07/2027 10:00–10:45 BST'.", resolve: (s) => formatLondonRange(s.starts_at, s.ends_at) }),
    duration_minutes: t.exposeInt('duration_minutes'),
    place: t.exposeString('place', { nullable: true }),
    video_url: t.exposeString('video_url', { nullable: true, description: 'https only; show it as a link.' }),
    note: t.exposeString('note', { nullable: true }),
  }),
});

const InterviewRef = builder.objectRef<InterviewRecord>('Interview').implement({
  authScopes: participant,
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.field({ type: InterviewStatusEnum, resolve: (i) => i.status }),
    sequence: t.exposeInt('sequence', { description: "The calendar event's SEQUENCE (raised when a booked time moves or is cancelled)." }),
    booked: t.field({ type: SlotRef, nullable: true, description: 'The booked time (SCHEDULED; kept once CANCELLED).', resolve: (i) => i.booked }),
    slots: t.field({ type: [SlotRef], description: 'The times to choose from while PROPOSED, soonest first; empty otherwise.', resolve: (i) => i.slots }),
    over: t.exposeBoolean('over', { description: 'Booked and already ended.' }),
    cancel_reason: t.exposeString('cancel_reason', { nullable: true }),
    cancelled_at: t.string({ nullable: true, resolve: (i) => i.cancelled_at && iso(i.cancelled_at) }),
    created_at: t.string({ resolve: (i) => iso(i.created_at) }),
    can_choose: t.exposeBoolean('can_choose', { description: 'The viewer (the applicant) may choose one of `slots` (chooseInterviewTime).' }),
    can_ask_other_times: t.exposeBoolean('can_ask_other_times', { description: 'The viewer (the applicant) may ask for other times (askOtherInterviewTimes): a proposal, or a booked time to move.' }),
    can_reschedule: t.exposeBoolean('can_reschedule', { description: 'The viewer (the team) may propose new times with a reason (rescheduleInterview).' }),
    can_cancel: t.exposeBoolean('can_cancel', { description: 'The viewer (either side) may cancel it with a reason (cancelInterview).' }),
  }),
});

const EventRef = builder.objectRef<InterviewEventRecord>('InterviewEvent').implement({
  authScopes: participant,
  description: 'A step of the interviews, for the timeline both sides read.',
  fields: (t) => ({
    id: t.exposeID('id'),
    interview_id: t.exposeID('interview_id'),
    kind: t.field({ type: InterviewEventKindEnum, resolve: (e) => e.kind }),
    side: t.field({ type: ThreadSideEnum, description: 'Which side took the step.', resolve: (e) => e.side }),
    actor_name: t.exposeString('actor_name', { nullable: true, description: 'Null for a removed account or one without a name.' }),
    created_at: t.string({ resolve: (e) => iso(e.created_at) }),
    starts_at: t.string({ nullable: true, description: 'CHOSEN: the time booked; RESCHEDULED, OTHER_TIMES_ASKED, CANCELLED: the booked time it moved or cancelled (null if none was booked).', resolve: (e) => e.starts_at && iso(e.starts_at) }),
    london: t.string({ nullable: true, description: 'starts_at on the UK clock.', resolve: (e) => e.starts_at && formatLondon(e.starts_at) }),
    reason: t.exposeString('reason', { nullable: true, description: 'RESCHEDULED and CANCELLED: why.' }),
    message: t.exposeString('message', { nullable: true, description: "OTHER_TIMES_ASKED: the applicant's words (also in the conversation)." }),
    by_system: t.exposeBoolean('by_system', { description: 'Taken by the platform (the post closed, the applicant Not selected): no actor; `reason` says why.' }),
    reason_deleted: t.exposeBoolean('reason_deleted', {
      description: "RESCHEDULED and CANCELLED: the reason's writer's account was erased (INTERVIEW_REASON_ERASED: 'Reason from a deleted account').",
    }),
    message_deleted: t.exposeBoolean('message_deleted', { description: "The words' author's account was erased ('Message from a deleted account')." }),
  }),
});

const ApplicationInterviewsRef = builder.objectRef<ApplicationInterviewsRecord>('ApplicationInterviews').implement({
  authScopes: participant,
  fields: (t) => ({
    application_id: t.exposeID('application_id'),
    side: t.field({ type: ThreadSideEnum, description: "The viewer's side.", resolve: (a) => a.side }),
    can_propose: t.exposeBoolean('can_propose', {
      description: 'The viewer (the team) may propose times (proposeInterviewTimes): not while an interview is booked and to come, nor for Not selected or a closed post.',
    }),
    interviews: t.field({ type: [InterviewRef], description: 'Newest first.', resolve: (a) => a.interviews }),
    timeline: t.field({ type: [EventRef], description: 'Every step, oldest first.', resolve: (a) => a.timeline }),
  }),
});

const UpcomingRef = builder.objectRef<UpcomingInterviewRecord>('UpcomingInterview').implement({
  authScopes: { company: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    application_id: t.exposeID('application_id'),
    opportunity_id: t.exposeID('opportunity_id'),
    post_title: t.exposeString('post_title'),
    applicant_name: t.exposeString('applicant_name'),
    agency_name: t.exposeString('agency_name', { nullable: true }),
    starts_at: t.string({ resolve: (u) => iso(u.starts_at) }),
    ends_at: t.string({ resolve: (u) => iso(u.ends_at) }),
    london: t.string({ resolve: (u) => formatLondonRange(u.starts_at, u.ends_at) }),
    place: t.exposeString('place', { nullable: true }),
    video_url: t.exposeString('video_url', { nullable: true }),
  }),
});

builder.queryFields((t) => ({
  applicationInterviews: t.field({
    type: ApplicationInterviewsRef,
    authScopes: participant,
    description:
      "An application's interviews and their timeline, for its team (admins, the assigned member) and its applicant (the freelancer, " +
      "the agency's team); an administrator looking as one of them reads it with every can_* false. NOT_FOUND for anyone else.",
    args: { applicationId: t.arg.id({ required: true }) },
    resolve: (_r, { applicationId }, ctx) => applicationInterviews(ctx.deps.db, ctx.viewer!, parseId(applicationId, 'application id')),
  }),
  upcomingInterviews: t.field({
    type: [UpcomingRef],
    authScopes: { company: true },
    description: "The team's booked interviews still to come or under way, soonest first (a member: the posts assigned to them).",
    args: { first: t.arg.int({ description: '1 to 50; 10 when not given.' }) },
    resolve: (_r, { first }, ctx) => upcomingInterviews(ctx.deps.db, ctx.viewer!, Math.min(Math.max(first ?? 10, 1), 50)),
  }),
}));

/** Every change answers the application's interviews as they now stand. */
const answer = (ctx: GraphQLContext, id: number) => applicationInterviews(ctx.deps.db, ctx.viewer!, id);

builder.mutationFields((t) => ({
  proposeInterviewTimes: t.field({
    type: ApplicationInterviewsRef,
    authScopes: participant,
    description:
      'The team proposes 1 to 5 times; the applicant is mailed them. A pending proposal gets these times instead. Refused (BAD_USER_INPUT) ' +
      "while an interview is booked and to come (reschedule it), for Not selected, or on a closed post; a bad time: the field's message at " +
      "`slots.<n>.<field>`. The applicant side or an impersonating administrator: FORBIDDEN. Answers the application's interviews.",
    args: {
      applicationId: t.arg.id({ required: true }),
      slots: t.arg({ type: [InterviewSlotInput], required: true }),
      idempotencyKey: t.arg.string({ description: KEY_DESCRIPTION }),
    },
    resolve: async (_r, { applicationId, slots, idempotencyKey }, ctx) => {
      const id = parseId(applicationId, 'application id');
      await proposeInterviewTimes(ctx.deps, ctx.viewer!, id, { slots }, idempotencyKey);
      return answer(ctx, id);
    },
  }),
  chooseInterviewTime: t.field({
    type: ApplicationInterviewsRef,
    authScopes: participant,
    description:
      'The applicant books one proposed time: the application moves to Interviewing (unless already there or further on) and both sides ' +
      "are mailed the invite (.ics, METHOD:REQUEST). A time already chosen: BAD_USER_INPUT 'A time has already been chosen for this " +
      "interview.' The team side or an impersonating administrator: FORBIDDEN. Answers the application's interviews.",
    args: { slotId: t.arg.id({ required: true, description: 'An InterviewSlot id of `slots`.' }), idempotencyKey: t.arg.string({ description: KEY_DESCRIPTION }) },
    resolve: async (_r, { slotId, idempotencyKey }, ctx) => answer(ctx, await chooseInterviewTime(ctx.deps, ctx.viewer!, parseId(slotId, 'slot id'), idempotencyKey)),
  }),
  askOtherInterviewTimes: t.field({
    type: ApplicationInterviewsRef,
    authScopes: participant,
    description:
      "The applicant asks for other times (1 to 5,000 characters), answering a proposal or moving a booked interview (its time is given up). " +
      "The words are written into the application's conversation; the team is mailed. No proposal or booking: BAD_USER_INPUT. " +
      "Answers the application's interviews.",
    args: {
      applicationId: t.arg.id({ required: true }),
      message: t.arg.string({ required: true }),
      idempotencyKey: t.arg.string({ description: KEY_DESCRIPTION }),
    },
    resolve: async (_r, { applicationId, message, idempotencyKey }, ctx) => {
      const id = parseId(applicationId, 'application id');
      await askOtherInterviewTimes(ctx.deps, ctx.viewer!, id, { message }, idempotencyKey);
      return answer(ctx, id);
    },
  }),
  rescheduleInterview: t.field({
    type: ApplicationInterviewsRef,
    authScopes: participant,
    description:
      'The team proposes new times (1 to 5) for an open interview with a reason (1 to 500 characters): a booked time is given up and the ' +
      "calendar SEQUENCE raised; the applicant is mailed and chooses again (the new invite replaces the old event). Over or cancelled: " +
      "BAD_USER_INPUT. Answers the application's interviews.",
    args: {
      interviewId: t.arg.id({ required: true }),
      slots: t.arg({ type: [InterviewSlotInput], required: true }),
      reason: t.arg.string({ required: true }),
      idempotencyKey: t.arg.string({ description: KEY_DESCRIPTION }),
    },
    resolve: async (_r, { interviewId, slots, reason, idempotencyKey }, ctx) =>
      answer(ctx, await rescheduleInterview(ctx.deps, ctx.viewer!, parseId(interviewId, 'interview id'), { slots, reason }, idempotencyKey)),
  }),
  cancelInterview: t.field({
    type: ApplicationInterviewsRef,
    authScopes: participant,
    description:
      'Either side cancels an open interview with a reason (1 to 500 characters); both are mailed, with a METHOD:CANCEL .ics when an ' +
      "invite had gone out. The application's status is left as it is. Over or already cancelled: BAD_USER_INPUT. Answers the application's interviews.",
    args: { interviewId: t.arg.id({ required: true }), reason: t.arg.string({ required: true }), idempotencyKey: t.arg.string({ description: KEY_DESCRIPTION }) },
    resolve: async (_r, { interviewId, reason, idempotencyKey }, ctx) =>
      answer(ctx, await cancelInterview(ctx.deps, ctx.viewer!, parseId(interviewId, 'interview id'), { reason }, idempotencyKey)),
  }),
}));
