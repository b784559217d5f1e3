import { desc, eq, ne, and } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { postReviews, type ReviewDecision, type ReviewKind } from '../../db/schema/index.js';

export interface LatestReview {
  kind: ReviewKind;
  status: ReviewDecision;
  reason: string | null;
  created_at: Date;
}

/** The post's latest review the poster reads (a superseded one is the poster's own doing): pending, or how it ended. */
export async function latestReviewOf(db: Db, opportunityId: number): Promise<LatestReview | null> {
  const [row] = await db
    .select({ kind: postReviews.kind, status: postReviews.status, reason: postReviews.reason, created_at: postReviews.created_at })
    .from(postReviews)
    .where(and(eq(postReviews.opportunity_id, opportunityId), ne(postReviews.status, 'SUPERSEDED')))
    .orderBy(desc(postReviews.id))
    .limit(1);
  return row ?? null;
}
