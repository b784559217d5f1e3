import { Alert, Badge, Text } from '@mantine/core';
import { REVIEW_MSG } from '@mp/domain';

/** What the poster reads of a post's review (decision 0065). */
export interface ReviewedPostState {
  is_active: boolean;
  review_status?: 'IN_REVIEW' | 'REJECTED' | null;
  latest_review?: { kind: string; status: string; reason: string | null } | null;
}

/** The post's state as a badge: In review, Rejected, Published or Unpublished. */
export function PublishedBadge({ post, size = 'md' }: { post: ReviewedPostState; size?: 'sm' | 'md' }) {
  if (post.review_status === 'IN_REVIEW') {
    return (
      <Badge variant="light" color="yellow" size={size} data-testid="review-badge">
        {REVIEW_MSG.inReview}
      </Badge>
    );
  }
  if (post.review_status === 'REJECTED') {
    return (
      <Badge variant="light" color="red" size={size} data-testid="review-badge">
        {REVIEW_MSG.rejected}
      </Badge>
    );
  }
  return (
    <Badge variant={post.is_active ? 'light' : 'outline'} color={post.is_active ? undefined : 'gray'} size={size}>
      {post.is_active ? 'Published' : 'Unpublished'}
    </Badge>
  );
}

/** The post page's notice: why the post is not live yet, an edit that waits, or a rejection and its reason. */
export function ReviewNotice({ post }: { post: ReviewedPostState }) {
  const review = post.latest_review;
  if (post.review_status === 'IN_REVIEW') {
    return (
      <Alert color="yellow" title={REVIEW_MSG.inReview} data-testid="review-notice">
        {REVIEW_MSG.inReviewNotice}
      </Alert>
    );
  }
  if (post.review_status === 'REJECTED') {
    return (
      <Alert color="red" title="Not published" data-testid="review-notice">
        <Text size="sm">{REVIEW_MSG.rejectedNotice}</Text>
        {review?.reason && (
          <Text size="sm" mt={4}>
            The reason: {review.reason}
          </Text>
        )}
      </Alert>
    );
  }
  if (review?.kind === 'EDIT' && review.status === 'PENDING') {
    return (
      <Alert color="yellow" title="Changes in review" data-testid="review-notice">
        {REVIEW_MSG.editInReviewNotice}
      </Alert>
    );
  }
  if (review?.kind === 'EDIT' && review.status === 'REJECTED' && review.reason) {
    return (
      <Alert color="gray" title="Your latest changes were not published" data-testid="review-notice">
        The reason: {review.reason}
      </Alert>
    );
  }
  return null;
}
