import type { InvoiceKind } from '../../db/schema/index.js';

/**
 * How invoices write their numbers and dates (decision 0046). A VAT invoice's dates are UK calendar dates
 * (Europe/London) whatever the server's time zone, so the PDF, the mail and the CSV agree with each other.
 */

const PREFIX: Record<InvoiceKind, string> = { invoice: 'INV', credit_note: 'CN' };

/** INV-000001, CN-000001; past a million the number simply grows (INV-1000000). */
export const documentNumber = (kind: InvoiceKind, value: number) => `${PREFIX[kind]}-${String(value).padStart(6, '0')}`;

/** The title printed on the document and used in the mail's subject. */
export const DOCUMENT_TITLE: Record<InvoiceKind, string> = { invoice: 'VAT invoice', credit_note: 'Credit note' };

/** What a test-mode document (issued through the offline test gateway) says on its page and in its mail. */
export const TEST_MODE_NOTICE = 'Test mode: not a VAT invoice';

/** A document's title as printed and mailed: a test-mode invoice is no VAT invoice, so it is plainly an 'Invoice'. */
export const documentTitle = (doc: { kind: InvoiceKind; test_mode: boolean }) =>
  doc.test_mode && doc.kind === 'invoice' ? 'Invoice' : DOCUMENT_TITLE[doc.kind];

const LONDON = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function londonParts(at: Date) {
  const p = Object.fromEntries(LONDON.formatToParts(at).map((x) => [x.type, x.value])) as Record<string, string>;
  return { y: p.year!, m: p.month!, d: p.day!, h: Number(p.hour), mi: Number(p.minute), s: Number(p.second) };
}

/** DD/MM/YYYY in the UK: '07/03/2027'. */
export function ukDate(at: Date): string {
  const { y, m, d } = londonParts(at);
  return `${d}/${m}/${y}`;
}

/** YYYY-MM-DD in the UK, for files a program reads (the CSV). */
export function ukIsoDate(at: Date): string {
  const { y, m, d } = londonParts(at);
  return `${y}-${m}-${d}`;
}

/** How far London's clock is ahead of UTC at that instant (0 in winter, an hour in summer). */
function londonOffsetMs(at: Date): number {
  const { y, m, d, h, mi, s } = londonParts(at);
  return Date.UTC(Number(y), Number(m) - 1, Number(d), h, mi, s) - Math.floor(at.getTime() / 1000) * 1000;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `days` UK calendar days after `at`, at the same time on London's clock: 30 days after 00:30 on 1 October is
 * 00:30 on 31 October, though the clocks went back in between (adding 30 × 24 hours would print the 30th).
 */
export function addUkDays(at: Date, days: number): Date {
  const naive = new Date(at.getTime() + days * DAY_MS);
  return new Date(naive.getTime() + londonOffsetMs(at) - londonOffsetMs(naive));
}

/** Pence as the CSV writes them: pounds with 2 decimals, no sign or separators ('1603.80'). */
export function poundsPlain(pence: number): string {
  if (!Number.isSafeInteger(pence)) throw new RangeError(`poundsPlain: expected whole pence, got ${pence}`);
  const abs = Math.abs(pence);
  return `${pence < 0 ? '-' : ''}${(abs - (abs % 100)) / 100}.${String(abs % 100).padStart(2, '0')}`;
}
