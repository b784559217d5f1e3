import { Group, Radio, Select } from '@mantine/core';
import { FOLLOW_UP_MAX } from '@mp/domain';
import type { GetInputPropsOptions, GetInputPropsReturnType } from '@mantine/form';
import { CountedTextarea } from '../../../ui/CountedTextarea';
import { DateField } from '../../../ui/DateField';

/** Binds a field by name: the form's getInputProps narrowed to the fields a part knows. */
export type Bind<Field extends string> = (path: Field, options?: GetInputPropsOptions) => GetInputPropsReturnType;

/** Status: Published (is_active) or Unpublished, first on the form (B-F1 row 1). */
export function StatusField({ value, onChange }: { value: boolean; onChange: (active: boolean) => void }) {
  return (
    <Radio.Group label="Status" value={value ? 'published' : 'unpublished'} onChange={(next) => onChange(next === 'published')}>
      <Group mt={6} gap="lg">
        <Radio value="published" label="Published" />
        <Radio value="unpublished" label="Unpublished" />
      </Group>
    </Radio.Group>
  );
}

const BELOW = ['label', 'input', 'description', 'error'] as ('label' | 'input' | 'description' | 'error')[];

/** Follow Up Message with its live count (B-F1 row 22; at most FOLLOW_UP_MAX characters, decision 0022). */
export function FollowUpField({ bind }: { bind: Bind<'follow_up'> }) {
  return <CountedTextarea label="Follow Up Message" withAsterisk minRows={3} maxRows={8} max={FOLLOW_UP_MAX} {...bind('follow_up')} />;
}

/** Date Posted (B-F1 row 3): picked or typed, shown as dd/M/y, held as YYYY-MM-DD. */
export function DatePostedField({ bind, value }: { bind: Bind<'job_number'>; value: string }) {
  const { onChange, onBlur, onFocus, error } = bind('job_number');
  return (
    <DateField
      label="Date Posted"
      description={value ? undefined : 'Today when left empty'}
      inputWrapperOrder={BELOW}
      w={{ base: '100%', xs: 240 }}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      onFocus={onFocus}
      error={error}
    />
  );
}

export interface TeamUserOption {
  value: string;
  label: string;
}

/** Team User (create only, B-F1 row 24): who the post is created for; the signed-in user by default. */
export function TeamUserField({ bind, options, failed }: { bind: Bind<'created_by'>; options: TeamUserOption[]; failed: boolean }) {
  return (
    <Select
      label="Team User"
      description="The member of your team the post is created for"
      data={options}
      allowDeselect={false}
      searchable
      inputWrapperOrder={BELOW}
      {...bind('created_by')}
      error={failed ? 'Could not get your team' : bind('created_by').error}
    />
  );
}
