import { Container, Stack, Text, Title } from '@mantine/core';
import { useGroupPath } from '../../routes/group-context';
import { useSessionUser } from '../session/useSession';
import { InactiveNotice } from './InactiveNotice';

/** /{group}/dashboard: the inactive notice until approval, then a welcome that later issues fill. */
export function DashboardPage() {
  const user = useSessionUser();
  const path = useGroupPath();
  if (!user) return null;
  const profileLink = user.isProfileComplete.complete ? path('account') : path('complete-profile');
  return (
    <Container size="md" px={0}>
      <Stack gap="lg">
        <Title order={1}>Dashboard</Title>
        {user.status === 'INACTIVE' ? (
          <InactiveNotice profileLink={profileLink} />
        ) : (
          <Text size="lg">Welcome{user.first_name ? `, ${user.first_name}` : ''}!</Text>
        )}
      </Stack>
    </Container>
  );
}
