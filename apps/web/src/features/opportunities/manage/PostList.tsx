import { Group, Paper, SegmentedControl, Stack, Title } from '@mantine/core';
import { TARGET_LABELS, type OpportunityTarget } from '@mp/domain';
import { useState } from 'react';
import { useGroupPath } from '../../../app/group-context';
import { EmptyState } from '../../../ui/EmptyState';
import { ListSkeleton } from '../../../ui/Skeletons';
import { PAGE_SIZE, useTeamOpportunities } from './hooks';
import { NEW_POST_PATHS } from './paths';
import type { PostPermissions } from './permissions';
import classes from './PostList.module.css';
import { PostRow } from './PostRow';
import { Pager } from '../../../ui/Pager';

const HEADINGS: Record<OpportunityTarget, string> = { JOB: 'Job Opportunities', PROJECT: 'Agency Projects' };
const NEW_POST_LABELS: Record<OpportunityTarget, string> = { JOB: 'Post New Job Opportunity', PROJECT: 'Post New Agency Project' };

/** What an empty list says, and what to do next. */
function emptyText(target: OpportunityTarget, closed: boolean, can: PostPermissions) {
  const kind = TARGET_LABELS[target].toLowerCase();
  if (closed) {
    return {
      title: `No closed ${kind === 'opportunity' ? 'opportunities' : 'projects'} yet`,
      description: `When you close ${kind === 'opportunity' ? 'an opportunity' : 'a project'} it moves here${can.manage ? ', and you can restore it from here' : ''}.`,
    };
  }
  return {
    title: `No active ${kind === 'opportunity' ? 'opportunities' : 'projects'} yet`,
    description: can.post
      ? `Post ${kind === 'opportunity' ? 'a job opportunity' : 'an agency project'} and it will appear here with its applicants.`
      : `${kind === 'opportunity' ? 'Opportunities' : 'Projects'} assigned to you will appear here.`,
  };
}

/** One of the dashboard's lists: a kind's active or closed posts (toggled on its own), a page at a time. */
export function PostList({ target, can }: { target: OpportunityTarget; can: PostPermissions }) {
  const path = useGroupPath();
  const [closed, setClosed] = useState(false);
  const [page, setPage] = useState(1);
  const list = useTeamOpportunities(target, closed, page);
  const headingId = `posts-${target.toLowerCase()}`;
  const empty = emptyText(target, closed, can);

  const show = (value: string) => {
    setClosed(value === 'closed');
    setPage(1);
  };

  return (
    <Paper component="section" withBorder p={{ base: 'sm', sm: 'lg' }} aria-labelledby={headingId} data-testid={`posts-${target}`}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Title order={2} fz="h3" id={headingId}>
            {HEADINGS[target]}
          </Title>
          <SegmentedControl
            aria-label={`${HEADINGS[target]}: show`}
            value={closed ? 'closed' : 'active'}
            onChange={show}
            data={[
              { value: 'active', label: 'Active' },
              { value: 'closed', label: 'Closed' },
            ]}
          />
        </Group>
        {list.isPending ? (
          <ListSkeleton rows={3} />
        ) : list.isError ? (
          <EmptyState compact title="Could not load the list" description="Check your connection and try again." action={{ label: 'Try again', onClick: () => void list.refetch() }} />
        ) : list.data.data.length === 0 ? (
          <EmptyState
            compact
            title={empty.title}
            description={empty.description}
            action={!closed && can.post ? { label: NEW_POST_LABELS[target], to: path(NEW_POST_PATHS[target]) } : undefined}
          />
        ) : (
          <Stack component="ul" gap="sm" className={classes.list} aria-busy={list.isFetching}>
            {list.data.data.map((post) => (
              <PostRow key={post.id} post={post} closed={closed} manage={can.manage} />
            ))}
          </Stack>
        )}
        <Pager page={page} pageSize={PAGE_SIZE} total={list.data?.paginatorInfo.total ?? 0} onPage={setPage} />
      </Stack>
    </Paper>
  );
}

export { NEW_POST_LABELS };
