import { graphql, type ResultOf } from '../../../graphql';

/** The console's review queue of posts (decision 0065): the queue, the home's summary and the decisions. */
export const AdminPostReviewsQuery = graphql(`
  query AdminPostReviews($first: Int, $page: Int) {
    adminPostReviews(first: $first, page: $page) {
      data {
        id
        kind
        opportunity_id
        target
        slug
        title
        text
        live_title
        findings {
          flag
          label
          detail
        }
        team {
          id
          name
        }
        submitted_by {
          name
          email
        }
        created_at
      }
      paginatorInfo {
        total
        currentPage
      }
    }
  }
`);

export const AdminPostReviewsSummaryQuery = graphql(`
  query AdminPostReviewsSummary {
    adminPostReviewsSummary {
      pending
      oldest_at
    }
  }
`);

export const ApprovePostReviewMutation = graphql(`
  mutation ApprovePostReview($reviewId: ID!) {
    approvePostReview(reviewId: $reviewId)
  }
`);

export const RejectPostReviewMutation = graphql(`
  mutation RejectPostReview($reviewId: ID!, $reason: String!) {
    rejectPostReview(reviewId: $reviewId, reason: $reason)
  }
`);

export type PostReviewEntry = ResultOf<typeof AdminPostReviewsQuery>['adminPostReviews']['data'][number];

export const SetTrustedPosterMutation = graphql(`
  mutation SetTrustedPoster($teamId: ID!, $trusted: Boolean!) {
    adminSetTrustedPoster(teamId: $teamId, trusted: $trusted)
  }
`);
