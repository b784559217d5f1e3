import { z } from './zod.js';
import { REJECT_REASON_MAX, REVIEW_MSG } from './post-review.js';

// The review's rule, apart from the texts and text rules (post-review.ts) the dashboard imports: zod loads with the form.

/** The console's Reject form: the reason the poster reads. */
export const rejectReviewSchema = z.object({
  reason: z.string({ error: REVIEW_MSG.reasonRequired }).trim().min(1, REVIEW_MSG.reasonRequired).max(REJECT_REASON_MAX, REVIEW_MSG.reasonTooLong),
});
export type RejectReviewInput = z.input<typeof rejectReviewSchema>;
