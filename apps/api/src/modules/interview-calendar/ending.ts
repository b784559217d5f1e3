import { and, eq, gt, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import { INTERVIEW_PENDING } from '@mp/domain';
import type { Tx } from '../../db/client.js';
import { interviewEvents, interviews, outbox } from '../../db/schema/index.js';
import { queueErasedApplicantCancelsTx } from './erased-mail.js';
import { interviewMailKeyPrefix, queueInterviewMailTx, type ErasedApplicant } from './mail.js';

/**
 * Live interviews called off because their application's way ends: the post closed (by its team, or with its team's
 * account), or the applicant moved to Not selected. In the caller's transaction, after it has taken the post and the
 * applications (the order every interview change takes), each interview waiting on someone or booked and still to
 * come is cancelled as cancelInterview does it: the reminder dropped, SEQUENCE raised when an invite had gone out, a
 * timeline step and both sides' cancel mail (METHOD:CANCEL with the same UID) queued. The step has no actor and the
 * system's reason, since nobody wrote it. Interviews already over or cancelled stay as they are, so a second call
 * changes and sends nothing. Answers the interviews cancelled.
 *
 * With `erased`, the applicant's account is being erased and their applications go next in the same transaction (the
 * interviews with them): only the team is mailed, by mails written now, which name the applicant as `erased.name`.
 * An interview cancelled before whose cancel mails have not gone yet is mailed so too: the job that would send them
 * finds nothing once the interview is gone, and the team's calendar would keep the event. (Should that job still
 * send them, each mail's key is the same, so none goes twice.)
 */
export async function callOffInterviewsTx(
  tx: Tx,
  of: { opportunityIds: readonly number[] } | { applicationIds: readonly number[] },
  reason: string,
  erased?: ErasedApplicant & { appUrl: string },
): Promise<number[]> {
  const ids = 'opportunityIds' in of ? of.opportunityIds : of.applicationIds;
  if (ids.length === 0) return [];
  const scope = 'opportunityIds' in of ? inArray(interviews.opportunity_id, [...ids]) : inArray(interviews.application_id, [...ids]);
  const live = or(inArray(interviews.status, [...INTERVIEW_PENDING]), and(eq(interviews.status, 'SCHEDULED'), gt(interviews.ends_at, sql`now()`)));
  const unmailed = erased ? await cancelledUnmailedTx(tx, scope) : [];
  const cancelled = await cancelLiveTx(tx, and(scope, live), reason);
  if (erased) await queueErasedApplicantCancelsTx(tx, erased, [...unmailed, ...cancelled]);
  else for (const i of cancelled) await queueInterviewMailTx(tx, { interviewId: i.id, kind: 'cancelled', version: i.sequence });
  return cancelled.map((i) => i.id);
}

/** Cancels the interviews `where` picks, with the system's step for each: answers them with their new SEQUENCE. */
async function cancelLiveTx(tx: Tx, where: SQL | undefined, reason: string) {
  const held = await tx
    .select({ id: interviews.id, status: interviews.status, starts_at: interviews.starts_at })
    .from(interviews)
    .where(where)
    .orderBy(interviews.id)
    .for('update');
  if (held.length === 0) return [];
  const cancelled = await tx
    .update(interviews)
    .set({
      status: 'CANCELLED', cancelled_by: null, cancel_reason: reason, cancelled_at: sql`now()`, reminder_due_at: null, updated_at: sql`now()`,
      sequence: sql`case when ${interviews.invited_sequence} is null then ${interviews.sequence} else ${interviews.sequence} + 1 end`,
    })
    .where(inArray(interviews.id, held.map((i) => i.id)))
    .returning({ id: interviews.id, application_id: interviews.application_id, round: interviews.round, sequence: interviews.sequence });
  const booked = new Map(held.map((i) => [i.id, i.status === 'SCHEDULED' ? i.starts_at : null]));
  await tx.insert(interviewEvents).values(
    cancelled.map((i) => ({
      interview_id: i.id, application_id: i.application_id, kind: 'CANCELLED' as const, side: 'TEAM' as const, actor_id: null, round: i.round, reason,
      starts_at: booked.get(i.id) ?? null,
    })),
  );
  return cancelled;
}

/**
 * The interviews in scope cancelled in the last day whose cancel mails the outbox does not hold (mail.ts keys them). A
 * cancel mail goes within seconds, or within the day when the workers were down: an older one is not looked for, so
 * the outbox is searched only for the few interviews just cancelled.
 */
async function cancelledUnmailedTx(tx: Tx, scope: SQL | undefined) {
  const recent = await tx
    .select({ id: interviews.id, sequence: interviews.sequence })
    .from(interviews)
    .where(and(scope, eq(interviews.status, 'CANCELLED'), gt(interviews.cancelled_at, sql`now() - interval '1 day'`)))
    .orderBy(interviews.id);
  const unmailed = [];
  for (const i of recent) {
    const prefix = interviewMailKeyPrefix({ interviewId: i.id, kind: 'cancelled', version: i.sequence });
    if ((await tx.$count(outbox, like(outbox.message_key, `${prefix}%`))) === 0) unmailed.push(i);
  }
  return unmailed;
}
