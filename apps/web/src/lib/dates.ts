import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/** The product's date pickers show dd/M/y (document 2 section 9), whatever the browser's locale. */
export const PICKER_FORMAT = 'DD/M/YYYY';
const TYPED_FORMATS = ['D/M/YYYY', 'DD/MM/YYYY', 'D-M-YYYY', 'YYYY-MM-DD'];

/** A typed date as YYYY-MM-DD, or null when it is not one (the field then keeps its last value). */
export function parseTypedDate(input: string): string | null {
  const parsed = dayjs(input.trim(), TYPED_FORMATS, true);
  return parsed.isValid() ? parsed.format('YYYY-MM-DD') : null;
}

/** Today in the browser's time zone, YYYY-MM-DD. */
export function localToday(now: Date = new Date()): string {
  return dayjs(now).format('YYYY-MM-DD');
}
