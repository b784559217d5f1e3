import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { APPLY_MSG, companyPagePath, MSG } from '@mp/domain';
import { Link, useParams } from 'react-router';
import { withRedirectTo } from '../../lib/redirect';
import { PostDetails, PostDetailsSkeleton } from '../opportunities';
import { SaveToggle } from '../saved';
import type { SessionUser } from '../../app/session/documents';
import { loginPath, userGroup } from '../../app/session/rules';
import { useSessionUser } from '../../app/session/useSession';
import type { PublicJob } from './documents';
import { detailsOf } from './details';
import { usePublicJob } from './hooks';
import { JobHead, JobHeadSkeleton } from './JobHead';
import classes from './PublicJobPage.module.css';
import { applyGroup, jobPagePath, JOB_PAGE_TEXT } from './texts';


/** Open: sign in (or sign up) to apply, coming back to this post. Closed: says so, with no way to apply. */
function ApplyPanel({ job }: { job: PublicJob }) {
  const user = useSessionUser();
  if (job.closed) {
    return (
      <Alert color="gray" variant="light" role="status" title={JOB_PAGE_TEXT.closed(job.target)} data-testid="job-closed">
        {JOB_PAGE_TEXT.closedDetail}
      </Alert>
    );
  }
  const group = applyGroup(job.target);
  // Signed in: a seeker of this kind of post applies from its page in their area (decision 0038); others have nothing to do here.
  if (user) {
    if (userGroup(user) !== group) return null;
    return (
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} className={classes.apply} component="section" aria-label="Apply">
        <Button component={Link} to={`/${group}/opportunities/${job.id}`}>
          {APPLY_MSG.apply}
        </Button>
      </Paper>
    );
  }
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} className={classes.apply} component="section" aria-label="Apply">
      <Text>{JOB_PAGE_TEXT.applyPrompt(job.target)}</Text>
      <Group gap="sm">
        <Button component={Link} to={withRedirectTo(loginPath(group), jobPagePath(job.slug))}>
          {JOB_PAGE_TEXT.signIn}
        </Button>
        <Button component={Link} to={withRedirectTo(`/${group}/register`, jobPagePath(job.slug))} variant="light">
          {JOB_PAGE_TEXT.signUp}
        </Button>
      </Group>
    </Paper>
  );
}

/**
 * Where the company's name leads: its public page when it shows one; else, for a signed-in seeker, the company's
 * profile (it needs a seeker's sign-in); else nowhere (the name only).
 */
function companyProfilePath(user: SessionUser | null | undefined, company: { id: string; slug?: string | null }): string | undefined {
  if (company.slug) return companyPagePath(company.slug);
  const group = user ? userGroup(user) : undefined;
  return group === 'freelancer' || group === 'agency' ? `/${group}/company-profile/${company.id}` : undefined;
}

function JobNotFound() {
  return (
    <Stack align="center" py={80} gap="md" ta="center">
      <Text fz={64} fw={900} c="dimmed" lh={1}>
        404
      </Text>
      <Title order={1}>{MSG.notFound}</Title>
      <Text c="dimmed">{JOB_PAGE_TEXT.notFound}</Text>
      <Button component={Link} to="/login">
        Log in
      </Button>
    </Stack>
  );
}

/**
 * /jobs/{slug}: a published post for anyone, signed in or not. The post comes from the route's
 * loader (routes/pages/job.tsx, which declares the head and the 404); a closed post says it is closed.
 */
export function PublicJobPage() {
  const { slug = '' } = useParams();
  const job = usePublicJob(slug);
  const user = useSessionUser();

  if (job.isPending) {
    return (
      <Container size="md" px={0}>
        <Stack gap="lg">
          <JobHeadSkeleton />
          <PostDetailsSkeleton />
        </Stack>
      </Container>
    );
  }
  if (job.error) {
    return (
      <Alert color="red" role="alert" title="Could not load the post">
        {job.error.message}
      </Alert>
    );
  }
  if (!job.data) return <JobNotFound />;
  return (
    <Container size="md" px={0}>
      <Stack gap="lg">
        <JobHead job={job.data} companyTo={companyProfilePath(user, job.data.company)} />
        <Group>
          <SaveToggle post={job.data} resumeAfterLogin />
        </Group>
        <ApplyPanel job={job.data} />
        <PostDetails post={detailsOf(job.data)} />
      </Stack>
    </Container>
  );
}
