import { Button, Container, Group, PasswordInput, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { DEFAULT_COUNTRY, FREELANCER_LIMITS, personalInformationSchema } from '@mp/domain';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/forms';
import { useGroupPath } from '../../../routes/group-context';
import { COUNTRY_OPTIONS, PRONOUN_OPTIONS } from '../../auth/options';
import type { FreelancerRecord } from '../onboarding/documents';
import { LimitedMultiSelect } from '../onboarding/fields';
import { idsOf, useJobLevelOptions, useUpdatePersonalInformation } from '../onboarding/hooks';
import { RecordGate } from '../onboarding/RecordGate';

// The shared rules plus the current password, which the server asks for when the sign-in email changes.
const formSchema = personalInformationSchema.extend({ current_password: z.string().optional() });

function PersonalForm({ record }: { record: FreelancerRecord }) {
  const path = useGroupPath();
  const navigate = useNavigate();
  const save = useUpdatePersonalInformation();
  const levels = useJobLevelOptions();
  const form = useSchemaForm(formSchema, {
    first_name: record.first_name ?? '',
    last_name: record.last_name ?? '',
    email: record.email ?? '',
    phone: record.phone ?? '',
    address_1: record.address_1 ?? '',
    address_2: record.address_2 ?? '',
    city: record.city ?? '',
    state: record.state ?? '',
    country: record.country ?? DEFAULT_COUNTRY,
    zip: record.zip ?? '',
    jobtitle: record.jobtitle ?? '',
    pronouns: record.pronouns ?? null,
    job_levels: idsOf(record.job_levels),
    current_password: '',
  });
  const emailChanged = form.values.email.trim().toLowerCase() !== (record.email ?? '').toLowerCase();
  const submit = form.onSubmit(({ current_password, ...values }) =>
    save.mutate(
      { ...values, ...(emailChanged ? { current_password } : {}) },
      {
        onSuccess: () => navigate(path('personal-information')),
        onError: (error) => showServerFieldErrors(form, error),
      },
    ),
  );
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="First name" withAsterisk autoComplete="given-name" {...form.getInputProps('first_name')} />
          <TextInput label="Last name" withAsterisk autoComplete="family-name" {...form.getInputProps('last_name')} />
          <Select label="Pronouns" data={PRONOUN_OPTIONS} clearable {...form.getInputProps('pronouns')} />
          <TextInput label="Latest job title" withAsterisk autoComplete="organization-title" {...form.getInputProps('jobtitle')} />
        </SimpleGrid>
        <LimitedMultiSelect
          form={form}
          path="job_levels"
          limit={FREELANCER_LIMITS.editLevels}
          label="Role levels you are looking for"
          data={levels.data ?? []}
          disabled={levels.isPending}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Address line 1" withAsterisk autoComplete="address-line1" {...form.getInputProps('address_1')} />
          <TextInput label="Address line 2" autoComplete="address-line2" {...form.getInputProps('address_2')} />
          <TextInput label="City" withAsterisk autoComplete="address-level2" {...form.getInputProps('city')} />
          <TextInput label="County" withAsterisk autoComplete="address-level1" {...form.getInputProps('state')} />
          <TextInput label="Postcode / zip code" withAsterisk autoComplete="postal-code" {...form.getInputProps('zip')} />
          <Select label="Country" withAsterisk data={COUNTRY_OPTIONS} searchable allowDeselect={false} {...form.getInputProps('country')} />
          <TextInput label="Email" withAsterisk type="email" autoComplete="email" {...form.getInputProps('email')} />
          <TextInput label="Phone" withAsterisk type="tel" autoComplete="tel" placeholder="00 0000 000 00" {...form.getInputProps('phone')} />
        </SimpleGrid>
        {emailChanged && (
          <PasswordInput
            label="Current Password"
            description="You sign in with this email: enter your password to change it."
            autoComplete="current-password"
            {...form.getInputProps('current_password')}
          />
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} w={{ base: '100%', sm: 'auto' }}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /freelancer/edit-personal-information (inventory E-F3): 'Profile updated successfully!', then the view. */
export function EditPersonalInformationPage() {
  return (
    <Container size="md" px={0}>
      <Stack gap="lg">
        <Title order={1}>Edit Personal Information</Title>
        <RecordGate>{(record) => <PersonalForm record={record} />}</RecordGate>
      </Stack>
    </Container>
  );
}
