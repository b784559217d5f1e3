import { Textarea, type TextareaProps } from '@mantine/core';

const COUNT_BELOW: TextareaProps['inputWrapperOrder'] = ['label', 'input', 'description', 'error'];

/** A growing textarea with its count under it ('12/1000 characters'); `max` is the shared rule's limit. */
export function CountedTextarea({ max, ...props }: TextareaProps & { max: number }) {
  const length = typeof props.value === 'string' ? props.value.length : 0;
  return <Textarea autosize inputWrapperOrder={COUNT_BELOW} description={`${length}/${max} characters`} {...props} />;
}
