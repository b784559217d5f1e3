import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

/**
 * A multi-select whose limit the shared schema checks: each change is validated at once, so picking one
 * too many shows the limit's message under the field (and the form will not submit until one is removed).
 */
export function LimitedMultiSelect<V extends Record<string, any>>({
  form,
  path,
  limit,
  ...props
}: Omit<MultiSelectProps, 'value' | 'onChange' | 'error' | 'form'> & { form: UseFormReturnType<V, any>; path: keyof V & string; limit: number }) {
  const input = form.getInputProps(path);
  return (
    <MultiSelect
      searchable
      clearable
      hidePickedOptions
      description={`Choose up to ${limit}`}
      inputWrapperOrder={['label', 'description', 'input', 'error']}
      {...props}
      value={form.values[path] as string[]}
      error={input.error}
      onChange={(value) => {
        form.setFieldValue(path, value as never);
        // Validated after the value is stored: the schema sees the new list.
        queueMicrotask(() => form.validateField(path));
      }}
    />
  );
}
