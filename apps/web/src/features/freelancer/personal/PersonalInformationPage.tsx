import { Badge, Button, Container, Group, Stack, Title } from '@mantine/core';
import { fullName } from '@mp/domain';
import { Link } from 'react-router';
import { useGroupPath } from '../../../app/group-context';
import { ContactDetails, Detail, DetailsGrid, DetailsSection } from '../../../ui/Details';
import type { FreelancerRecord } from '../onboarding/documents';
import { FormSkeleton, RecordGate } from '../onboarding/RecordGate';

function Details({ record }: { record: FreelancerRecord }) {
  const name = fullName(record.first_name, record.last_name);
  return (
    <Stack gap="lg">
      <DetailsSection id="personal-about" title="About you" order={2}>
        <DetailsGrid>
          <Detail label="Name">{name}</Detail>
          <Detail label="Pronouns">{record.pronouns}</Detail>
          <Detail label="Latest job title">{record.jobtitle}</Detail>
        </DetailsGrid>
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
      </DetailsSection>
      <ContactDetails id="personal-contact" order={2} record={record} />
    </Stack>
  );
}

/** /freelancer/personal-information: the read-only view of the personal details. */
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
