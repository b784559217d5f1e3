import { and, eq, sql } from 'drizzle-orm';
import { POST_COST, REVIEW_MSG, rejectReviewSchema } from '@mp/domain';
import { enqueueTx } from '../../adapters/jobs/outbox.js';
import type { Tx } from '../../db/client.js';
import { creditLedger, opportunities, postReviews } from '../../db/schema/index.js';
import type { Deps, RequestMeta } from '../../deps.js';
import { AppError } from '../../errors.js';
import type { Viewer } from '../../viewer/viewer.js';
import { queueAlertsTx } from '../alerts/jobs.js';
import { audit } from '../audit/service.js';
import { addCredits } from '../credits/service.js';
import { queueIndexingTx } from '../indexing/notices.js';
import { writeLists, columnsOf, type FormValues } from '../opportunities/values.js';
import { writeFingerprintTx } from '../post-review/rules.js';
import { reviewDecidedMailJob } from './mail.js';

/**
 * The console decides a review (decision 0065), in one transaction under the post's lock: the review moves from
 * PENDING by a conditional update, so of two administrators acting at once one decides and the other is refused.
 * Approving a post publishes it (its job alerts and indexing notice queued); approving an edit applies its values.
 * Rejecting a post returns its job post (a ledger row the unique index allows once); rejecting an edit leaves the
 * live version. The poster is mailed by a job of the transaction; audited in it.
 */

type Decision = { status: 'APPROVED' } | { status: 'REJECTED'; reason: string };

async function lockReview(tx: Tx, reviewId: number) {
  const [review] = await tx
    .select({ opportunity_id: postReviews.opportunity_id })
    .from(postReviews)
    .where(eq(postReviews.id, reviewId));
  if (!review) throw new AppError('NOT_FOUND', REVIEW_MSG.notFound);
  const [post] = await tx
    .select({ id: opportunities.id, team_id: opportunities.team_id, target: opportunities.target })
    .from(opportunities)
    .where(eq(opportunities.id, review.opportunity_id))
    .for('update');
  if (!post) throw new AppError('NOT_FOUND', REVIEW_MSG.notFound);
  return post;
}

async function decide(deps: Deps, admin: Viewer, reviewId: number, decision: Decision, meta: RequestMeta) {
  const result = await deps.db.transaction(async (tx) => {
    const post = await lockReview(tx, reviewId);
    const [review] = await tx
      .update(postReviews)
      .set({ status: decision.status, reason: decision.status === 'REJECTED' ? decision.reason : null, decided_by: admin.user.id, decided_at: sql`now()` })
      .where(and(eq(postReviews.id, reviewId), eq(postReviews.status, 'PENDING')))
      .returning({ kind: postReviews.kind, revision: postReviews.revision });
    if (!review) throw new AppError('BAD_USER_INPUT', REVIEW_MSG.alreadyDecided);
    let refunded = false;
    if (decision.status === 'APPROVED' && review.kind === 'POST') {
      const [published] = await tx
        .update(opportunities)
        .set({ is_active: true, review_status: null, published_at: sql`coalesce(${opportunities.published_at}, now())` })
        .where(eq(opportunities.id, post.id))
        .returning({ first: sql<boolean>`${opportunities.published_at} = now()` });
      if (published?.first) await queueAlertsTx(tx, deps.config, post.id);
      await queueIndexingTx(tx, post.id);
    } else if (decision.status === 'APPROVED') {
      const values = review.revision as unknown as FormValues;
      await tx
        .update(opportunities)
        .set({ ...columnsOf(post.target, values), is_active: true, updated_at: new Date() })
        .where(eq(opportunities.id, post.id));
      await writeLists(tx, post.id, post.target, values, true);
      await writeFingerprintTx(tx, post.id, post.team_id, values);
      await queueIndexingTx(tx, post.id);
    } else if (review.kind === 'POST') {
      await tx.update(opportunities).set({ review_status: 'REJECTED', is_active: false }).where(eq(opportunities.id, post.id));
      refunded = await refundTx(tx, admin, post);
    }
    await audit(tx, {
      actorId: admin.user.id,
      action: decision.status === 'APPROVED' ? 'post_review.approve' : 'post_review.reject',
      targetType: 'opportunity',
      targetId: post.id,
      details: { review_id: reviewId, kind: review.kind, ...(decision.status === 'REJECTED' ? { reason: decision.reason, refunded } : {}) },
      ip: meta.ip,
    });
    await enqueueTx(tx, reviewDecidedMailJob, { reviewId, refunded });
    return { opportunityId: post.id, refunded };
  });
  deps.jobs.nudge();
  return result;
}

/** The rejected post's job post back to its team, when posting it took one (a seeded post took none). */
async function refundTx(tx: Tx, admin: Viewer, post: { id: number; team_id: number }): Promise<boolean> {
  const [paid] = await tx
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(and(eq(creditLedger.opportunity_id, post.id), eq(creditLedger.direction, 'OUT')))
    .limit(1);
  if (!paid) return false;
  await addCredits(tx, { teamId: post.team_id, quantity: POST_COST, actorId: admin.user.id, reason: 'Post not approved: job post returned', opportunityId: post.id });
  return true;
}

export const approveReview = (deps: Deps, admin: Viewer, reviewId: number, meta: RequestMeta) => decide(deps, admin, reviewId, { status: 'APPROVED' }, meta);

export function rejectReview(deps: Deps, admin: Viewer, reviewId: number, input: unknown, meta: RequestMeta) {
  const { reason } = AppError.parse(rejectReviewSchema, input);
  return decide(deps, admin, reviewId, { status: 'REJECTED', reason }, meta);
}
