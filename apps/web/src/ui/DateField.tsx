import '@mantine/dates/styles.layer.css';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { PICKER_FORMAT, parseTypedDate } from '../lib/dates';
import { CALENDAR_ARIA_LABELS } from './calendar-labels';

interface DateFieldProps extends Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'dateParser'> {
  /** YYYY-MM-DD, or '' for none. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * A date typed or picked from a calendar, shown as dd/M/y and held as YYYY-MM-DD (what the API takes).
 * Mantine's DateInput rather than <input type="date">, whose format follows the browser's locale.
 */
export function DateField({ value, onChange, ...props }: DateFieldProps) {
  return (
    <DateInput
      valueFormat={PICKER_FORMAT}
      dateParser={parseTypedDate}
      placeholder="DD/MM/YYYY"
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      popoverProps={{ withinPortal: true }}
      ariaLabels={CALENDAR_ARIA_LABELS}
      {...props}
    />
  );
}
