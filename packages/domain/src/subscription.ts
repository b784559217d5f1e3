/**
 * The subscription's calendar (spec document 2, section 9: renews on the 4th of every month; decision 0045). Dates
 * are midnight UTC of the renewal day, which is the same calendar day in London all year.
 */

/** The first period is at least this long, so a start on the 3rd is not charged again the next day. */
export const FIRST_PERIOD_MIN_DAYS = 15;

const DAY_MS = 86_400_000;

const onDay = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day));

/** The renewal day must exist in every month. */
function checkDay(day: number): void {
  if (!Number.isInteger(day) || day < 1 || day > 28) throw new RangeError(`renewal day ${day} is not 1 to 28`);
}

/** The first renewal: the first `day` of a month at least FIRST_PERIOD_MIN_DAYS after `start`. */
export function firstPeriodEnd(start: Date, day: number): Date {
  checkDay(day);
  const earliest = new Date(start.getTime() + FIRST_PERIOD_MIN_DAYS * DAY_MS);
  let candidate = onDay(earliest.getUTCFullYear(), earliest.getUTCMonth(), day);
  if (candidate < earliest) candidate = onDay(earliest.getUTCFullYear(), earliest.getUTCMonth() + 1, day);
  return candidate;
}

/** The renewal after `periodEnd`: the same day a month later. */
export function nextPeriodEnd(periodEnd: Date, day: number): Date {
  checkDay(day);
  return onDay(periodEnd.getUTCFullYear(), periodEnd.getUTCMonth() + 1, day);
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** The renewal date as the subscription screen writes it (C-Q16): '4th February 2027'. */
export function formatRenewalDate(date: Date | string): string {
  const d = typeof date === 'string' ? new Date(date) : date;
  return `${ordinal(d.getUTCDate())} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** Failed renewals are tried again this many days after the period's end, then the subscription is cancelled. */
export const RENEWAL_RETRY_DAYS = [2, 5] as const;
