import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { loadOnce } from './load-once';

type Errors = Record<string, string>;

/** The first message of each field, as Mantine's schemaResolver gives them to the other forms. */
function errorsOf(schema: z.ZodType, values: Record<string, string>): Errors {
  const result = schema.safeParse(values);
  const errors: Errors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

/**
 * The form of the first pages a visitor opens (login, sign-up step 1, forgot password), which the server
 * renders. It behaves as the app's other forms (lib/forms.ts useSchemaForm: the shared
 * zod rule's messages, a field checked when the person leaves it, its error cleared as they type, the
 * rule's output handed to the submit) but holds only text fields, without @mantine/form: these pages'
 * JavaScript is the visitor's first download (the login page's budget, decision 0056). The rules, and zod with
 * them, load when the person first focuses a field; a submit before they arrive waits for them, so nothing
 * is ever sent unchecked.
 */
export function useLazySchemaForm<Values extends Record<string, string>, S extends z.ZodType>(
  loadSchema: () => Promise<S>,
  initialValues: Values,
) {
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<Errors>({});
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const schemaRef = useRef<S | null>(null);
  // The page's rules are a module-level loader, the same on every render.
  const [load] = useState(() => loadOnce(() => loadSchema().then((loaded) => (schemaRef.current = loaded))));

  const setFieldValue = useCallback((path: string, value: string) => {
    valuesRef.current = { ...valuesRef.current, [path]: value };
    setValues(valuesRef.current);
    setErrors((current) => (path in current ? withoutKey(current, path) : current));
  }, []);

  const fields = useTypedBeforeHydration(valuesRef, setFieldValue, load);

  const getInputProps = (path: keyof Values & string) => ({
    value: values[path],
    error: errors[path],
    ref: fields.ref(path),
    onChange: (event: ChangeEvent<HTMLInputElement>) => setFieldValue(path, event.currentTarget.value),
    onFocus: () => void load(),
    onBlur: () => {
      const schema = schemaRef.current;
      if (!schema) return;
      const message = errorsOf(schema, valuesRef.current)[path];
      setErrors((current) => (message ? { ...current, [path]: message } : withoutKey(current, path)));
    },
  });

  const onSubmit =
    (handler: (values: z.output<S>) => unknown) =>
    (event?: FormEvent<HTMLFormElement>): void => {
      event?.preventDefault();
      void load().then((rules) => {
        const current = valuesRef.current;
        const found = errorsOf(rules, current);
        setErrors(found);
        if (Object.keys(found).length === 0) void handler(rules.parse(current));
      });
    };

  const setFieldError = useCallback((path: string, message: string) => setErrors((current) => ({ ...current, [path]: message })), []);

  return { values, errors, getInputProps, onSubmit, setFieldError };
}

function withoutKey(errors: Errors, key: string): Errors {
  const { [key]: _removed, ...rest } = errors;
  return rest;
}

/**
 * The server-rendered pages' fields can be typed in (or filled by the browser) before their JavaScript runs
 * (their submit button is off until then, so the form cannot be sent natively).
 * Hydration leaves what is in the fields but does not tell the form, so its next render would put its own
 * (empty) values back. After the first render this takes up each field's value where it differs from the
 * form's (on a page rendered in the browser they never differ), and loads the rules at once when the person
 * is already in a field. Returns the ref each field needs.
 */
function useTypedBeforeHydration(
  valuesRef: { current: Record<string, string> },
  setFieldValue: (path: string, value: string) => void,
  load: () => unknown,
) {
  const elements = useRef(new Map<string, HTMLInputElement>());
  const refs = useRef(new Map<string, (element: HTMLInputElement | null) => void>());
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    let typed = false;
    for (const [path, element] of elements.current) {
      if (element.value === valuesRef.current[path]) continue;
      setFieldValue(path, element.value);
      typed = true;
    }
    const active = document.activeElement;
    if (typed || [...elements.current.values()].some((element) => element === active)) void loadRef.current();
  }, [valuesRef, setFieldValue]);

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
