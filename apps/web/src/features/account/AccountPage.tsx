import { Anchor, Badge, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useGroupPath } from '../../routes/group-context';
import { useSessionUser } from '../session/useSession';
import { statusLabel, typeLabel } from './labels';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500} component="div">
        {children}
      </Text>
    </div>
  );
}

/** /{group}/account: My Account (later issues add editing). */
export function AccountPage() {
  const user = useSessionUser();
  const path = useGroupPath();
  if (!user) return null;
  const name = user.name || [user.first_name, user.last_name].filter(Boolean).join(' ');
  return (
    <Container size="sm" px={0}>
      <Stack gap="lg">
        <Title order={1}>My Account</Title>
        <Paper withBorder p="lg" radius="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
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
        <Anchor component={Link} to={path('change-password')}>
          Change password
        </Anchor>
      </Stack>
    </Container>
  );
}
