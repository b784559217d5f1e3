import { formatDateTime } from '@mp/domain';

/**
 * Message times read in Europe/London, the product's zone (the interviews' too), in the app's DD/MM/YYYY HH:MM:
 * both sides of a thread see the same clock. A reader elsewhere gets their own time in the element's title.
 */
const LONDON = 'Europe/London';

const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: LONDON,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function parts(date: Date): Record<'day' | 'month' | 'year' | 'hour' | 'minute', string> {
  const out = { day: '', month: '', year: '', hour: '', minute: '' };
  for (const part of londonParts.formatToParts(date)) if (part.type in out) out[part.type as keyof typeof out] = part.value;
  return out;
}

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/** '30/11/2026 14:05' in London. */
export function londonDateTime(value: string | Date): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '—';
  const p = parts(date);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** The inbox's short time: '14:05' for today in London, else the date. */
export function londonShortTime(value: string | Date, now: Date = new Date()): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '—';
  const p = parts(date);
  const today = parts(now);
  return p.day === today.day && p.month === today.month && p.year === today.year ? `${p.hour}:${p.minute}` : `${p.day}/${p.month}/${p.year}`;
}

/** The reader's own time, when their clock differs from London's at that moment (for the title); else undefined. */
export function readerTimeIfDifferent(value: string | Date): string | undefined {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return undefined;
  const local = formatDateTime(date);
  return local === londonDateTime(date) ? undefined : `${local} your time`;
}
