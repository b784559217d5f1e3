import { Alert, Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { formatDate } from '@mp/domain';
import { Link } from 'react-router';
import { useGroupPath } from '../../app/group-context';
import { EmptyState } from '../../ui/EmptyState';
import { ListSkeleton } from '../../ui/Skeletons';
import { BlockFrame } from '../../ui/BlockFrame';
import { useMyApplications } from './hooks';
import { stageColor, stageLabel } from './pipeline-stage';
import classes from '../../ui/PostRows.module.css';

const TITLES = { freelancer: "Job Opportunities You've Applied For", agency: "Project Opportunities You've Applied For" } as const;

/**
 * The dashboards' applied list (F-F3; the agency's title is the spec's): each post with Open or Closed, the date
 * and where the employer's pipeline has the application, since when (never the team's notes or history).
 */
export function AppliedBlock({ group, count = 6 }: { group: 'freelancer' | 'agency'; count?: number }) {
  const path = useGroupPath();
  const applied = useMyApplications(count);
  let body;
  if (applied.isPending) body = <ListSkeleton rows={3} />;
  else if (applied.error) body = <Alert color="red" role="alert" title="Could not get your applications">{applied.error.message}</Alert>;
  else if (applied.data.data.length === 0) {
    body = (
      <EmptyState
        compact
        title="You have not applied for anything yet"
        description="What you apply for shows here, with whether the employer has read your application."
      />
    );
  } else {
    body = (
      <Stack gap={0} component="ul" className={classes.list}>
        {applied.data.data.map((a) => (
          <li key={a.id} className={classes.row}>
            <Stack gap={2} className={classes.main}>
              <Anchor component={Link} to={path(`opportunities/${a.opportunity_id}`)} fw={600} id={`applied-${a.id}`}>
                {a.title}
              </Anchor>
              <Text size="sm" c="dimmed">
                {[
                  a.company,
                  a.location,
                  `Applied ${formatDate(a.created_at)}`,
                  a.pipeline_status === 'NEW' ? null : `${stageLabel(a.pipeline_status)} since ${formatDate(a.pipeline_status_changed_at)}`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </Stack>
            <Group gap="xs" wrap="nowrap">
              <Badge variant="light" color={a.status === 'Open' ? 'teal' : 'gray'}>
                {a.status}
              </Badge>
              <Badge variant="outline" color={stageColor(a.pipeline_status)}>
                {stageLabel(a.pipeline_status)}
              </Badge>
              {/* The application's thread (features/conversation/paths.ts threadPath), described by the post's title. */}
              <Button component={Link} to={path(`messages/${a.id}`)} size="compact-xs" variant="light" aria-describedby={`applied-${a.id}`}>
                Messages
              </Button>
            </Group>
          </li>
        ))}
      </Stack>
    );
  }
  return <BlockFrame title={TITLES[group]}>{body}</BlockFrame>;
}
