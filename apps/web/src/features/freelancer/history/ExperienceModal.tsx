import { Textarea, TextInput } from '@mantine/core';
import { experienceSchema, HISTORY_LIMITS } from '@mp/domain';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/forms';
import type { Experience } from './documents';
import { modalSchema } from './form-schema';
import { useSaveExperience } from './hooks';
import { HistoryModal } from './HistoryModal';
import { MonthRangeFields } from './MonthRangeFields';

const SCHEMA = modalSchema(experienceSchema);

/** Add or edit one experience (inventory E-F4): title, employer and description required; from and to. */
export function ExperienceModal({ experience, onClose }: { experience: Experience | null; onClose: () => void }) {
  const save = useSaveExperience(experience !== null);
  const form = useSchemaForm(SCHEMA, {
    title: experience?.title ?? '',
    company: experience?.company ?? '',
    description: experience?.description ?? '',
    from: experience?.from ?? '',
    to: experience?.to ?? '',
    present: experience !== null && experience.to === null,
  });
  const month = (name: 'from' | 'to') => ({
    value: form.values[name],
    onChange: (value: string) => form.setFieldValue(name, value),
    onBlur: () => form.validateField(name),
    error: form.errors[name],
  });
  const submit = form.onSubmit((input) =>
    save.mutate({ id: experience?.id, input }, { onSuccess: onClose, onError: (error) => void showServerFieldErrors(form, error) }),
  );
  return (
    <HistoryModal opened title={experience ? 'Edit experience' : 'Add experience'} saving={save.isPending} onClose={onClose} onSubmit={submit}>
      <TextInput label="Title" withAsterisk maxLength={HISTORY_LIMITS.short} {...form.getInputProps('title')} />
      <TextInput label="Employer" withAsterisk maxLength={HISTORY_LIMITS.short} {...form.getInputProps('company')} />
      <MonthRangeFields
        from={month('from')}
        to={month('to')}
        present={{ checked: form.values.present, onChange: (checked) => form.setFieldValue('present', checked) }}
        presentLabel="I currently work here (Present)"
      />
      <Textarea label="Description" withAsterisk autosize minRows={4} maxLength={HISTORY_LIMITS.description} {...form.getInputProps('description')} />
    </HistoryModal>
  );
}
