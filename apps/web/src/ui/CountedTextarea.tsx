import { Text, Textarea, type TextareaProps } from '@mantine/core';

const COUNT_BELOW: TextareaProps['inputWrapperOrder'] = ['label', 'input', 'description', 'error'];

/** The count under a field, read with it (its description): '12 / 1000 characters', then by how many it is over. */
function Count({ length, max }: { length: number; max: number }) {
  const over = length - max;
  return (
    <>
      {length} / {max} characters
      {/* Polite and empty until over: heard as it happens, not at every key (the count is read with the field). */}
      <Text span inherit fw={700} role="status">
        {over > 0 ? ` – ${over} too many` : ''}
      </Text>
    </>
  );
}

/**
 * A growing textarea with its count; `max` is the shared rule's limit. No maxLength: a longer text is kept whole
 * and the count says by how much it is over (a cap would cut a paste unseen); the rule's message refuses it.
 */
export function CountedTextarea({ max, ...props }: TextareaProps & { max: number }) {
  const length = typeof props.value === 'string' ? props.value.length : 0;
  return <Textarea autosize inputWrapperOrder={COUNT_BELOW} description={<Count length={length} max={max} />} {...props} />;
}
