import { MultiSelect, Stack } from '@mantine/core';
import { MUST_HAVES_MAX } from '@mp/domain';
import type { ReactNode } from 'react';
import type { ChoiceGroup } from '../lib/discipline-groups';

interface Option {
  id: string;
  name: string;
}

export interface ChoiceListFieldProps {
  label: string;
  /** The must-haves' label ("Skills Must Haves"); none for lists without must-haves. */
  mustLabel?: string;
  required?: boolean;
  /** Shows "(optional)" after the label (software skills and qualifications outside discipline 2). */
  optional?: boolean;
  /** The list, or the list under headings (a project's category experience, by discipline). */
  options: Option[] | ChoiceGroup[] | undefined;
  loading?: boolean;
  /** The list's failure text ('Could not get skills'), shown on the field. */
  failed?: string | null;
  /** Said in the empty field until the list can load (e.g. before a discipline is chosen). */
  placeholder?: string;
  value: string[];
  onChange: (value: string[]) => void;
  error?: ReactNode;
  must?: string[];
  onMustChange?: (value: string[]) => void;
  mustError?: ReactNode;
  onBlur?: () => void;
}

/**
 * A multi-select of a reference list and, once something is chosen, its must-haves: only the chosen
 * items, at most MUST_HAVES_MAX (B-X7). Removing an item also removes it from the must-haves (B-X6).
 */
export function ChoiceListField({
  label, mustLabel, required, optional, options, loading, failed, placeholder, value, onChange, error, must = [], onMustChange,
  mustError, onBlur,
}: ChoiceListFieldProps) {
  const data = (options ?? []).map((o) => ('group' in o ? o : { value: o.id, label: o.name }));
  const chosen = data.flatMap((o) => ('group' in o ? o.items : [o])).filter((o) => value.includes(o.value));
  const change = (next: string[]) => {
    onChange(next);
    if (onMustChange && must.some((id) => !next.includes(id))) onMustChange(must.filter((id) => next.includes(id)));
  };
  return (
    <Stack gap="sm">
      <MultiSelect
        label={optional ? `${label} (optional)` : label}
        withAsterisk={required}
        aria-required={required || undefined}
        data={data}
        value={value}
        onChange={change}
        onBlur={onBlur}
        searchable
        hidePickedOptions
        clearable
        placeholder={value.length ? undefined : placeholder}
        nothingFoundMessage={loading ? 'Loading…' : 'Nothing found'}
        error={failed ?? error}
        errorProps={{ role: 'alert' }}
        comboboxProps={{ withinPortal: true }}
      />
      {mustLabel && onMustChange && value.length > 0 ? (
        <MultiSelect
          label={`${mustLabel} (optional)`}
          description={`Up to ${MUST_HAVES_MAX}, from the ones chosen above`}
          data={chosen}
          value={must}
          onChange={onMustChange}
          maxValues={MUST_HAVES_MAX}
          searchable
          hidePickedOptions
          clearable
          error={mustError}
          errorProps={{ role: 'alert' }}
        />
      ) : null}
    </Stack>
  );
}
