import { and, asc, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fullName, isTeamAdmin, teamName, type ApplicationStatus, type InterviewEventKind, type InterviewStatus, type ThreadSide } from '@mp/domain';
import type { Db } from '../../db/client.js';
import { applications, interviewEvents, interviews, interviewSlots, messages, opportunities, users } from '../../db/schema/index.js';
import { activeMembership, type Viewer } from '../../viewer/viewer.js';
import { associateIdsOf } from '../opportunities/policy.js';
import { interviewAbilities, interviewSideOf, isOver, mayInterview } from './policy.js';

export interface SlotRecord {
  id: number;
  starts_at: Date;
  ends_at: Date;
  duration_minutes: number;
  place: string | null;
  video_url: string | null;
  note: string | null;
}

export interface InterviewRecord {
  id: number;
  status: InterviewStatus;
  round: number;
  sequence: number;
  /** The booked time (SCHEDULED; kept when cancelled). */
  booked: SlotRecord | null;
  /** The current round's proposed times, soonest first. */
  slots: SlotRecord[];
  over: boolean;
  cancel_reason: string | null;
  cancelled_at: Date | null;
  can_choose: boolean;
  can_ask_other_times: boolean;
  can_reschedule: boolean;
  can_cancel: boolean;
  created_at: Date;
}

export interface InterviewEventRecord {
  id: number;
  interview_id: number;
  kind: InterviewEventKind;
  side: ThreadSide;
  actor_name: string | null;
  starts_at: Date | null;
  reason: string | null;
  /** The applicant's words asking for other times (null: none, or erased: see `message_deleted`). */
  message: string | null;
  message_deleted: boolean;
  /** A reschedule or cancel whose writer's account was erased: its reason is gone (every such step is given one). */
  reason_deleted: boolean;
  /** Taken by the platform (the post closed, the applicant Not selected): nobody to name, the reason is the system's. */
  by_system: boolean;
  created_at: Date;
}

export interface ApplicationInterviewsRecord {
  application_id: number;
  side: ThreadSide;
  can_propose: boolean;
  interviews: InterviewRecord[];
  timeline: InterviewEventRecord[];
}

const asSlot = (s: Omit<SlotRecord, 'ends_at'>): SlotRecord => ({ ...s, ends_at: new Date(s.starts_at.getTime() + s.duration_minutes * 60_000) });
const slotColumns = {
  id: interviewSlots.id, starts_at: interviewSlots.starts_at, duration_minutes: interviewSlots.duration_minutes,
  place: interviewSlots.place, video_url: interviewSlots.video_url, note: interviewSlots.note,
};

/**
 * An application's interviews as one of its sides reads them (an administrator looking as the user too): each
 * interview, newest first, with its booked time and current proposals and what the viewer may do; and the timeline of
 * every step, oldest first. Four statements after the side check.
 */
