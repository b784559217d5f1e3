import { schemaResolver, useForm } from '@mantine/form';
import type { z } from 'zod';
import { inputFieldErrors } from './api-error';

/**
 * A Mantine form validated by one of the shared zod rules in @mp/domain (its messages, its regexes);
 * on submit the handler receives the schema's output (trimmed, lower-cased email, normalised phone…).
 */
export function useSchemaForm<Values extends Record<string, unknown>, S extends z.ZodType>(
  schema: S,
  initialValues: Values,
) {
  return useForm<Values, z.output<S>>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
    validateInputOnBlur: true,
    transformValues: (values) => schema.parse(values),
  });
}

/** Shows a BAD_USER_INPUT answer's messages under the matching fields; returns whether any matched. */
export function showServerFieldErrors(form: { setFieldError: (path: string, error: string) => void; values: object }, error: unknown): boolean {
  let matched = false;
  for (const [field, message] of Object.entries(inputFieldErrors(error))) {
    if (field in form.values) {
      form.setFieldError(field, message);
      matched = true;
    }
  }
  return matched;
}
