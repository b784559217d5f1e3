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

  const fields = useTypedBeforeHydration(form, load);

  const getInputProps: typeof form.getInputProps = (path, options) => {
    const props = form.getInputProps(path, options);
    return { ...props, ref: fields.ref(String(path)), onFocus: (event: unknown) => (void load(), props.onFocus?.(event)) };
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

interface FieldValues {
  getValues: () => Record<string, unknown>;
  setFieldValue: (path: never, value: never) => void;
}

/**
 * The forms of the pre-rendered pages (entry-server.tsx) can be typed in (or filled by the browser)
 * before their JavaScript runs. Hydration leaves what is in the fields but does not tell the form, so its
 * next render would put its own (empty) values back. After the first render this takes up each field's
 * value where it differs from the form's (on a page rendered in the browser they never differ), and loads
 * the rules at once when the person is already in a field. Returns the ref each field needs.
 */
function useTypedBeforeHydration(form: FieldValues, load: () => unknown) {
  const elements = useRef(new Map<string, HTMLInputElement>());
  const refs = useRef(new Map<string, (element: HTMLInputElement | null) => void>());
  const formRef = useRef(form);
  formRef.current = form;
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const values = formRef.current.getValues();
    let typed = false;
    for (const [path, element] of elements.current) {
      const value = values[path];
      if (typeof value !== 'string' || element.value === value) continue;
      formRef.current.setFieldValue(path as never, element.value as never);
      typed = true;
    }
    const active = document.activeElement;
    if (typed || [...elements.current.values()].some((element) => element === active)) void loadRef.current();
  }, []);

  return {
    ref(path: string) {
      let ref = refs.current.get(path);
      if (!ref) {
        ref = (element) => {
          if (element) elements.current.set(path, element);
          else elements.current.delete(path);
        };
        refs.current.set(path, ref);
      }
      return ref;
    },
  };
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
