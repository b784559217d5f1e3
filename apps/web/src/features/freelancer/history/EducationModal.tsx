import { Textarea, TextInput } from '@mantine/core';
import { educationSchema, HISTORY_LIMITS } from '@mp/domain';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/forms';
import type { Education } from './documents';
import { modalSchema } from './form-schema';
import { useSaveEducation } from './hooks';
import { HistoryModal } from './HistoryModal';
import { MonthRangeFields } from './MonthRangeFields';

const SCHEMA = modalSchema(educationSchema);

/** Add or edit one education (inventory E-F4): qualification and description required, the school optional. */
export function EducationModal({ education, onClose }: { education: Education | null; onClose: () => void }) {
  const save = useSaveEducation(education !== null);
  const form = useSchemaForm(SCHEMA, {
    school_name: education?.school_name ?? '',
    qualification: education?.qualification ?? '',
    description: education?.description ?? '',
    from: education?.from ?? '',
    to: education?.to ?? '',
    present: education !== null && education.to === null,
  });
  const month = (name: 'from' | 'to') => ({
    value: form.values[name],
    onChange: (value: string) => form.setFieldValue(name, value),
    onBlur: () => form.validateField(name),
    error: form.errors[name],
  });
  const submit = form.onSubmit((input) =>
    save.mutate({ id: education?.id, input }, { onSuccess: onClose, onError: (error) => void showServerFieldErrors(form, error) }),
  );
  return (
    <HistoryModal opened title={education ? 'Edit education' : 'Add education'} saving={save.isPending} onClose={onClose} onSubmit={submit}>
      <TextInput label="School" maxLength={HISTORY_LIMITS.short} {...form.getInputProps('school_name')} />
      <TextInput label="Qualification" withAsterisk maxLength={HISTORY_LIMITS.short} {...form.getInputProps('qualification')} />
      <MonthRangeFields
        from={month('from')}
        to={month('to')}
        present={{ checked: form.values.present, onChange: (checked) => form.setFieldValue('present', checked) }}
        presentLabel="I currently study here (Present)"
      />
      <Textarea label="Description" withAsterisk autosize minRows={4} maxLength={HISTORY_LIMITS.description} {...form.getInputProps('description')} />
    </HistoryModal>
  );
}
