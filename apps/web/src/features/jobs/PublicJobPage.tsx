import { Alert, Button, Container, Group, Paper, Stack, Text } from '@mantine/core';
import { companyPagePath } from '@mp/domain';
import type { ReactNode } from 'react';
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
import { ReportItemLink } from '../reports';
import { NotFoundNotice } from '../../ui/NotFoundNotice';


/** The signed-in seeker's part of the page (their application or the form), given by the route: it loads only for them. */
export type SeekerApplySlot = (job: PublicJob) => ReactNode;

/**
 * Closed: says so. A visitor: sign in (or sign up) to apply, coming back to this post. The seeker the post is for:
 * `seekerApply` (what they did, or applying in one step; also under a closed post, to show their application).
 * Anyone else has nothing to do here.
 */
function ApplyPanel({ job, seekerApply }: { job: PublicJob; seekerApply?: SeekerApplySlot }) {
  const user = useSessionUser();
  const group = applyGroup(job.target);
  const closed = job.closed ? (
    <Alert color="gray" variant="light" role="status" title={JOB_PAGE_TEXT.closed(job.target)} data-testid="job-closed">
      {JOB_PAGE_TEXT.closedDetail}
    </Alert>
  ) : null;
  if (user) {
    if (userGroup(user) !== group || !seekerApply) return closed;
    return (
      <>
        {closed}
        {seekerApply(job)}
      </>
    );
  }
  if (closed) return closed;
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
  return <NotFoundNotice text={JOB_PAGE_TEXT.notFound} action={{ label: 'Log in', to: '/login' }} />;
}

/**
 * /jobs/{slug}: a published post for anyone, signed in or not. The post comes from the route's
 * loader (routes/pages/job.tsx, which declares the head and the 404); a closed post says it is closed. What a
 * signed-in seeker did is theirs alone: `seekerApply` reads it in the browser, never in the kept page.
 */
export function PublicJobPage({ seekerApply }: { seekerApply?: SeekerApplySlot } = {}) {
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
        <ApplyPanel job={job.data} seekerApply={seekerApply} />
        <PostDetails post={detailsOf(job.data)} />
        <Group justify="flex-end">
          <ReportItemLink kind="POST" itemId={job.data.id} label={job.data.target} />
        </Group>
      </Stack>
    </Container>
  );
}
