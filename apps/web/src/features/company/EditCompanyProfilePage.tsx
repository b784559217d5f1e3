import { Alert, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useSessionUser } from '../session/useSession';
import { EditCompanyProfileForm } from './EditCompanyProfileForm';
import { useTeamRecord } from './hooks';
import { ProfileSkeleton } from './ProfileSkeleton';

/**
 * /company/edit-profile: the team's admins edit the company (a member never gets here: the route sends
 * them to 404, inventory A-Q14). The owner edits their own account; a guest admin the team account.
 */
export function EditCompanyProfilePage() {
  const user = useSessionUser();
  const teamId = user?.teamUser?.team_id;
  const record = useTeamRecord(teamId);
  const owner = user?.teamOwner === true;
  return (
    <Container size="sm" px={0}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Edit Profile</Title>
          <Text c="dimmed">What freelancers and agencies see of your company, and where we reach you.</Text>
        </Stack>
        <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
          {!teamId ? (
            <Alert color="red" role="alert" title="No company">
              You do not act for a company right now.
            </Alert>
          ) : record.isPending ? (
            <ProfileSkeleton />
          ) : record.error || !record.data ? (
            <Alert color="red" role="alert" title="Could not load the company">
              {record.error?.message ?? 'The company record is not available.'}
            </Alert>
          ) : (
            <EditCompanyProfileForm key={record.data.id} record={record.data} owner={owner} />
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
