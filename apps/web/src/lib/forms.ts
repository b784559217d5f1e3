import { schemaResolver, useForm } from '@mantine/form';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { inputFieldErrors } from './api-client';

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

/**
 * useSchemaForm for the first pages a visitor opens (login, sign-up, forgot password): the rules, and zod
 * with them, load when the person first focuses a field, not with the page, so the page's first paint
 * carries no validation code (issue 8: the login page's JavaScript budget). A submit before they arrive
 * waits for them, so nothing is ever sent unchecked.
 */
export function useLazySchemaForm<Values extends Record<string, unknown>, S extends z.ZodType>(
  loadSchema: () => Promise<S>,
  initialValues: Values,
) {
  const [schema, setSchema] = useState<S | null>(null);
  const loading = useRef<Promise<S> | null>(null);
  const mounted = useRef(true);
  useEffect(() => () => void (mounted.current = false), []);
  const load = useCallback(() => {
    loading.current ??= loadSchema().then((loaded) => {
      if (mounted.current) setSchema(() => loaded);
      return loaded;
    });
    return loading.current;
  }, [loadSchema]);

  const form = useForm<Values, z.output<S>>({
    mode: 'controlled',
    initialValues,
    validate: schema ? schemaResolver(schema, { sync: true }) : {},
    validateInputOnBlur: schema !== null,
    transformValues: (values) => (schema ? schema.parse(values) : values) as z.output<S>,
  });

  const getInputProps: typeof form.getInputProps = (path, options) => {
    const props = form.getInputProps(path, options);
    return { ...props, onFocus: (event: unknown) => (void load(), props.onFocus?.(event)) };
  };

  const onSubmit =
    (handler: (values: z.output<S>) => unknown) =>
    (event?: FormEvent<HTMLFormElement>): void => {
      event?.preventDefault();
      void load().then((rules) => {
        const values = form.getValues();
        const errors = schemaResolver(rules, { sync: true })(values);
        form.setErrors(errors);
        if (Object.keys(errors).length === 0) void handler(rules.parse(values));
      });
    };

  return { ...form, getInputProps, onSubmit };
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
