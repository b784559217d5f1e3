import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useSessionUser } from '../../app/session/useSession';
import { EditCompanyProfileForm } from './EditCompanyProfileForm';
import { TeamRecordGate } from './TeamRecordGate';

/**
 * /company/edit-profile: the team's admins edit the company (a member never gets here: the route sends
 * them to 404). The owner edits their own account; a guest admin the team account.
 */
export function EditCompanyProfilePage() {
  const user = useSessionUser();
  const teamId = user?.teamUser?.team_id;
  const owner = user?.teamOwner === true;
  return (
    <Container size="sm" px={0}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Edit Profile</Title>
          <Text c="dimmed">What freelancers and agencies see of your company, and where we reach you.</Text>
        </Stack>
        <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
          <TeamRecordGate teamId={teamId}>
            {(record) => <EditCompanyProfileForm key={record.id} record={record} owner={owner} />}
          </TeamRecordGate>
        </Paper>
      </Stack>
    </Container>
  );
}
