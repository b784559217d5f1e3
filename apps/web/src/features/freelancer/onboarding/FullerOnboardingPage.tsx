import { Button, Group, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  ETHNICITIES,
  FREELANCER_LIMITS,
  fullerOnboardingSchema,
  hasFreelancerBasics,
  NOTICE_UNITS,
  RIGHT_TO_WORK,
  START_TIMINGS,
} from '@mp/domain';
import { Navigate } from 'react-router';
import { useSessionUser } from '../../../app/session/useSession';
import { useSchemaForm } from '../../../lib/forms';
import { useGroupPath } from '../../../app/group-context';
import { AuthCard } from '../../../ui/AuthCard';
import type { FreelancerRecord } from './documents';
import { LimitedMultiSelect } from './fields';
import { idsOf, useCompleteDetails, useLanguageOptions, usePositionOptions } from './hooks';
import { RecordGate } from './RecordGate';
import { stepSubmit, useStepSave, type StepSave } from './step-save';

const ETHNICITY_OPTIONS = ETHNICITIES.map((e) => ({ value: e, label: e }));

/** The fuller onboarding's required answers are all given (the page is for while they are not). */
export const hasFullerDetails = (r: FreelancerRecord) =>
  Boolean(r.notice_period && r.notice_period_unit && r.right_to_work && r.start_timing);

function DetailsForm({ record, step }: { record: FreelancerRecord; step: StepSave }) {
  const complete = useCompleteDetails();
  const languages = useLanguageOptions();
  const positions = usePositionOptions(record);
  const form = useSchemaForm(fullerOnboardingSchema, {
    languages: idsOf(record.languages),
    notice_period: record.notice_period ? Number(record.notice_period) : ('' as number | string),
    notice_period_unit: record.notice_period_unit ?? null,
    right_to_work: record.right_to_work ?? null,
    start_date: record.start_timing ?? null,
    ethnicity: record.ethnicity ?? null,
    referee_1: record.referee_1 ?? '',
    referee_2: record.referee_2 ?? '',
    positions: idsOf(record.positions),
  });
  const submit = form.onSubmit(stepSubmit(form, complete.mutate, step));
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        <LimitedMultiSelect form={form} path="languages" limit={FREELANCER_LIMITS.languages} label="Languages" data={languages.data ?? []} disabled={languages.isPending} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <NumberInput
            label="Notice period"
            withAsterisk
            min={FREELANCER_LIMITS.noticeMin}
            max={FREELANCER_LIMITS.noticeMax}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('notice_period')}
          />
          <Select label="Notice period unit" withAsterisk data={NOTICE_UNITS.options} {...form.getInputProps('notice_period_unit')} />
        </SimpleGrid>
        <Select label="Right to work" withAsterisk data={RIGHT_TO_WORK.options} {...form.getInputProps('right_to_work')} />
        <Select label="When can you start?" withAsterisk data={START_TIMINGS.options} {...form.getInputProps('start_date')} />
        <Select label="Ethnicity" data={ETHNICITY_OPTIONS} clearable searchable {...form.getInputProps('ethnicity')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label="Reference 1" {...form.getInputProps('referee_1')} />
          <TextInput label="Reference 2" {...form.getInputProps('referee_2')} />
        </SimpleGrid>
        <LimitedMultiSelect
          form={form}
          path="positions"
          limit={FREELANCER_LIMITS.positions}
          label="Positions you are looking for"
          data={positions.data ?? []}
          disabled={positions.isPending}
          nothingFoundMessage="No positions for your discipline and role levels"
        />
        <Group justify="flex-end">
          <Button type="submit" loading={complete.isPending} w={{ base: '100%', sm: 'auto' }}>
            Save and continue
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * /freelancer/complete-profile: the fuller onboarding, reachable while its required answers
 * are missing (E-Q2); after the save, to edit-profile (E-X1).
 */
export function FullerOnboardingPage() {
  const user = useSessionUser();
  const path = useGroupPath();
  const { saved, step } = useStepSave('edit-profile');
  // Sign-up step 3 (complete-profile/2) comes first: sign-up lands here, and goes on there.
  if (user && !saved.current && !hasFreelancerBasics(user)) return <Navigate to={path('complete-profile/2')} replace />;
  return (
    <AuthCard title="Complete your profile" subtitle="A few more details employers ask about." width={720}>
      <RecordGate>
        {(record) =>
          !saved.current && hasFullerDetails(record) ? (
            <Navigate to={path('dashboard')} replace />
          ) : (
            <DetailsForm record={record} step={step} />
          )
        }
      </RecordGate>
    </AuthCard>
  );
}
