import { and, eq, sql } from 'drizzle-orm';
import type { ReviewFinding } from '@mp/domain';
import type { Tx } from '../../db/client.js';
import { postReviews, type ReviewKind } from '../../db/schema/index.js';

/**
 * Holding a post or an edit for review (decision 0065), in the posting's transaction under the post's lock. A post has
 * at most one pending review (a unique index): a newer submission supersedes the one waiting.
 */

export async function pendingReviewOf(tx: Tx, opportunityId: number): Promise<{ id: number; kind: ReviewKind } | null> {
  const [row] = await tx
    .select({ id: postReviews.id, kind: postReviews.kind })
    .from(postReviews)
    .where(and(eq(postReviews.opportunity_id, opportunityId), eq(postReviews.status, 'PENDING')));
  return row ?? null;
}

/** The poster withdrew or replaced what waited (an unpublished post, a clean edit, a newer edit). */
export async function supersedePendingTx(tx: Tx, opportunityId: number): Promise<void> {
  await tx
    .update(postReviews)
    .set({ status: 'SUPERSEDED', decided_at: sql`now()` })
    .where(and(eq(postReviews.opportunity_id, opportunityId), eq(postReviews.status, 'PENDING')));
}

/**
 * Holds the post itself (it stays unpublished, review_status IN_REVIEW, set by the caller) or an edit of a live post
 * (its checked values in `revision`; the live version is untouched).
 */
export async function holdTx(
  tx: Tx,
  hold: { opportunityId: number; kind: ReviewKind; findings: ReviewFinding[]; submittedBy: number; revision?: Record<string, unknown> },
): Promise<number> {
  await supersedePendingTx(tx, hold.opportunityId);
  const [row] = await tx
    .insert(postReviews)
    .values({
      opportunity_id: hold.opportunityId, kind: hold.kind, findings: hold.findings, submitted_by: hold.submittedBy,
      revision: hold.kind === 'EDIT' ? (hold.revision ?? {}) : null,
    })
    .returning({ id: postReviews.id });
  return row!.id;
}
