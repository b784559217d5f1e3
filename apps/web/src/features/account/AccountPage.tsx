import { Anchor, Badge, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { fullName, organisationName } from '@mp/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useGroupPath, useRouteGroup } from '../../app/group-context';
import { isTeamAdmin } from '../../app/session/rules';
import { useSessionUser } from '../../app/session/useSession';
import { JobPostBalance } from './JobPostBalance';
import { PasskeysCard, TwoStepCard } from '../second-factor';
import { statusLabel, typeLabel } from './labels';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500} component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/**
 * /{group}/account: My Account. For the company group (document 2): the company's name, the user's name
 * and the job-post balance, with the edit-profile link for the team's admins only.
 */
export function AccountPage() {
  const user = useSessionUser();
  const path = useGroupPath();
  const { group } = useRouteGroup();
  if (!user) return null;
  const name = fullName(user.first_name, user.last_name);
  const company = group === 'company' ? organisationName(user.teamUser?.user ?? user) : null;
  return (
    <Container size="sm" px={0}>
      <Stack gap="lg">
        <Title order={1}>My Account</Title>
        <Paper withBorder p="lg" radius="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            {group === 'company' && <Field label="Company">{company || '—'}</Field>}
            <Field label="Name">{name || '—'}</Field>
            <Field label="Email">{user.email}</Field>
            <Field label="Type">{typeLabel(user.type)}</Field>
            <Field label="Status">
              <Badge color={user.status === 'ACTIVE' ? 'green' : 'yellow'} variant="light">
                {statusLabel(user.status)}
              </Badge>
            </Field>
          </SimpleGrid>
        </Paper>
        {group === 'company' && <JobPostBalance />}
        <TwoStepCard />
        <PasskeysCard />
        <Group gap="lg">
          {group === 'company' && isTeamAdmin(user) && (
            <Anchor component={Link} to={path('edit-profile')}>
              Edit Profile
            </Anchor>
          )}
          <Anchor component={Link} to={path('change-password')}>
            Change password
          </Anchor>
          {group === 'company' && (
            <Anchor component={Link} to={path('notification-settings')}>
              Notification settings
            </Anchor>
          )}
        </Group>
      </Stack>
    </Container>
  );
}
