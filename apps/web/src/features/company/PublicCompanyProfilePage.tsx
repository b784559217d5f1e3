import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { MSG } from '@mp/domain';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../lib/api-error';
import { usePageTitle } from '../../lib/page-title';
import { useGroupPath } from '../../app/group-context';
import { CompanyProfileView } from './CompanyProfileView';
import { usePublicCompanyProfile } from './hooks';
import { ProfileSkeleton } from './ProfileSkeleton';

/** No approved company answers to this id (the server does not say which part failed). */
function CompanyNotFound() {
  const path = useGroupPath();
  return (
    <Stack align="center" py={80} gap="md" ta="center">
      <Text fz={64} fw={900} c="dimmed" lh={1}>
        404
      </Text>
      <Title order={1}>{MSG.notFound}</Title>
      <Text c="dimmed">This company does not exist, or its profile is not available.</Text>
      <Button component={Link} to={path('dashboard')}>
        Go to dashboard
      </Button>
    </Stack>
  );
}

/** /freelancer/company-profile/{id} and /agency/company-profile/{id}: the employer as they see it. */
export function PublicCompanyProfilePage() {
  const { id = '' } = useParams();
  const profile = usePublicCompanyProfile(id);
  const missing = isApiError(profile.error, 'NOT_FOUND') || isApiError(profile.error, 'BAD_USER_INPUT');
  usePageTitle(profile.data?.company ? `${profile.data.company}: company profile` : missing ? 'Page not found' : undefined);

  if (missing) return <CompanyNotFound />;
  return (
    <Container size="md" px={0}>
      {profile.isPending ? (
        <ProfileSkeleton />
      ) : profile.error ? (
        <Stack gap="md">
          <Title order={1}>Company profile</Title>
          <Alert color="red" role="alert" title="Could not load the company">
            {profile.error.message}
          </Alert>
        </Stack>
      ) : (
        <CompanyProfileView profile={profile.data} />
      )}
    </Container>
  );
}
