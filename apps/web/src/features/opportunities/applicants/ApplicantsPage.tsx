import { Alert, Anchor, Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { OPPORTUNITY_MSG, TARGET_LABELS } from '@mp/domain';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { useGroupPath } from '../../../app/group-context';
import { EmptyState } from '../../../ui/EmptyState';
import { ArrowLeftIcon } from '../../../ui/icons';
import { ListSkeleton } from '../../../ui/Skeletons';
import { copyPublicLink, publicPostLink } from '../shared/CopyLinkButton';
import { ApplicantsList } from './ApplicantsList';
import type { ApplicantsPost } from './documents';
import { isMissing, useApplicants } from './hooks';
import { NotFoundState } from './states';

/** The post's read page (view-opportunity or view-project), where the applicants page links back to. */
export const postPath = (post: { id: string; target: string }) =>
  `${post.target === 'PROJECT' ? 'view-project' : 'view-opportunity'}/${post.id}`;

/** Nobody has applied yet: say what will appear, and what to do meanwhile (share the post). */
function NoApplicants({ post }: { post: ApplicantsPost }) {
  const path = useGroupPath();
  const link = publicPostLink(post);
  const kind = TARGET_LABELS[post.target].toLowerCase();
  if (post.deleted_at) {
    return <EmptyState title="No applicants" description={`This ${kind} closed before anyone applied.`} action={{ label: `View the ${kind}`, to: path(postPath(post)) }} />;
  }
  return (
    <EmptyState
      title="No applicants yet"
      description={
        link
          ? 'Applications will appear here as they arrive. Share the job’s public page to reach more freelancers.'
          : `Applications will appear here as they arrive.${post.is_active ? '' : ` Publish the ${kind} so that people can find it.`}`
      }
      action={link ? { label: 'Copy link to share', onClick: () => void copyPublicLink(link) } : { label: `View the ${kind}`, to: path(postPath(post)) }}
    />
  );
}

/** view-applicants/{id} (inventory B-R8, B-T14): who applied to one of the team's posts. */
export function ApplicantsPage() {
  const { id = '' } = useParams();
  const path = useGroupPath();
  const query = useApplicants(id);
  const post = query.data?.opportunity;
  const missing = isMissing(query.error);
  usePageTitle(post ? `Applicants: ${post.title}` : missing ? 'Page not found' : undefined);

  if (missing) {
    return <NotFoundState what="This post does not exist, or its applicants are not yours to see." backTo={path('dashboard')} backLabel="Go to dashboard" />;
  }
  const applicants = query.data?.opportunityApplicants ?? [];
  return (
    <Container size="lg" px={0}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Anchor component={Link} to={post ? path(postPath(post)) : path('dashboard')} size="sm" w="fit-content">
            <Group gap={4} component="span">
              <ArrowLeftIcon size={16} />
              {post ? `Back to the ${TARGET_LABELS[post.target].toLowerCase()}` : 'Back to dashboard'}
            </Group>
          </Anchor>
          <Group gap="sm" align="center">
            <Title order={1}>Applicants</Title>
            {query.data && <Badge variant="light">{applicants.length}</Badge>}
          </Group>
          {post && (
            <Text>
              For{' '}
              <Anchor component={Link} to={path(postPath(post))} fw={600}>
                {post.title}
              </Anchor>
              {post.deleted_at && (
                <Badge ml="xs" variant="light" color="gray" size="sm">
                  Closed
                </Badge>
              )}
            </Text>
          )}
        </Stack>
        {query.isPending ? (
          <ListSkeleton rows={4} />
        ) : query.isError ? (
          <Alert color="red" role="alert" title={OPPORTUNITY_MSG.applicantsFailed}>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">Check your connection and try again.</Text>
              <Button size="xs" variant="white" color="red" loading={query.isFetching} onClick={() => void query.refetch()}>
                Try again
              </Button>
            </Stack>
          </Alert>
        ) : applicants.length === 0 ? (
          <NoApplicants post={query.data.opportunity} />
        ) : (
          <ApplicantsList applicants={applicants} />
        )}
      </Stack>
    </Container>
  );
}
