import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../ui/EmptyState';
import { Pager } from '../../../ui/Pager';
import { PageTitle } from '../ui/PageTitle';
import { QueryState } from '../ui/QueryState';
import { PostReviewCard } from './PostReviewCard';
import { POST_REVIEWS_PAGE_SIZE, usePostReviewQueue } from './usePostReviews';

/** /admin/post-reviews: posts and edits waiting before they go live, the longest waiting first, to approve or reject. */
export function PostReviewsPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const queue = usePostReviewQueue(page);
  const entries = queue.data?.data ?? [];
  return (
    <>
      <PageTitle title="Post review" />
      <QueryState query={queue}>
        {entries.length === 0 ? (
          <EmptyState
            title="Nothing to review"
            description="A company's first posts, and posts or edits the rules flag (contact details, link shorteners, payment words, near-copies, unlikely pay), wait here before they go live."
          />
        ) : (
          <Stack gap="md">
            {entries.map((entry) => (
              <PostReviewCard key={entry.id} entry={entry} />
            ))}
          </Stack>
        )}
        {queue.data?.paginatorInfo && entries.length > 0 && (
          <Pager page={queue.data.paginatorInfo.currentPage} total={queue.data.paginatorInfo.total} pageSize={POST_REVIEWS_PAGE_SIZE} onPage={(p) => setParams({ page: String(p) }, { replace: true })} summary="count" mt="md" />
        )}
      </QueryState>
    </>
  );
}
