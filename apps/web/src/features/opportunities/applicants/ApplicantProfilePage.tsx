import { Alert, Anchor, Badge, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate, TARGET_LABELS } from '@mp/domain';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { useGroupPath } from '../../../app/group-context';
import { ArrowLeftIcon } from '../../../ui/icons';
import { postPath } from './ApplicantsPage';
import { CandidateProfileView } from './CandidateProfileView';
import type { EmployerApplication } from './documents';
import { isMissing, useEmployerApplication, useMarkViewed } from './hooks';
import { ScreeningAnswers } from '../../screening';
import { displayName, parseApplicantRef } from './profile-values';
import { CandidateSkeleton, NotFoundState } from './states';

/** The application above the profile: which post, when, and (for an agency) that the agency applied. */
function ApplicationSummary({ application }: { application: EmployerApplication }) {
  const path = useGroupPath();
  const post = application.opportunity;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Application">
      <Group justify="space-between" gap="sm" align="flex-start">
        <Stack gap={4} miw={0}>
          <Group gap={6}>
            <Text size="sm" c="dimmed">
              Applied to the {TARGET_LABELS[post.target].toLowerCase()}
            </Text>
            {/* As it was on opening: this visit marks it viewed (decision 0027). */}
            {!application.viewed_at && (
              <Badge variant="light" size="sm">
                New applicant
              </Badge>
            )}
          </Group>
          <Anchor component={Link} to={path(postPath(post))} fw={700}>
            {post.title}
          </Anchor>
          <Text size="sm">
            Date Applied: <strong>{formatDate(application.created_at)}</strong>
            {application.agency && ' · as an agency'}
          </Text>
        </Stack>
        <Anchor component={Link} to={path(`view-applicants/${post.id}`)} size="sm">
          All applicants
        </Anchor>
      </Group>
    </Paper>
  );
}

/** freelancer-profile/{userId}-{applicationId}: the applicant's profile from the applicants table. */
export function ApplicantProfilePage() {
  const { ref } = useParams();
  const path = useGroupPath();
  const ids = parseApplicantRef(ref);
  const application = useEmployerApplication(ids?.applicationId ?? '', ids?.userId ?? '');
  useMarkViewed(application.data ?? undefined);
  const missing = !ids || isMissing(application.error);
  const name = application.data ? displayName(application.data.agency ? { ...application.data.user, type: 'AGENCY' } : application.data.user) : null;
  usePageTitle(name ? `${name}: applicant` : missing ? 'Page not found' : undefined);

  if (missing) {
    return (
      <NotFoundState
        what="This application does not exist, or it is not yours to see."
        backTo={path('dashboard')}
        backLabel="Go to dashboard"
      />
    );
  }
  const backTo = application.data ? path(`view-applicants/${application.data.opportunity.id}`) : path('dashboard');
  return (
    <Container size="lg" px={0}>
      <Stack gap="lg">
        <Anchor component={Link} to={backTo} size="sm" w="fit-content">
          <Group gap={4} component="span">
            <ArrowLeftIcon size={16} />
            {application.data ? 'Back to applicants' : 'Back to dashboard'}
          </Group>
        </Anchor>
        {application.isPending ? (
          <CandidateSkeleton />
        ) : application.isError ? (
          <Stack gap="md">
            <Title order={1}>Applicant</Title>
            <Alert color="red" role="alert" title="Could not load the applicant">
              {application.error.message}
            </Alert>
          </Stack>
        ) : (
          <CandidateProfileView person={application.data.user} contactShared>
            <ApplicationSummary application={application.data} />
            {application.data.screening_answers.length > 0 && (
              <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
                <ScreeningAnswers answers={application.data.screening_answers} meetsMustHaves={application.data.meets_must_haves} titleOrder={2} />
              </Paper>
            )}
          </CandidateProfileView>
        )}
      </Stack>
    </Container>
  );
}
