import { Alert, Badge, Button, Container, Group, Stack, Title } from '@mantine/core';
import { APPLY_MSG } from '@mp/domain';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../lib/api-error';
import { usePageTitle } from '../../lib/page-title';
import { useGroupPath } from '../../app/group-context';
import { EmptyState } from '../../ui/EmptyState';
import { detailsOf, JobHead, JobHeadSkeleton } from '../jobs';
import { PostDetails, PostDetailsSkeleton } from '../opportunities';
import { ApplyPanel } from './ApplyPanel';
import { SaveToggle } from '../saved';
import { useSeekerOpportunity } from './hooks';
import classes from './OpportunityPage.module.css';

/**
 * opportunities/{id} for freelancers (jobs) and agencies (projects): the post as the public page
 * shows it, its Open or Closed status, and the apply area.
 */
export function OpportunityPage() {
  const { id = '' } = useParams();
  const path = useGroupPath();
  const view = useSeekerOpportunity(id);
  usePageTitle(view.data ? `${view.data.post.title} at ${view.data.post.company.name}` : view.error ? 'Opportunity not found' : undefined);

  if (view.isPending) {
    return (
      <Container size="md" px={0}>
        <Stack gap="lg" aria-busy="true">
          <JobHeadSkeleton />
          <PostDetailsSkeleton />
        </Stack>
      </Container>
    );
  }
  if (view.error) {
    if (isApiError(view.error, 'NOT_FOUND')) {
      return (
        <Stack gap="lg">
          <Title order={1}>Opportunity not found</Title>
          <EmptyState
            title={APPLY_MSG.notFound}
            description="It may have been unpublished, or the link is wrong."
            action={{ label: 'Back to your dashboard', to: path('dashboard') }}
          />
        </Stack>
      );
    }
    return (
      <Alert color="red" role="alert" title="Could not load the opportunity">
        {view.error.message}
        <Button variant="light" mt="sm" onClick={() => void view.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const { post, status } = view.data;
  return (
    <Container size="md" px={0}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <JobHead job={post} companyTo={path(`company-profile/${post.company.id}`)} />
          <Badge variant="light" color={post.closed ? 'gray' : 'teal'} size="lg" data-testid="post-status" className={classes.status}>
            {status}
          </Badge>
        </Group>
        <Group>
          <SaveToggle post={post} />
        </Group>
        <ApplyPanel view={view.data} />
        <PostDetails post={detailsOf(post)} />
        <Group>
          <Button component={Link} to={path('dashboard')} variant="subtle">
            Back to your dashboard
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
