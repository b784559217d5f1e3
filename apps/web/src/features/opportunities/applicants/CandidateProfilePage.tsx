import { Alert, Anchor, Container, Group, Stack, Title } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { useGroupPath } from '../../../app/group-context';
import { ArrowLeftIcon } from '../../../ui/icons';
import { CandidateProfileView } from './CandidateProfileView';
import { isMissing, useCandidateProfile } from './hooks';
import { backTarget, displayName } from './profile-values';
import { CandidateSkeleton, NotFoundState } from './states';

/**
 * candidate-profile/{id}?back=…: a freelancer as an employer reads them, read-only.
 * The back button returns to `back` (a path of this site), else to the dashboard.
 */
export function CandidateProfilePage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const path = useGroupPath();
  const back = backTarget(search.get('back'));
  const backTo = back ?? path('dashboard');
  const profile = useCandidateProfile(id);
  const missing = isMissing(profile.error);
  usePageTitle(profile.data ? `${displayName(profile.data)}: profile` : missing ? 'Page not found' : undefined);

  if (missing) {
    return (
      <NotFoundState
        what="This freelancer does not exist, or their profile is not available to you."
        backTo={backTo}
        backLabel={back ? 'Go back' : 'Go to dashboard'}
      />
    );
  }
  return (
    <Container size="lg" px={0}>
      <Stack gap="lg">
        <Anchor component={Link} to={backTo} size="sm" w="fit-content">
          <Group gap={4} component="span">
            <ArrowLeftIcon size={16} />
            {back ? 'Back' : 'Back to dashboard'}
          </Group>
        </Anchor>
        {profile.isPending ? (
          <CandidateSkeleton />
        ) : profile.isError ? (
          <Stack gap="md">
            <Title order={1}>Freelancer profile</Title>
            <Alert color="red" role="alert" title="Could not load the profile">
              {profile.error.message}
            </Alert>
          </Stack>
        ) : (
          // The contact audience is the applicant's employer's (decision 0017): a readable email says the viewer is one.
          <CandidateProfileView person={profile.data} contactShared={Boolean(profile.data.email)} />
        )}
      </Stack>
    </Container>
  );
}
