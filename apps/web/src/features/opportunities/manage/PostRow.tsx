import { Anchor, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { CLOSE_REASON_LABELS, formatDate, type CloseReason } from '@mp/domain';
import { Link } from 'react-router';
import { useGroupPath } from '../../../app/group-context';
import type { PostRowData } from './documents';
import { postPaths } from './paths';
import { CopyLinkButton } from '../shared/CopyLinkButton';
import { PostActions } from './PostActions';
import { PublishedBadge } from '../shared/ReviewStatus';
import classes from './PostRow.module.css';

const applicantsText = (n: number) => `${n} ${n === 1 ? 'applicant' : 'applicants'}`;

/** One post of a dashboard list, as a card: title and state, when and where, its applicants, its actions. */
export function PostRow({ post, closed, manage }: { post: PostRowData; closed: boolean; manage: boolean }) {
  const path = useGroupPath();
  const paths = postPaths(post.target, post.id);
  const meta = [`Posted ${formatDate(post.job_number)}`, post.location].filter(Boolean);
  if (closed && post.closed_at) {
    const reason = post.close_reason ? ` · ${CLOSE_REASON_LABELS[post.close_reason as CloseReason]}` : '';
    meta.push(`Closed ${formatDate(post.closed_at)}${reason}`);
  }
  return (
    <Paper component="li" withBorder p={{ base: 'sm', sm: 'md' }} className={classes.row} data-testid="post-row">
      <Stack gap={4} className={classes.main}>
        <Group gap="xs" wrap="wrap">
          <Title order={3} fz="md" className={classes.title}>
            <Anchor component={Link} to={path(paths.view)} inherit>
              {post.title}
            </Anchor>
          </Title>
          {(!post.is_active || post.review_status) && <PublishedBadge post={post} size="sm" />}
        </Group>
        <Text size="sm" c="dimmed" className={classes.meta}>
          {meta.join(' · ')}
        </Text>
      </Stack>
      <Anchor component={Link} to={path(paths.applicants)} size="sm" fw={600} className={classes.count} data-testid="applicant-count">
        {applicantsText(post.applicantCount)}
        <VisuallyHidden> for {post.title}</VisuallyHidden>
      </Anchor>
      <div className={classes.actions}>
        <Group gap="xs" wrap="wrap">
          <PostActions post={post} closed={closed} manage={manage} />
          {!closed && <CopyLinkButton post={post} />}
        </Group>
      </div>
    </Paper>
  );
}
