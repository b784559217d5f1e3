import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTime } from '../ui/format';
import { usePostReviewSummary } from './usePostReviews';

/** The console's home: how many posts wait for review and since when the oldest, linking to the queue (nothing when none). */
export function PostReviewsWaiting() {
  const summary = usePostReviewSummary().data;
  if (!summary || summary.pending === 0) return null;
  const waiting = summary.pending === 1 ? '1 post to review' : `${summary.pending} posts to review`;
  return (
    <Button component={Link} to="/admin/post-reviews" variant="light" color="yellow" size="xs" data-testid="post-reviews-waiting">
      {waiting}
      {summary.oldest_at ? `, oldest ${formatDateTime(summary.oldest_at)}` : ''}
    </Button>
  );
}
