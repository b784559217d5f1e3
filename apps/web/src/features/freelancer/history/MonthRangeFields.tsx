import '@mantine/dates/styles.layer.css';
import { Checkbox, SimpleGrid, Stack } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { CALENDAR_ARIA_LABELS } from '../../../ui/calendar-labels';
import { monthToPicker, pickerToMonth } from './format';

interface FieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: React.ReactNode;
  onBlur?: () => void;
}

interface MonthRangeFieldsProps {
  from: FieldProps;
  to: FieldProps;
  present: { checked: boolean; onChange: (checked: boolean) => void };
  /** The Present box's label ('I currently work here', 'I currently study here'). */
  presentLabel: string;
}

const PICKER = {
  valueFormat: 'MMM YYYY',
  placeholder: 'Pick a month',
  clearable: true,
  popoverProps: { withinPortal: true },
  ariaLabels: CALENDAR_ARIA_LABELS,
} as const;

/**
 * From and to as month/year ('Nov 2026'), and a Present box that clears and disables the end. An empty 'To'
 * opens on the 'From' year: the end is most often a few months after it, rarely this year.
 */
export function MonthRangeFields({ from, to, present, presentLabel }: MonthRangeFieldsProps) {
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <MonthPickerInput
          {...PICKER}
          label="From"
          clearButtonProps={{ 'aria-label': 'Clear From' }}
          withAsterisk
          value={monthToPicker(from.value)}
          onChange={(v) => from.onChange(pickerToMonth(v))}
          onBlur={from.onBlur}
          error={from.error}
        />
        <MonthPickerInput
          {...PICKER}
          label="To"
          clearButtonProps={{ 'aria-label': 'Clear To' }}
          withAsterisk={!present.checked}
          placeholder={present.checked ? 'Present' : PICKER.placeholder}
          disabled={present.checked}
          value={present.checked ? null : monthToPicker(to.value)}
          defaultDate={to.value ? undefined : (monthToPicker(from.value) ?? undefined)}
          onChange={(v) => to.onChange(pickerToMonth(v))}
          onBlur={to.onBlur}
          error={present.checked ? undefined : to.error}
        />
      </SimpleGrid>
      <Checkbox label={presentLabel} checked={present.checked} onChange={(e) => present.onChange(e.currentTarget.checked)} />
    </Stack>
  );
}
