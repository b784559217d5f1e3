import { Select, TextInput } from '@mantine/core';
import { opportunityFormSchema, PROJECT_DURATIONS } from '@mp/domain';
import { useSchemaForm } from '../../../lib/forms';
import { RichTextField } from '../../../ui/RichTextField';
import { LocationField } from '../../places';
import { SCREENING_TEXT, ScreeningQuestionsEditor, useScreeningDraft } from '../../screening';
import { ChoiceListField } from '../../../ui/ChoiceListField';
import { LIST_FAILED, useGenresByDiscipline, useServices } from '../../reference';
import { CompensationFields } from './CompensationFields';
import { DatePostedField, FollowUpField, StatusField, TeamUserField } from './fields';
import type { ProjectValues } from './form-values';
import type { JobFormProps } from './JobForm';
import { FormSection, PostingFormShell } from './PostingFormShell';
import { usePostingForm } from './usePostingSubmit';

const DURATION_OPTIONS = PROJECT_DURATIONS.map((d) => ({ value: String(d.value), label: d.label }));

/** Post New Agency Project and its edit form (B-F3, B-F4). */
export function ProjectForm({ initial, edit, credit, onInsufficient, teamUsers, screening }: Omit<JobFormProps, 'initial'> & { initial: ProjectValues }) {
  const form = useSchemaForm(opportunityFormSchema('PROJECT', edit ? 'edit' : 'create'), initial);
  const questions = useScreeningDraft(screening?.stored, screening?.resume);
  const { posting, shell } = usePostingForm(form, {
    target: 'PROJECT', id: edit?.id, storedActive: edit?.storedActive, onInsufficient, screening: questions.step,
  });
  const genres = useGenresByDiscipline();
  const services = useServices();
  const bind = form.getInputProps;

  return (
    <PostingFormShell {...shell} credit={credit}>
      <FormSection title="The project">
        <StatusField value={form.values.is_active} onChange={(active) => form.setFieldValue('is_active', active)} />
        <TextInput label="Project Title" withAsterisk {...bind('title')} />
        <DatePostedField bind={bind} value={form.values.job_number} />
        <ChoiceListField
          label="Category Experience"
          required
          options={genres.data}
          loading={genres.isFetching}
          failed={genres.isError ? LIST_FAILED.genres : null}
          value={form.values.genres}
          onChange={(value) => form.setFieldValue('genres', value)}
          onBlur={() => form.validateField('genres')}
          error={form.errors.genres}
        />
        <LocationField
          label="Project Location"
          value={form.values.location_place}
          onChange={(place) => form.setFieldValue('location_place', place)}
          error={form.errors.location_place ?? form.errors.location}
        />
        <RichTextField
          label="Project Description"
          toolbar="basic"
          required
          value={form.values.description}
          onChange={(html) => form.setFieldValue('description', html)}
          error={posting.submitted ? form.errors.description : undefined}
        />
        <Select
          label="Project Duration"
          data={DURATION_OPTIONS}
          clearable
          w={{ base: '100%', xs: 240 }}
          value={form.values.duration === null ? null : String(form.values.duration)}
          onChange={(v) => form.setFieldValue('duration', v ? Number(v) : null)}
          error={form.errors.duration}
        />
        <ChoiceListField
          label="Services Required"
          required
          options={services.data}
          loading={services.isFetching}
          failed={services.isError ? LIST_FAILED.services : null}
          value={form.values.services}
          onChange={(value) => form.setFieldValue('services', value)}
          onBlur={() => form.validateField('services')}
          error={form.errors.services}
        />
      </FormSection>
      <FormSection title="Budget">
        <CompensationFields target="PROJECT" bind={bind} />
      </FormSection>
      <FormSection title="Applications">
        <FollowUpField bind={bind} />
        {teamUsers ? <TeamUserField bind={bind} options={teamUsers.options} failed={teamUsers.failed} /> : null}
      </FormSection>
      <FormSection title={SCREENING_TEXT.section}>
        <ScreeningQuestionsEditor screening={questions} editing={Boolean(edit)} />
      </FormSection>
    </PostingFormShell>
  );
}
