import { and, eq } from 'drizzle-orm';
import { applicantName, closeOpportunitySchema, INTERVIEW_ENDED, OPPORTUNITY_MSG } from '@mp/domain';
import type { Db } from '../../db/client.js';
import { applications, opportunities, users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { Viewer } from '../../viewer/viewer.js';
import type { Deps } from '../../deps.js';
import { queueNotSelectedMailsTx, queuePostClosedMailsTx } from './not-selected-mail.js';
import { queueIndexingTx } from '../indexing/notices.js';
import { callOffInterviewsTx } from '../interview-calendar/ending.js';
import { lockApplications, moveApplications } from './application-transitions.js';
import { findAccessibleOpportunity } from './policy.js';
import { opportunityRecord, type OpportunityRecord } from './queries.js';

const fieldError = (field: string, message: string) => new AppError('BAD_USER_INPUT', message, { [`input.${field}`]: message });

/** The earliest day a post can have closed: the day it was created or the date it says it was posted. */
const firstDay = (post: { created_at: Date; job_number: string }) => {
  const created = post.created_at.toISOString().slice(0, 10);
  return post.job_number < created ? post.job_number : created;
};

/**
 * closeOpportunity: a soft close (deleted_at) with the reason, the date closed and, for 'Filled by
 * applicant', the applicant (one of this post's) or a typed name. The applicant's name is kept with the
 * post, so it survives the account. Every applicant still open (not Hired or Not selected) is told it closed, and every
 * interview still to happen is cancelled, both sides mailed.
 */
export async function closeOpportunity(deps: Deps, viewer: Viewer, id: number, input: unknown): Promise<OpportunityRecord> {
  const { db } = deps;
  await findAccessibleOpportunity(db, viewer, id);
  const values = AppError.parse(closeOpportunitySchema, input);
  const record = await db.transaction(async (tx) => {
    const post = await findAccessibleOpportunity(tx, viewer, id, { lock: true });
    if (post.deleted_at) throw new AppError('BAD_USER_INPUT', OPPORTUNITY_MSG.alreadyClosed);
    if (values.closed_at < firstDay(post)) throw fieldError('closed_at', OPPORTUNITY_MSG.closedBeforePosted);
    let name = values.freelancer_name;
    if (values.freelancer_id !== null) {
      const [applicant] = await tx
        .select({ first_name: users.first_name, last_name: users.last_name, company: users.company, agency_name: users.agency_name })
        .from(applications)
        .innerJoin(users, eq(users.id, applications.user_id))
        .where(and(eq(applications.opportunity_id, id), eq(applications.user_id, values.freelancer_id)));
      if (!applicant) throw fieldError('freelancer_id', OPPORTUNITY_MSG.applicantUnknown);
      name ??= applicantName(applicant);
    }
    await tx
      .update(opportunities)
      .set({
        deleted_at: new Date(),
        close_reason: values.reason,
        closed_at: values.closed_at,
        freelancer_id: values.freelancer_id,
        freelancer_name: name,
        updated_by: viewer.user.id,
        updated_at: new Date(),
      })
      .where(eq(opportunities.id, id));
    await queueIndexingTx(tx, id);
    // The pipeline: the chosen applicant is Hired; the others Not selected only when the employer asked.
    const hired = values.freelancer_id === null ? [] : await lockApplications(tx, { opportunityId: id, userId: values.freelancer_id });
    await moveApplications(tx, hired, 'HIRED', viewer.user.id);
    if (values.others_not_selected) {
      const others = (await lockApplications(tx, { opportunityId: id })).filter((a) => a.status !== 'HIRED');
      await queueNotSelectedMailsTx(tx, await moveApplications(tx, others, 'NOT_SELECTED', viewer.user.id));
    }
    // No interview of a closed post goes ahead: each one waiting or still to come is cancelled (a past one stays).
    await callOffInterviewsTx(tx, { opportunityIds: [id] }, INTERVIEW_ENDED.postClosed);
    // Whoever is still open hears that the post closed (once per application, across closes and restores).
    await queuePostClosedMailsTx(tx, id);
    return opportunityRecord(tx, id);
  });
  deps.jobs.nudge();
  return record;
}

/** restoreOpportunity: re-opens a closed post, free of charge, clearing the close fields; statuses stay as they are. */
export async function restoreOpportunity(db: Db, viewer: Viewer, id: number): Promise<OpportunityRecord> {
  return db.transaction(async (tx) => {
    const post = await findAccessibleOpportunity(tx, viewer, id, { lock: true });
    if (!post.deleted_at) throw new AppError('BAD_USER_INPUT', OPPORTUNITY_MSG.notClosed);
    await tx
      .update(opportunities)
      .set({
        deleted_at: null, close_reason: null, closed_at: null, freelancer_id: null, freelancer_name: null,
        updated_by: viewer.user.id, updated_at: new Date(),
      })
      .where(eq(opportunities.id, id));
    await queueIndexingTx(tx, id);
    return opportunityRecord(tx, id);
  });
}
