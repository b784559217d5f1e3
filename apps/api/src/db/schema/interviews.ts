import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  INTERVIEW_DURATION, INTERVIEW_EVENT_KINDS, INTERVIEW_NOTE_MAX, INTERVIEW_PLACE_MAX, INTERVIEW_REASON_MAX, INTERVIEW_STATUSES,
  INTERVIEW_URL_MAX, THREAD_SIDES, type InterviewEventKind, type InterviewStatus, type ThreadSide,
} from '@mp/domain';
import { ts } from './columns.js';
import { messages } from './conversation.js';
import { applications, opportunities } from './opportunities.js';
import { users } from './users.js';

/**
 * Interviews of an application: proposed times (rounds of 1 to 5 slots), the one chosen, and each step as a row of
 * the timeline both sides read. Times are instants (timestamptz); the UK clock is only how they are entered and shown.
 */

const list = (values: readonly string[]) => values.map((s) => `'${s}'`).join(',');

export const interviews = pgTable(
  'interviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    application_id: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** The post and its team, copied for the team's dashboard (a post never changes team). */
    opportunity_id: integer('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    team_id: integer('team_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<InterviewStatus>().notNull(),
    /** The current round of proposed times (a new proposal or a reschedule starts the next). */
    round: integer('round').notNull().default(1),
    /** RFC 5545 SEQUENCE of its calendar event: raised when a booked time is moved or cancelled. */
    sequence: integer('sequence').notNull().default(0),
    /** The SEQUENCE last sent in an invite (null: no calendar holds it, so a cancel sends no .ics). */
    invited_sequence: integer('invited_sequence'),
    /** The team person who last proposed times (an organiser of the invite). */
    proposed_by: integer('proposed_by').references(() => users.id, { onDelete: 'set null' }),
    /** The booked slot and its time (set while SCHEDULED, kept when cancelled). */
    chosen_slot_id: integer('chosen_slot_id').references((): AnyPgColumn => interviewSlots.id, { onDelete: 'set null' }),
    starts_at: ts('starts_at'),
    ends_at: ts('ends_at'),
    /** When the 24-hour reminder falls due; null once claimed by the clock, or when none is owed. */
    reminder_due_at: ts('reminder_due_at'),
    cancelled_by: integer('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    cancel_reason: text('cancel_reason'),
    cancelled_at: ts('cancelled_at'),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('interviews_application_idx').on(t.application_id, t.id),
    // At most one interview waits on someone per application: two proposals at once are one.
    uniqueIndex('interviews_one_pending_idx').on(t.application_id).where(sql.raw(`status in ('PROPOSED','OTHER_TIMES_REQUESTED')`)),
    // The team's dashboard: booked interviews, soonest first.
    index('interviews_team_upcoming_idx').on(t.team_id, t.starts_at).where(sql.raw(`status = 'SCHEDULED'`)),
    // The reminder clock's due rows.
    index('interviews_reminder_due_idx').on(t.reminder_due_at).where(sql`${t.reminder_due_at} is not null`),
    check('interviews_status_check', sql.raw(`status in (${list(INTERVIEW_STATUSES)})`)),
    check('interviews_scheduled_check', sql`${t.status} <> 'SCHEDULED' or (${t.chosen_slot_id} is not null and ${t.starts_at} is not null)`),
    check('interviews_times_check', sql`(${t.starts_at} is null) = (${t.ends_at} is null) and (${t.starts_at} is null or ${t.ends_at} > ${t.starts_at})`),
    check('interviews_reminder_check', sql`${t.reminder_due_at} is null or ${t.status} = 'SCHEDULED'`),
    check(
      'interviews_cancel_check',
      sql`(${t.status} = 'CANCELLED') = (${t.cancelled_at} is not null) and (${t.cancel_reason} is null or char_length(${t.cancel_reason}) between 1 and ${sql.raw(String(INTERVIEW_REASON_MAX))})`,
    ),
    check('interviews_sequence_check', sql`${t.sequence} >= 0 and ${t.round} >= 1`),
  ],
);

/** One proposed time of a round: its instant, length, and a place or a video link. */
export const interviewSlots = pgTable(
  'interview_slots',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    interview_id: integer('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    starts_at: ts('starts_at').notNull(),
    duration_minutes: integer('duration_minutes').notNull(),
    place: text('place'),
    video_url: text('video_url'),
    note: text('note'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('interview_slots_interview_idx').on(t.interview_id, t.round, t.starts_at),
    uniqueIndex('interview_slots_time_idx').on(t.interview_id, t.round, t.starts_at),
    check('interview_slots_duration_check', sql.raw(`duration_minutes between ${INTERVIEW_DURATION.min} and ${INTERVIEW_DURATION.max}`)),
    check('interview_slots_where_check', sql`num_nonnulls(${t.place}, ${t.video_url}) = 1`),
    check('interview_slots_place_check', sql`${t.place} is null or char_length(${t.place}) between 1 and ${sql.raw(String(INTERVIEW_PLACE_MAX))}`),
    check('interview_slots_url_check', sql`${t.video_url} is null or (${t.video_url} like 'https://%' and char_length(${t.video_url}) <= ${sql.raw(String(INTERVIEW_URL_MAX))})`),
    check('interview_slots_note_check', sql`${t.note} is null or char_length(${t.note}) between 1 and ${sql.raw(String(INTERVIEW_NOTE_MAX))}`),
  ],
);

/** A step of an interview (proposed, chosen, other times asked, rescheduled, cancelled): who, which side, why, when. */
export const interviewEvents = pgTable(
  'interview_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    interview_id: integer('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    application_id: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<InterviewEventKind>().notNull(),
    side: text('side').$type<ThreadSide>().notNull(),
    actor_id: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The round the step proposed, or answered. */
    round: integer('round').notNull(),
    /** The time chosen (CHOSEN), or the booked time that was moved or cancelled. */
    starts_at: ts('starts_at'),
    /** Why it was moved or cancelled. */
    reason: text('reason'),
    /** The applicant's words asking for other times, as written into the application's conversation. */
    message_id: integer('message_id').references(() => messages.id, { onDelete: 'set null' }),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('interview_events_application_idx').on(t.application_id, t.id),
    check('interview_events_kind_check', sql.raw(`kind in (${list(INTERVIEW_EVENT_KINDS)})`)),
    check('interview_events_side_check', sql.raw(`side in (${list(THREAD_SIDES)})`)),
    check('interview_events_reason_check', sql`${t.reason} is null or char_length(${t.reason}) between 1 and ${sql.raw(String(INTERVIEW_REASON_MAX))}`),
  ],
);

export type InterviewRow = typeof interviews.$inferSelect;
export type InterviewSlotRow = typeof interviewSlots.$inferSelect;
export type InterviewEventRow = typeof interviewEvents.$inferSelect;
