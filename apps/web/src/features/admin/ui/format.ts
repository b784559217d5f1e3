import { formatDate, formatDateTime } from '@mp/domain';

/** The product's dates (DD/MM/YYYY, spec 000 section 9) are formatted by packages/domain. */
export { formatDate, formatDateTime };

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO timestamp to the value of a date input (YYYY-MM-DD, local day), '' when missing. */
export function toDateInput(value: string | null | undefined): string {
  const date = value ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Pence to '£12.50'. */
export function formatPounds(pence: number): string {
  return `£${(pence / 100).toFixed(2)}`;
}

/** '12.5' pounds to 1250 pence; undefined when it is not an amount with at most two decimals. */
export function poundsToPence(pounds: string | number): number | undefined {
  const text = String(pounds).trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return undefined;
  return Math.round(Number(text) * 100);
}
