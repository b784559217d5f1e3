import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { INTERVIEW_EVENT_LABELS, INTERVIEW_STATUS_LABELS, organisationName } from '@mp/domain';
import type { Db, Tx } from '../../db/client.js';
import { applications, interviewEvents, interviews, interviewSlots, messages, opportunities, users } from '../../db/schema/index.js';

/**
 * A person's interviews in 'Your data' and on erasure (decision 0061).
 * - As an applicant: each interview of their applications with the post, its status, every time proposed (with the
 *   place or link and the team's note), the time booked, and each step of its history with the reasons and words.
 * - As a team member: the steps they took (proposed, rescheduled, cancelled) with the times they offered and the
 *   reasons they wrote; the applicant's name is the applicant's and stays out.
 */

const when = (d: Date | null) => d?.toISOString() ?? null;
const sideWords = (side: string, mine: boolean) => (mine ? 'You' : side === 'TEAM' ? 'The team' : 'The applicant');

async function slotsOf(db: Db, interviewIds: number[]) {
  if (interviewIds.length === 0) return [];
  return db
    .select({
      id: interviewSlots.id, interview_id: interviewSlots.interview_id, round: interviewSlots.round, starts_at: interviewSlots.starts_at,
      duration_minutes: interviewSlots.duration_minutes, place: interviewSlots.place, video_url: interviewSlots.video_url, note: interviewSlots.note,
    })
    .from(interviewSlots)
    .where(inArray(interviewSlots.interview_id, interviewIds))
    .orderBy(asc(interviewSlots.round), asc(interviewSlots.starts_at));
}
type Slot = Awaited<ReturnType<typeof slotsOf>>[number];
const slotOut = (s: Slot) => ({
  starts_at: s.starts_at.toISOString(), ends_at: new Date(s.starts_at.getTime() + s.duration_minutes * 60_000).toISOString(),
  place: s.place, video_link: s.video_url, note: s.note,
});

export async function interviewsOf(db: Db, id: number) {
  const post = { post_title: opportunities.title, company: users.company, agency_name: users.agency_name };
  const [own, steps] = await Promise.all([
    db
      .select({ ...post, id: interviews.id, status: interviews.status, chosen_slot_id: interviews.chosen_slot_id, cancel_reason: interviews.cancel_reason, created_at: interviews.created_at })
      .from(interviews)
      .innerJoin(applications, eq(applications.id, interviews.application_id))
      .innerJoin(opportunities, eq(opportunities.id, interviews.opportunity_id))
      .innerJoin(users, eq(users.id, interviews.team_id))
      .where(eq(applications.user_id, id))
      .orderBy(asc(interviews.id)),
    db
      .select({ ...post, interview_id: interviewEvents.interview_id, kind: interviewEvents.kind, side: interviewEvents.side, round: interviewEvents.round, starts_at: interviewEvents.starts_at, reason: interviewEvents.reason, created_at: interviewEvents.created_at })
      .from(interviewEvents)
      .innerJoin(interviews, eq(interviews.id, interviewEvents.interview_id))
      .innerJoin(opportunities, eq(opportunities.id, interviews.opportunity_id))
      .innerJoin(users, eq(users.id, interviews.team_id))
      .where(and(eq(interviewEvents.actor_id, id), eq(interviewEvents.side, 'TEAM')))
      .orderBy(asc(interviewEvents.id)),
  ]);
  const ownIds = own.map((i) => i.id);
  const [history, slots] = await Promise.all([
    ownIds.length
      ? db
          .select({ interview_id: interviewEvents.interview_id, kind: interviewEvents.kind, side: interviewEvents.side, actor_id: interviewEvents.actor_id, starts_at: interviewEvents.starts_at, reason: interviewEvents.reason, words: messages.body, created_at: interviewEvents.created_at })
          .from(interviewEvents)
          .leftJoin(messages, eq(messages.id, interviewEvents.message_id))
          .where(inArray(interviewEvents.interview_id, ownIds))
          .orderBy(asc(interviewEvents.id))
      : [],
    slotsOf(db, [...new Set([...ownIds, ...steps.map((s) => s.interview_id)])]),
  ]);
  return {
    as_applicant: own.map((i) => {
      const chosen = slots.find((s) => s.id === i.chosen_slot_id);
      return {
        post_title: i.post_title, company: organisationName(i), status: INTERVIEW_STATUS_LABELS[i.status], created_at: i.created_at,
        times_proposed: slots.filter((s) => s.interview_id === i.id).map(slotOut),
        time_chosen: chosen && i.status !== 'PROPOSED' ? slotOut(chosen) : null,
        cancel_reason: i.cancel_reason,
        history: history
          .filter((e) => e.interview_id === i.id)
          .map((e) => ({
            step: INTERVIEW_EVENT_LABELS[e.kind], by: sideWords(e.side, e.actor_id === id), at: e.created_at, time: when(e.starts_at),
            reason: e.reason, ...(e.kind === 'OTHER_TIMES_ASKED' ? { message: e.words } : {}),
          })),
      };
    }),
    as_team_member: steps.map((e) => ({
      post_title: e.post_title, company: organisationName(e), step: INTERVIEW_EVENT_LABELS[e.kind], at: e.created_at, time: when(e.starts_at), reason: e.reason,
      ...(e.kind === 'PROPOSED' || e.kind === 'RESCHEDULED' ? { times_proposed: slots.filter((s) => s.interview_id === e.interview_id && s.round === e.round).map(slotOut) } : {}),
    })),
  };
}

/**
 * On erasure, in the deletion's transaction: what the person wrote in interviews loses its words and their name, as
 * their messages do (their 'other times' words are messages, blanked there). The steps keep their places (the
 * timeline reads 'Reason from a deleted account'); the notes of the times they proposed go; an interview they
 * cancelled keeps its status without their reason.
 */
export async function eraseInterviewWordsOf(tx: Tx, id: number): Promise<void> {
  const proposedBy = tx
    .select({ interview_id: interviewEvents.interview_id, round: interviewEvents.round })
    .from(interviewEvents)
    .where(and(eq(interviewEvents.actor_id, id), inArray(interviewEvents.kind, ['PROPOSED', 'RESCHEDULED'])));
  await tx
    .update(interviewSlots)
    .set({ note: null })
    .where(sql`${interviewSlots.note} is not null and (${interviewSlots.interview_id}, ${interviewSlots.round}) in (${proposedBy})`);
  await tx.update(interviewEvents).set({ reason: null, actor_id: null }).where(eq(interviewEvents.actor_id, id));
  await tx.update(interviews).set({ cancel_reason: null, cancelled_by: null }).where(eq(interviews.cancelled_by, id));
  await tx.update(interviews).set({ proposed_by: null }).where(eq(interviews.proposed_by, id));
}

