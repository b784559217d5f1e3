import { Button, Checkbox, Group, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReferenceKind } from '@mp/domain';
import { showServerFieldErrors } from '../../../lib/forms';
import { toastActionError } from '../ui/errors';
import type { ReferenceEntry, ReferenceEntryInput } from './documents';
import { hasField, KIND_LABEL } from './kinds';

const EMPTY = { name: '', key: '', description: '', code: '', software: false, job_level_id: '' };

interface AddEntryFormProps {
  kind: ReferenceKind;
  industryId: string | null;
  jobLevels: ReferenceEntry[];
  pending: boolean;
  onAdd: (input: ReferenceEntryInput, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
}

/** A new entry at the end of the list, with the fields its kind has. */
export function AddEntryForm({ kind, industryId, jobLevels, pending, onAdd }: AddEntryFormProps) {
  const form = useForm({ mode: 'controlled', initialValues: EMPTY });
  const has = (field: Parameters<typeof hasField>[1]) => hasField(kind, field);
  const submit = form.onSubmit((v) => {
    const input: ReferenceEntryInput = { name: v.name };
    if (has('industry_id')) input.industry_id = industryId;
    if (has('key')) input.key = v.key;
    if (has('description')) input.description = v.description || null;
    if (has('code')) input.code = v.code || null;
    if (has('software')) input.software = v.software;
    if (has('job_level_id')) input.job_level_id = v.job_level_id || null;
    onAdd(input, {
      onSuccess: () => form.reset(),
      onError: (error) => {
        if (!showServerFieldErrors(form, error)) toastActionError(error);
      },
    });
  });
  return (
    <form onSubmit={submit} aria-label={`Add to ${KIND_LABEL[kind]}`}>
      <Group gap="sm" align="flex-end">
        <TextInput label="New entry" placeholder="Name" required w={{ base: '100%', sm: 260 }} {...form.getInputProps('name')} />
        {has('key') && <TextInput label="Key" required w={140} {...form.getInputProps('key')} />}
        {has('description') && <TextInput label="Description" w={{ base: '100%', sm: 240 }} {...form.getInputProps('description')} />}
        {has('code') && <TextInput label="Code" placeholder="en" w={90} {...form.getInputProps('code')} />}
        {has('job_level_id') && (
          <Select
            label="Job level"
            w={200}
            clearable
            data={jobLevels.map((l) => ({ value: l.id, label: l.name }))}
            {...form.getInputProps('job_level_id')}
          />
        )}
        {has('software') && <Checkbox label="Software" mb={8} {...form.getInputProps('software', { type: 'checkbox' })} />}
        <Button type="submit" loading={pending}>
          Add
        </Button>
      </Group>
    </form>
  );
}
