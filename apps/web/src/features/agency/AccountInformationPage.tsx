import { Anchor, Button, Container, Group, Image, Paper, SimpleGrid, Stack, Text, Title, Typography } from '@mantine/core';
import { countries, fullName } from '@mp/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useGroupPath } from '../../app/group-context';
import { AccountGate } from './AccountGate';
import type { AgencyAccount } from './documents';

const countryName = (code: string | null) => (code ? (countries().find((c) => c.code === code)?.name ?? code) : null);

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <div>{children || <Text c="dimmed">Not given</Text>}</div>
    </Stack>
  );
}

function Details({ account }: { account: AgencyAccount }) {
  const address = [account.address_1, account.address_2, account.city, account.state, account.zip, countryName(account.country)]
    .filter(Boolean)
    .join(', ');
  return (
    <Stack gap="lg">
      <Group gap="md" wrap="nowrap">
        {account.avatar ? (
          <Image src={`${account.avatar}?w=160`} alt={`${account.agency_name ?? 'Agency'} logo`} w={80} h={80} fit="contain" radius="md" />
        ) : null}
        <Stack gap={0}>
          <Title order={2} size="h3">
            {account.agency_name}
          </Title>
          <Text c="dimmed">{account.email}</Text>
        </Stack>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Row label="Contact">{fullName(account.first_name, account.last_name)}{account.position ? `, ${account.position}` : ''}</Row>
        <Row label="Address">{address}</Row>
        <Row label="Phone Numbers">{account.agency_phones_display.join(', ')}</Row>
        <Row label="Locations">{account.agency_locations.join(' · ')}</Row>
        <Row label="Email verified">{account.email_verified ? 'Yes' : 'Not yet'}</Row>
      </SimpleGrid>
      <Row label="About us">
        {account.bio ? (
          // Sanitised on save by the server (decision 0050): only the editor's formatting tags remain.
          <Typography>
            <div dangerouslySetInnerHTML={{ __html: account.bio }} />
          </Typography>
        ) : null}
      </Row>
    </Stack>
  );
}

/** /agency/account-information (G-R8): the team account, read-only, for its admins. */
export function AccountInformationPage() {
  const path = useGroupPath();
  return (
    <Container size="md" px={0}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Stack gap={4}>
            <Title order={1}>Account Information</Title>
            <Text c="dimmed">Your agency's account: its address, phones and about us.</Text>
          </Stack>
          <Button component={Link} to={path('edit-account-information')} variant="light">
            Edit Account Information
          </Button>
        </Group>
        <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
          <AccountGate>{(account) => <Details account={account} />}</AccountGate>
        </Paper>
        <Anchor component={Link} to={path('edit-profile')} size="sm">
          Edit your public profile (services, category experience, website)
        </Anchor>
      </Stack>
    </Container>
  );
}
