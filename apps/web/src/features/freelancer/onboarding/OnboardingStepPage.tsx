import { Button, Select, Stack, TextInput } from '@mantine/core';
import {
  BIO_MAX,
  FREELANCER_LIMITS,
  FREELANCER_MSG,
  freelancerOnboardingSchema,
  hasFreelancerBasics,
  HEAR_US_OPTIONS,
  HEAR_US_WITH_DETAIL,
  PAYROLL_STATUSES,
  UPLOAD_MSG,
  WORK_LOCATIONS,
} from '@mp/domain';
import { Navigate } from 'react-router';
import { useSchemaForm } from '../../../lib/forms';
import { useGroupPath } from '../../../app/group-context';
import { AuthCard } from '../../../ui/AuthCard';
import { CountedTextarea } from '../../../ui/CountedTextarea';
import { ImageUploadField } from '../../../ui/ImageUploadField';
import { uploadImage } from '../../../app/upload';
import { StepCounter } from '../../../ui/StepCounter';
import { useSessionUser } from '../../../app/session/useSession';
import type { FreelancerRecord } from './documents';
import { LimitedMultiSelect } from './fields';
import { idsOf, useCompleteOnboarding, useJobLevelOptions } from './hooks';
import { RecordGate } from './RecordGate';
import { stepSubmit, useStepSave, type StepSave } from './step-save';

// Any file that is not a JPEG or PNG gets the one message.
const PHOTO_MESSAGES = { notImage: UPLOAD_MSG.invalidImage, wrongType: UPLOAD_MSG.invalidImage };

function OnboardingForm({ record, step }: { record: FreelancerRecord; step: StepSave }) {
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
  const submit = form.onSubmit(stepSubmit(form, complete.mutate, step));
  const askDetail = form.values.hear_us !== null && HEAR_US_WITH_DETAIL.includes(form.values.hear_us);
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        <ImageUploadField
          label="Photo"
          purpose="photo"
          noun="photo"
          messages={PHOTO_MESSAGES}
          fit="cover"
          placeholder="person"
          value={form.values.avatar}
          onChange={(url) => form.setFieldValue('avatar', url)}
          error={form.errors.avatar}
          upload={uploadImage}
        />
        <CountedTextarea label="Bio" withAsterisk minRows={4} maxRows={10} max={BIO_MAX} {...form.getInputProps('bio')} />
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
 * /freelancer/complete-profile/2: "You're signed up", step 3 of 3. Once the freelancer has a
 * bio and a photo it goes to the dashboard (the dashboard sends them here while either is missing: no loop);
 * after the save, to manage-cv.
 */
export function OnboardingStepPage() {
  const user = useSessionUser();
  const path = useGroupPath();
  const { saved, step } = useStepSave('manage-cv');
  if (!user) return null;
  if (!saved.current && hasFreelancerBasics(user)) return <Navigate to={path('dashboard')} replace />;
  return (
    <AuthCard title={FREELANCER_MSG.signedUp} subtitle="Complete your profile so employers can get to know you." header={<StepCounter step={3} />} width={640}>
      <RecordGate>{(record) => <OnboardingForm record={record} step={step} />}</RecordGate>
    </AuthCard>
  );
}
