import { Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useGroupPath } from '../../../app/group-context';
import { JobPostBalance } from '../../account';
import classes from './CompanyDashboard.module.css';
import { NEW_POST_PATHS } from './paths';
import { usePostPermissions } from './permissions';
import { NEW_POST_LABELS, PostList } from './PostList';

/**
 * The company's dashboard (B-X1, B-X2): the posting buttons and the job-post balance for those who may post,
 * then the job opportunities and the agency projects, each with its own Active / Closed toggle, then what the
 * page composes below them (`after`: the embed snippet, another feature's).
 */
export function CompanyDashboard({ after }: { after?: ReactNode }) {
  const path = useGroupPath();
  const can = usePostPermissions();
  return (
    <Stack gap="lg" data-testid="company-dashboard">
      {can.post && (
        <div className={classes.bar}>
          <JobPostBalance />
          <Group gap="sm" className={classes.buttons}>
            <Button component={Link} to={path(NEW_POST_PATHS.JOB)}>
              {NEW_POST_LABELS.JOB}
            </Button>
            <Button component={Link} to={path(NEW_POST_PATHS.PROJECT)} variant="light">
              {NEW_POST_LABELS.PROJECT}
            </Button>
          </Group>
        </div>
      )}
      <PostList target="JOB" can={can} />
      <PostList target="PROJECT" can={can} />
      {after}
    </Stack>
  );
}
