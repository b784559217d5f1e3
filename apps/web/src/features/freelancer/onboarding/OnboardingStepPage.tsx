import { Button, Select, Stack, Textarea, TextInput } from '@mantine/core';
import {
  BIO_MAX,
  FREELANCER_LIMITS,
  FREELANCER_MSG,
  freelancerOnboardingSchema,
  hasFreelancerBasics,
  HEAR_US_OPTIONS,
  HEAR_US_WITH_DETAIL,
  PAYROLL_STATUSES,
  WORK_LOCATIONS,
} from '@mp/domain';
import { useRef } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/forms';
import { useGroupPath } from '../../../routes/group-context';
import { AuthCard } from '../../../ui/AuthCard';
import { StepCounter } from '../../../ui/StepCounter';
import { useSessionUser } from '../../session/useSession';
import type { FreelancerRecord } from './documents';
import { LimitedMultiSelect } from './fields';
import { idsOf, useCompleteOnboarding, useJobLevelOptions } from './hooks';
import { PhotoField } from './PhotoField';
import { RecordGate } from './RecordGate';

function OnboardingForm({ record, onSaving, onDone }: { record: FreelancerRecord; onSaving: (on: boolean) => void; onDone: () => void }) {
  const complete = useCompleteOnboarding();
  const levels = useJobLevelOptions();
  const form = useSchemaForm(freelancerOnboardingSchema, {
    avatar: record.avatar ?? '',
    bio: record.bio ?? '',
    job_levels: idsOf(record.job_levels),
    location: record.location ?? null,
    payroll_status: record.payroll_status ?? null,
    hear_us: record.hear_us ?? null,
    hear_us_additional: record.hear_us_additional ?? '',
  });
  const submit = form.onSubmit((values) => {
    onSaving(true);
    complete.mutate(values, {
      onSuccess: onDone,
      onError: (error) => {
        onSaving(false);
        showServerFieldErrors(form, error);
      },
    });
  });
  const askDetail = form.values.hear_us !== null && HEAR_US_WITH_DETAIL.includes(form.values.hear_us);
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        <PhotoField value={form.values.avatar} onChange={(url) => form.setFieldValue('avatar', url)} error={form.errors.avatar} />
        <Textarea
          label="Bio"
          withAsterisk
          autosize
          minRows={4}
          maxRows={10}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          description={`${form.values.bio.length}/${BIO_MAX} characters`}
          {...form.getInputProps('bio')}
        />
        <LimitedMultiSelect
          form={form}
          path="job_levels"
          limit={FREELANCER_LIMITS.onboardingLevels}
          label="Role levels you are looking for"
          data={levels.data ?? []}
          disabled={levels.isPending}
        />
        <Select label="Preferred work location" withAsterisk data={WORK_LOCATIONS.options} {...form.getInputProps('location')} />
        <Select label="Payroll status" withAsterisk data={PAYROLL_STATUSES.options} {...form.getInputProps('payroll_status')} />
        <Select label="How did you hear about us?" withAsterisk data={HEAR_US_OPTIONS.options} {...form.getInputProps('hear_us')} />
        {askDetail && (
          <TextInput
            label={form.values.hear_us === 'recommendation' ? 'Who recommended us?' : 'Where did you hear about us?'}
            {...form.getInputProps('hear_us_additional')}
          />
        )}
        <Button type="submit" loading={complete.isPending} fullWidth>
          Complete Profile
        </Button>
      </Stack>
    </form>
  );
}

/**
 * /freelancer/complete-profile/2: "You're signed up", step 3 of 3 (inventory E-F1). Once the freelancer has a
 * bio and a photo it goes to the dashboard (the dashboard sends them here while either is missing: no loop);
 * after the save, to manage-cv (inventory E-Q3).
 */
export function OnboardingStepPage() {
  const user = useSessionUser();
  const path = useGroupPath();
  const navigate = useNavigate();
  const saved = useRef(false);
  if (!user) return null;
  if (!saved.current && hasFreelancerBasics(user)) return <Navigate to={path('dashboard')} replace />;
  // Set before the save: the saved record re-renders this page (no longer "missing") before the answer's handler runs.
  const saving = (on: boolean) => void (saved.current = on);
  const onDone = () => navigate(path('manage-cv'), { replace: true });
  return (
    <AuthCard title={FREELANCER_MSG.signedUp} subtitle="Complete your profile so employers can get to know you." header={<StepCounter step={3} />} width={640}>
      <RecordGate>{(record) => <OnboardingForm record={record} onSaving={saving} onDone={onDone} />}</RecordGate>
    </AuthCard>
  );
}
