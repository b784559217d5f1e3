import { Badge, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { countries } from '@mp/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useGroupPath } from '../../../routes/group-context';
import type { FreelancerRecord } from '../onboarding/documents';
import { FormSkeleton, RecordGate } from '../onboarding/RecordGate';

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

const countryName = (code: string | null | undefined) => countries().find((c) => c.code === code)?.name ?? code ?? null;

function Details({ record }: { record: FreelancerRecord }) {
  const name = [record.first_name, record.last_name].filter(Boolean).join(' ');
  const address = [record.address_1, record.address_2, record.city, record.state, record.zip, countryName(record.country)].filter(Boolean).join('\n');
  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="personal-about">
        <Stack gap="md">
          <Title order={2} fz="h4" id="personal-about">
            About you
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            <Detail label="Name">{name}</Detail>
            <Detail label="Pronouns">{record.pronouns}</Detail>
            <Detail label="Latest job title">{record.jobtitle}</Detail>
          </SimpleGrid>
          <Detail label="Role levels">
            {(record.job_levels ?? []).length > 0 && (
              <Group gap="xs" mt={4}>
                {(record.job_levels ?? []).map((l) => (
                  <Badge key={l.id} variant="light">
                    {l.name}
                  </Badge>
                ))}
              </Group>
            )}
          </Detail>
        </Stack>
      </Paper>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="personal-contact">
        <Stack gap="md">
          <Title order={2} fz="h4" id="personal-contact">
            Address and contact
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            <Detail label="Address">{address}</Detail>
            <Detail label="Email">{record.email}</Detail>
            <Detail label="Phone">{record.phone}</Detail>
          </SimpleGrid>
        </Stack>
      </Paper>
    </Stack>
  );
}

/** /freelancer/personal-information: the read-only view of the personal details (inventory E-F8). */
export function PersonalInformationPage() {
  const path = useGroupPath();
  return (
    <Container size="md" px={0}>
      <Stack gap="lg">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={1}>Personal Information</Title>
          <Button component={Link} to={path('edit-personal-information')} variant="light">
            Edit Personal Information
          </Button>
        </Group>
        <RecordGate skeleton={<FormSkeleton fields={4} />}>{(record) => <Details record={record} />}</RecordGate>
      </Stack>
    </Container>
  );
}
