import { Button, Container, Group, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { FREELANCER_LIMITS, personalInformationSchema } from '@mp/domain';
import { useNavigate } from 'react-router';
import { z } from '@mp/domain';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/forms';
import { useGroupPath } from '../../../app/group-context';
import { AddressFields, addressValues, EmailChangePassword, PhoneField } from '../../../ui/AddressFields';
import { PRONOUN_OPTIONS } from '../../../ui/select-options';
import type { FreelancerRecord } from '../onboarding/documents';
import { LimitedMultiSelect } from '../onboarding/fields';
import { idsOf, useJobLevelOptions, useUpdatePersonalInformation } from '../onboarding/hooks';
import { RecordGate } from '../onboarding/RecordGate';
import { phoneForForm } from '@mp/domain/phone';
import { useStepUp } from '../../second-factor';

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
    // As the person would type it: read back in the profile's country on saving (decision 0042).
    phone: record.phone ? phoneForForm(record.phone, record.country) : '',
    ...addressValues(record),
    jobtitle: record.jobtitle ?? '',
    pronouns: record.pronouns ?? null,
    job_levels: idsOf(record.job_levels),
    current_password: '',
  });
  const emailChanged = form.values.email.trim().toLowerCase() !== (record.email ?? '').toLowerCase();
  // A new email with a second factor needs a code proved in the last minutes (decision 0064): asked, then sent again.
  const stepUp = useStepUp();
  const run = (input: Parameters<typeof save.mutate>[0]) =>
    save.mutate(input, {
      onSuccess: () => navigate(path('personal-information')),
      onError: (error) => {
        if (!stepUp.guard(() => run(input))(error)) showServerFieldErrors(form, error);
      },
    });
  const submit = form.onSubmit(({ current_password, ...values }) => run({ ...values, ...(emailChanged ? { current_password } : {}) }));
  return (
    <form noValidate onSubmit={submit}>
      {stepUp.dialog}
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
        <AddressFields
          inputProps={form.getInputProps}
          labels={{ line1: 'Address line 1', line2: 'Address line 2', zip: 'Postcode / zip code' }}
          layout="grid"
        >
          <TextInput label="Email" withAsterisk type="email" autoComplete="email" {...form.getInputProps('email')} />
          <PhoneField {...form.getInputProps('phone')} />
        </AddressFields>
        {emailChanged && <EmailChangePassword {...form.getInputProps('current_password')} />}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} w={{ base: '100%', sm: 'auto' }}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /freelancer/edit-personal-information: 'Profile updated successfully!', then the view. */
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
