import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { HISTORY_LIMITS } from '@mp/domain';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/forms';
import { useSaveHistory } from './hooks';
import type { HistoryKind, HistoryRow, ModalValues } from './kinds';
import { MonthRangeFields } from './MonthRangeFields';

interface HistoryModalProps<Row extends HistoryRow, Values> {
  kind: HistoryKind<Row, Values>;
  /** The row to edit, or null to add one. */
  row: Row | null;
  onClose: () => void;
}

/** Add or edit one row of a kind: its text fields, the months with Present, the description; Cancel and Save. */
export function HistoryModal<Row extends HistoryRow, Values>({ kind, row, onClose }: HistoryModalProps<Row, Values>) {
  const save = useSaveHistory(kind, row !== null);
  const text = (name: string) => (row?.[name as keyof Row] as string | null | undefined) ?? '';
  const form = useSchemaForm(kind.schema, {
    ...Object.fromEntries(kind.fields.map((field) => [field.name, text(field.name)])),
    description: row?.description ?? '',
    from: row?.from ?? '',
    to: row?.to ?? '',
    present: row !== null && row.to === null,
  } as ModalValues);
  const month = (name: 'from' | 'to') => ({
    value: form.values[name],
    onChange: (value: string) => form.setFieldValue(name, value),
    onBlur: () => form.validateField(name),
    error: form.errors[name],
  });
  const submit = form.onSubmit((input) =>
    save.mutate({ id: row?.id, input }, { onSuccess: onClose, onError: (error) => void showServerFieldErrors(form, error) }),
  );
  return (
    <Modal opened onClose={onClose} title={`${row ? 'Edit' : 'Add'} ${kind.noun}`} centered size="lg" fullScreen={false}>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          {kind.fields.map((field) => (
            <TextInput
              key={field.name}
              label={field.label}
              withAsterisk={field.required}
              maxLength={HISTORY_LIMITS.short}
              {...form.getInputProps(field.name)}
            />
          ))}
          <MonthRangeFields
            from={month('from')}
            to={month('to')}
            present={{ checked: form.values.present, onChange: (checked) => form.setFieldValue('present', checked) }}
            presentLabel={kind.presentLabel}
          />
          <Textarea label="Description" withAsterisk autosize minRows={4} maxLength={HISTORY_LIMITS.description} {...form.getInputProps('description')} />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
