import { Anchor, Badge, Container, Group, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { CLOSE_REASON_LABELS, formatDate, OPPORTUNITY_MSG, TARGET_LABELS, type CloseReason, type OpportunityTarget } from '@mp/domain';
import { Link, useParams } from 'react-router';
import { useGroupPath } from '../../../app/group-context';
import { EmptyState } from '../../../ui/EmptyState';
import { ArrowLeftIcon } from '../../../ui/icons';
import { toPostDetailsData } from '../shared/post-fields';
import { PostDetails, PostDetailsSkeleton } from '../shared/PostDetails';
import { useRoleTypeNames } from '../shared/role-names';
import type { ViewedPost } from './documents';
import { isMissingPost, useViewedOpportunity } from './hooks';
import { postPaths } from './paths';
import { CopyLinkButton } from '../shared/CopyLinkButton';
import { PostActions } from './PostActions';
import { PublishedBadge, ReviewNotice } from '../shared/ReviewStatus';
import { HiddenNotice } from '../../reports';
import { usePostPermissions } from './permissions';

const NO_DATA: Record<OpportunityTarget, string> = { JOB: OPPORTUNITY_MSG.noOpportunity, PROJECT: OPPORTUNITY_MSG.noProject };

/** Published or not, open or closed; when closed, when and why (and who filled it). */
function PostStatus({ post }: { post: ViewedPost }) {
  const closed = post.deleted_at !== null;
  const reason = post.close_reason ? CLOSE_REASON_LABELS[post.close_reason as CloseReason] : null;
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <PublishedBadge post={post} />
        <Badge variant={closed ? 'outline' : 'light'} color={closed ? 'gray' : undefined}>
          {closed ? 'Closed' : 'Open'}
        </Badge>
      </Group>
      {closed && (
        <Text size="sm" data-testid="close-details">
          Closed {post.closed_at ? `on ${formatDate(post.closed_at)}` : ''}
          {reason ? `: ${reason}` : ''}
          {post.freelancer_name ? ` (${post.freelancer_name})` : ''}
        </Text>
      )}
      <ReviewNotice post={post} />
    </Stack>
  );
}

function Loaded({ post }: { post: ViewedPost }) {
  const path = useGroupPath();
  const can = usePostPermissions();
  const names = useRoleTypeNames();
  const closed = post.deleted_at !== null;
  const n = post.applicantCount;
  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {post.title}
        </Title>
        <PostStatus post={post} />
      </Stack>
      <HiddenNotice kind="POST" itemId={post.id} />
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Anchor component={Link} to={path(postPaths(post.target, post.id).applicants)} fw={600} data-testid="applicant-count">
            {n} {n === 1 ? 'applicant' : 'applicants'}
          </Anchor>
          <Group gap="xs" wrap="wrap">
            {can.manage && <PostActions post={post} closed={closed} manage size="sm" />}
            {!closed && <CopyLinkButton post={post} size="sm" />}
          </Group>
        </Group>
      </Paper>
      <PostDetails post={toPostDetailsData(post, names)} />
    </Stack>
  );
}

/** view-opportunity/{id} and view-project/{id}: a post of the team, read only, with its status and actions. */
function ViewPostPage({ target }: { target: OpportunityTarget }) {
  const { id = '' } = useParams();
  const path = useGroupPath();
  const post = useViewedOpportunity(id);
  const kind = TARGET_LABELS[target];
  const missing = (post.isError && isMissingPost(post.error)) || (post.data && post.data.target !== target);
  return (
    <Container size="md" px={0}>
      <Stack gap="lg">
        <Anchor component={Link} to={path('dashboard')} size="sm" w="fit-content">
          <Group gap={4} component="span">
            <ArrowLeftIcon size={16} aria-hidden="true" />
            Back to dashboard
          </Group>
        </Anchor>
        {post.isPending ? (
          <Stack gap="lg">
            <VisuallyHidden>
              <Title order={1}>{kind}</Title>
            </VisuallyHidden>
            <Skeleton h={36} w="60%" aria-hidden="true" />
            <PostDetailsSkeleton />
          </Stack>
        ) : missing || !post.data ? (
          <>
            <Title order={1}>{kind}</Title>
            {missing ? (
              <EmptyState title={NO_DATA[target]} description="It may have been removed, or it is not one of the posts you can see." action={{ label: 'Back to dashboard', to: path('dashboard') }} />
            ) : (
              <EmptyState title={NO_DATA[target]} description="Check your connection and try again." action={{ label: 'Try again', onClick: () => void post.refetch() }} />
            )}
          </>
        ) : (
          <Loaded post={post.data} />
        )}
      </Stack>
    </Container>
  );
}

export function ViewOpportunityPage() {
  return <ViewPostPage target="JOB" />;
}

export function ViewProjectPage() {
  return <ViewPostPage target="PROJECT" />;
}
