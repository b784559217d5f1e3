import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useGroupPath } from '../../app/group-context';
import { ContactDetails } from '../../ui/Details';
import { CompanyPageSettingsCard } from '../companies';
import { VerifyCompanyCard } from '../company-verification';
import { isTeamAdmin } from '../../app/session/rules';
import { useSessionUser } from '../../app/session/useSession';
import { CompanyProfileView } from './CompanyProfileView';
import { HiddenNotice } from '../reports';
import { TeamRecordGate } from './TeamRecordGate';

/** /company/profile: the read-only profile of the active company team; editing is for admins. */
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
              <ContactDetails id="company-contact" order={3} record={record} />
              {user?.teamUser?.team_id && <HiddenNotice kind="COMPANY_PAGE" itemId={String(user.teamUser.team_id)} />}
              <CompanyPageSettingsCard />
              <VerifyCompanyCard admin={admin} />
            </>
          )}
        </TeamRecordGate>
      </Stack>
    </Container>
  );
}