export async function applicationInterviews(db: Db, viewer: Viewer, applicationId: number): Promise<ApplicationInterviewsRecord> {
  const side = await interviewSideOf(db, viewer, applicationId);
  const [[state], rows, events] = await Promise.all([
    db
      .select({ status: applications.status, closed: sql<boolean>`${opportunities.deleted_at} is not null` })
      .from(applications)
      .innerJoin(opportunities, eq(opportunities.id, applications.opportunity_id))
      .where(eq(applications.id, applicationId)),
    db.select().from(interviews).where(eq(interviews.application_id, applicationId)).orderBy(desc(interviews.id)),
    db
      .select({
        id: interviewEvents.id, interview_id: interviewEvents.interview_id, kind: interviewEvents.kind, side: interviewEvents.side,
        starts_at: interviewEvents.starts_at, reason: interviewEvents.reason, created_at: interviewEvents.created_at,
        message_id: interviewEvents.message_id, message: messages.body, actor_id: interviewEvents.actor_id, actor: { first_name: users.first_name, last_name: users.last_name },
      })
      .from(interviewEvents)
      .leftJoin(users, eq(users.id, interviewEvents.actor_id))
      .leftJoin(messages, eq(messages.id, interviewEvents.message_id))
      .where(eq(interviewEvents.application_id, applicationId))
      .orderBy(asc(interviewEvents.id)),
  ]);
  const application = { status: state!.status as ApplicationStatus, closed: state!.closed };
  const slotRows = rows.length
    ? await db
        .select({ ...slotColumns, interview_id: interviewSlots.interview_id, round: interviewSlots.round })
        .from(interviewSlots)
        .where(inArray(interviewSlots.interview_id, rows.map((r) => r.id)))
        .orderBy(asc(interviewSlots.starts_at))
    : [];
  const now = new Date();
  const list = rows.map((i): InterviewRecord => {
    const chosen = slotRows.find((s) => s.id === i.chosen_slot_id);
    return {
      id: i.id, status: i.status, round: i.round, sequence: i.sequence, created_at: i.created_at,
      booked: chosen && i.starts_at ? asSlot(chosen) : null,
      slots: i.status === 'PROPOSED' ? slotRows.filter((s) => s.interview_id === i.id && s.round === i.round).map(asSlot) : [],
      over: isOver(i, now),
      cancel_reason: i.cancel_reason, cancelled_at: i.cancelled_at,
      ...interviewAbilities(viewer, side, i, application, now),
    };
  });
  const hasUpcoming = list.some((i) => i.status === 'SCHEDULED' && !i.over);
  return {
    application_id: applicationId,
    side: side.side,
    can_propose: viewer.impersonatorId === null && side.side === 'TEAM' && mayInterview(application, application.status) && !hasUpcoming,
    interviews: list,
    timeline: events.map(({ actor, actor_id, message_id, message, ...e }) => ({
      ...e, actor_name: fullName(actor?.first_name, actor?.last_name), message: message ?? null, message_deleted: message_id !== null && message === null,
      reason_deleted: (e.kind === 'RESCHEDULED' || e.kind === 'CANCELLED') && e.reason === null,
      // An erased person's step loses its reason with its actor (account-data/interviews.ts), so a reason with no actor is the system's.
      by_system: actor_id === null && e.reason !== null,
    })),
  };
}

export interface UpcomingInterviewRecord {
  id: number;
  application_id: number;
  opportunity_id: number;
  post_title: string;
  /** The person who applied (else their agency's name). */
  applicant_name: string;
  /** For an agency's application, the agency. */
  agency_name: string | null;
  starts_at: Date;
  ends_at: Date;
  place: string | null;
  video_url: string | null;
}

const applicants = alias(users, 'applicant');
const agencies = alias(users, 'agency');

/**
 * The team's booked interviews still to come (or under way), soonest first: for a company's admins every post's, for a
 * member the posts assigned to them. One statement (two for a member: their associates).
 */
export async function upcomingInterviews(db: Db, viewer: Viewer, first: number): Promise<UpcomingInterviewRecord[]> {
  const membership = activeMembership(viewer.memberships);
  if (membership?.team.type !== 'COMPANY') return [];
  let where = and(eq(interviews.team_id, membership.team_id), eq(interviews.status, 'SCHEDULED'), gt(interviews.ends_at, sql`now()`));
  if (!isTeamAdmin({ teamUser: membership })) {
    const ids = [viewer.user.id, ...(await associateIdsOf(db, membership.team_id, viewer.user.id))];
    where = and(where, or(...ids.map((id) => eq(opportunities.created_by, id))));
  }
  const rows = await db
    .select({
      id: interviews.id, application_id: interviews.application_id, opportunity_id: interviews.opportunity_id, post_title: opportunities.title,
      starts_at: interviews.starts_at, ends_at: interviews.ends_at, place: interviewSlots.place, video_url: interviewSlots.video_url,
      applicant: { first_name: applicants.first_name, last_name: applicants.last_name },
      agency: { type: agencies.type, company: agencies.company, agency_name: agencies.agency_name, first_name: agencies.first_name, last_name: agencies.last_name },
    })
    .from(interviews)
    .innerJoin(opportunities, eq(opportunities.id, interviews.opportunity_id))
    .innerJoin(applications, eq(applications.id, interviews.application_id))
    .innerJoin(applicants, eq(applicants.id, applications.user_id))
    .leftJoin(agencies, eq(agencies.id, applications.team_id))
    .innerJoin(interviewSlots, eq(interviewSlots.id, interviews.chosen_slot_id))
    .where(where)
    .orderBy(asc(interviews.starts_at), asc(interviews.id))
    .limit(first);
  return rows.map(({ applicant, agency, starts_at, ends_at, ...r }) => ({
    ...r,
    starts_at: starts_at!,
    ends_at: ends_at!,
    applicant_name: fullName(applicant.first_name, applicant.last_name) ?? (agency?.type ? teamName(agency) : null) ?? 'An applicant',
    agency_name: agency?.type ? teamName(agency) : null,
  }));
}
