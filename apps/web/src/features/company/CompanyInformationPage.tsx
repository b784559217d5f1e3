import { Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useGroupPath } from '../../routes/group-context';
import { isTeamAdmin } from '../session/rules';
import { useSessionUser } from '../session/useSession';
import { CompanyProfileView } from './CompanyProfileView';
import type { TeamRecord } from './documents';
import { countryName } from './format';
import { TeamRecordGate } from './TeamRecordGate';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500} component="div" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children || '—'}
      </Text>
    </div>
  );
}

/** The record's address and contact lines, as far as the reader may see them. */
function ContactDetails({ record }: { record: TeamRecord }) {
  const address = [record.address_1, record.address_2, record.city, record.state, record.zip, countryName(record.country)]
    .filter(Boolean)
    .join('\n');
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="company-contact">
      <Stack gap="md">
        <Title order={3} fz="h4" id="company-contact">
          Address and contact
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          <Detail label="Address">{address}</Detail>
          <Detail label="Email">{record.email}</Detail>
          <Detail label="Phone">{record.phone}</Detail>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/** /company/profile: the read-only profile of the active company team (inventory A-R5); editing is for admins. */
export function CompanyInformationPage() {
  const user = useSessionUser();
  const path = useGroupPath();
  const admin = user ? isTeamAdmin(user) : false;
  return (
    <Container size="md" px={0}>
      <Stack gap="lg">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={1}>Company Information</Title>
          {admin && (
            <Button component={Link} to={path('edit-profile')} variant="light">
              Edit Profile
            </Button>
          )}
        </Group>
        <TeamRecordGate teamId={user?.teamUser?.team_id}>
          {(record) => (
            <>
              <CompanyProfileView profile={record} titleOrder={2} />
              <ContactDetails record={record} />
            </>
          )}
        </TeamRecordGate>
      </Stack>
    </Container>
  );
}
