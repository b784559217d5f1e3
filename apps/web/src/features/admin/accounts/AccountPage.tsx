import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../ui/PageTitle';
import { QueryState } from '../ui/QueryState';
import { formatDate } from '../ui/format';
import { AccountActions } from './AccountActions';
import type { AdminUser } from './documents';
import { displayName, StatusBadge, TYPE_LABEL } from './labels';
import { PhoneValue } from './PhoneValue';
import { ConsoleVerificationCard } from '../../company-verification';
import { TrustedPosterCard } from '../post-reviews/TrustedPosterCard';
import { TeamCredits } from './TeamCredits';
import { useAdminUser } from './useAccounts';

/** /admin/accounts/:id: the profile and the administrator's actions on it. */
export function AccountPage() {
  const { id = '' } = useParams();
  const user = useAdminUser(id);
  return (
    <>
      <Anchor component={Link} to="/admin/accounts" size="sm">
        ← All accounts
      </Anchor>
      <QueryState query={user}>
        {user.data ? <AccountDetails user={user.data} /> : <Text mt="md">This account does not exist.</Text>}
      </QueryState>
    </>
  );
}

function AccountDetails({ user }: { user: AdminUser }) {
  const address = [user.address_1, user.address_2, user.city, user.state, user.zip, user.country].filter(Boolean).join(', ');
  const fields: [string, ReactNode][] = [
    ['Email', user.email],
    ['Type', TYPE_LABEL[user.type]],
    ['First name', user.first_name],
    ['Last name', user.last_name],
    ['Pronouns', user.pronouns],
    ['Company', user.company],
    ['Agency', user.agency_name],
    ['Position', user.position ?? user.jobtitle],
    ['Phone', <PhoneValue stored={user.phone} />],
    ['Other phone', <PhoneValue stored={user.phone_secondary} />],
    ['Address', address],
    ['Website', user.website],
    ['Created', formatDate(user.created_at)],
  ];
  return (
    <Stack gap="md" mt="sm">
      <PageTitle title={displayName(user)}>
        <StatusBadge status={user.status} />
        {user.vetted && (
          <Badge color="teal" variant="filled">
            Vetted
          </Badge>
        )}
      </PageTitle>
      <AccountActions user={user} />
      <Card withBorder radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="dl" m={0}>
          {fields.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="xs" c="dimmed" tt="uppercase">
                {label}
              </Text>
              <Text component="dd" m={0}>
                {value || '—'}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        {user.bio && (
          <Group mt="md" gap={4} align="flex-start">
            <Text size="xs" c="dimmed" tt="uppercase" w="100%">
              Bio
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{user.bio}</Text>
          </Group>
        )}
      </Card>
      {user.type === 'COMPANY' && <ConsoleVerificationCard userId={user.id} />}
      {user.type === 'COMPANY' && <TrustedPosterCard teamId={user.id} trusted={user.trusted_poster ?? false} />}
      {user.type === 'COMPANY' && <TeamCredits teamId={user.id} />}
    </Stack>
  );
}
