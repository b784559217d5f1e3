/**
 * The product's date formats (spec 000 section 9): DD/MM/YYYY, and HH:MM on a 24-hour clock where the time
 * matters, in the reader's time zone; '—' when the value is missing or unreadable. Articles too: the spec's
 * 'MM/DD/y - hh:mm A' for them read as a different country's date beside every other one.
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** A calendar date without a time (a `date` column, such as Date Posted): 'YYYY-MM-DD'. */
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDate(value: string | Date | null | undefined): Date | undefined {
  if (value == null || value === '') return undefined;
  // A calendar date is that day wherever the reader is (and on the server that renders the page): the
  // standard parse would take it as midnight UTC, the day before west of Greenwich.
  const day = typeof value === 'string' ? DATE_ONLY.exec(value) : null;
  const date = value instanceof Date ? value : day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** DD/MM/YYYY: '07/03/2025'. */
export function formatDate(value: string | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return '—';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** DD/MM/YYYY HH:MM (24-hour), where the time matters: logs, articles. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return '—';
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
