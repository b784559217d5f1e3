import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { REVIEW_MSG } from '@mp/domain';
import { gqlRequest } from '../../../app/api-client';
import { toastSuccess } from '../../../lib/toast';
import { adminKeys } from '../keys';
import { toastActionError } from '../ui/errors';
import { AdminPostReviewsQuery, AdminPostReviewsSummaryQuery, ApprovePostReviewMutation, RejectPostReviewMutation, SetTrustedPosterMutation } from './documents';

export const POST_REVIEWS_PAGE_SIZE = 20;

export function usePostReviewQueue(page: number) {
  return useQuery({
    queryKey: adminKeys.postReviews(page),
    queryFn: () => gqlRequest(AdminPostReviewsQuery, { page, first: POST_REVIEWS_PAGE_SIZE }),
    select: (data) => data.adminPostReviews,
    placeholderData: keepPreviousData,
  });
}

/** How many wait and the oldest: the navigation's badge and the console's home. */
export function usePostReviewSummary() {
  return useQuery({
    queryKey: adminKeys.postReviewsSummary,
    queryFn: () => gqlRequest(AdminPostReviewsSummaryQuery, {}),
    select: (data) => data.adminPostReviewsSummary,
    staleTime: 30_000,
  });
}

/** Approve or reject: the queue and the summary are read again either way (another administrator may have decided). */
export function useDecidePostReview() {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: adminKeys.postReviewsAll });
  return useMutation({
    mutationFn: async (v: { reviewId: string; reject?: { reason: string } }): Promise<string> =>
      v.reject
        ? (await gqlRequest(RejectPostReviewMutation, { reviewId: v.reviewId, reason: v.reject.reason })).rejectPostReview
        : (await gqlRequest(ApprovePostReviewMutation, { reviewId: v.reviewId })).approvePostReview,
    onSuccess: (_d, v) => {
      toastSuccess(v.reject ? REVIEW_MSG.rejectedDone : REVIEW_MSG.approved);
      refresh();
    },
    onError: (err) => {
      toastActionError(err);
      refresh();
    },
  });
}

/**
 * Trusts a company to post without the first posts' review, or stops. Pending until the account page has read the new
 * state, so the switch is not let go before it shows it.
 */
export function useSetTrustedPoster(teamId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (trusted: boolean) => (await gqlRequest(SetTrustedPosterMutation, { teamId, trusted })).adminSetTrustedPoster,
    onSuccess: async (trusted) => {
      await client.invalidateQueries({ queryKey: adminKeys.user(teamId) });
      toastSuccess(trusted ? REVIEW_MSG.trustedOn : REVIEW_MSG.trustedOff);
    },
    onError: toastActionError,
  });
}
