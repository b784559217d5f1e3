const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'YYYY-MM' as 'Nov 2026' (the month pickers' format); '' when it is not a month. */
export function formatMonth(month: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})$/.exec(month ?? '');
  const name = m ? MONTHS[Number(m[2]) - 1] : undefined;
  return m && name ? `${name} ${m[1]}` : '';
}

/** 'Jan 2020 – Present', 'Sep 2012 – Jun 2015'. */
export const formatPeriod = (from: string, to: string | null) => `${formatMonth(from)} – ${to === null ? 'Present' : formatMonth(to)}`;

/** '3 years', '1 year', 'Less than a year'. */
export const formatYears = (years: number) => (years < 1 ? 'Less than a year' : `${years} ${years === 1 ? 'year' : 'years'}`);

/** A picker's value ('YYYY-MM-DD') as the API's month, and back. */
export const pickerToMonth = (value: string | null) => (value ? value.slice(0, 7) : '');
export const monthToPicker = (month: string) => (month ? `${month}-01` : null);
