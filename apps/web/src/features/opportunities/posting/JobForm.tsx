import { Group, Radio, TextInput } from '@mantine/core';
import { LOCATION_TYPE_LABELS, LOCATION_TYPES } from '@mp/domain';
import { RichTextField } from '../../../ui/RichTextField';
import { LocationField } from '../../places';
import { SCREENING_TEXT, ScreeningQuestionsEditor, useScreeningDraft, type PostScreening, type ScreeningDraft } from '../../screening';
import { AgencyAdFields } from './AgencyAdFields';
import { CompensationFields } from './CompensationFields';
import { DatePostedField, FollowUpField, StatusField, TeamUserField, type TeamUserOption } from './fields';
import type { JobValues } from './form-values';
import { JobRequirementsFields } from './JobRequirementsFields';
import { DisciplineFields, LevelFields, RoleTypeFields } from './JobRoleFields';
import { FormSection, PostingFormShell, type CreditState } from './PostingFormShell';
import { useJobForm } from './useJobForm';
import { usePostingForm } from './usePostingSubmit';

export interface JobFormProps {
  initial: JobValues;
  /** Editing: the post's id and its stored Published flag. */
  edit?: { id: string; storedActive: boolean };
  /** Creating: the balance gate. */
  credit?: CreditState;
  onInsufficient?: () => void;
  teamUsers?: { options: TeamUserOption[]; failed: boolean };
  /** The post's screening questions (editing), or a draft to resume (a post saved without its questions). */
  screening?: { stored?: PostScreening | null; resume?: ScreeningDraft };
}

/** Post New Job Opportunity and Edit Job Opportunity (B-F1, B-F2): every field in the spec's order. */
export function JobForm({ initial, edit, credit, onInsufficient, teamUsers, screening }: JobFormProps) {
  const form = useJobForm(edit ? 'edit' : 'create', initial);
  const questions = useScreeningDraft(screening?.stored, screening?.resume);
  const { posting, shell } = usePostingForm(form, {
    target: 'JOB', id: edit?.id, storedActive: edit?.storedActive, onInsufficient, screening: questions.step,
  });
  const bind = form.getInputProps;

  return (
    <PostingFormShell {...shell} credit={credit}>
      <FormSection title="The role">
        <StatusField value={form.values.is_active} onChange={(active) => form.setFieldValue('is_active', active)} />
        <TextInput label="Job Title" withAsterisk {...bind('title')} />
        <DatePostedField bind={bind} value={form.values.job_number} />
        <DisciplineFields form={form} />
        <LocationField
          label="Job Location"
          value={form.values.location_place}
          onChange={(place) => form.setFieldValue('location_place', place)}
          error={form.errors.location_place ?? form.errors.location}
        />
        <Radio.Group label="How do you work?" withAsterisk {...bind('location_type')}>
          <Group mt={6} gap="lg">
            {LOCATION_TYPES.map((type) => (
              <Radio key={type} value={type} label={LOCATION_TYPE_LABELS[type]} />
            ))}
          </Group>
        </Radio.Group>
        <RichTextField
          label="Job Description"
          toolbar="basic"
          required
          value={form.values.description}
          onChange={(html) => form.setFieldValue('description', html)}
          error={posting.submitted ? form.errors.description : undefined}
        />
      </FormSection>
      <FormSection title="Type and experience">
        <RoleTypeFields form={form} />
        <LevelFields form={form} />
        <JobRequirementsFields form={form} />
      </FormSection>
      <FormSection title="Compensation">
        <CompensationFields target="JOB" bind={bind} unit={form.values.compensation_unit} />
      </FormSection>
      <FormSection title="Employment agency">
        <AgencyAdFields bind={bind} placed={form.values.placed_by_agency} payShown={form.values.is_compensation_displayed} />
      </FormSection>
      <FormSection title="Applications">
        <FollowUpField bind={bind} />
        <TextInput label="Link to ATS" type="url" placeholder="https://" inputMode="url" {...bind('application_link')} />
        {teamUsers ? <TeamUserField bind={bind} options={teamUsers.options} failed={teamUsers.failed} /> : null}
      </FormSection>
      <FormSection title={SCREENING_TEXT.section}>
        <ScreeningQuestionsEditor screening={questions} editing={Boolean(edit)} />
      </FormSection>
    </PostingFormShell>
  );
}
