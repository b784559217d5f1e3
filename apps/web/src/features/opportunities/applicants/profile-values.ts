import { formatCompensation, formatDate, NOTICE_UNITS, PAYROLL_STATUSES, START_TIMINGS, teamName, WORK_LOCATIONS } from '@mp/domain';
import type { Candidate } from './documents';

/** The shown value of a profile field that holds nothing (decision 0027). */
export const NOT_PROVIDED = 'Not provided';

/** The name a profile or a table row shows: an agency by its team's name, a person by their name. */
export function displayName(p: Pick<Candidate, 'type' | 'name' | 'agency_name' | 'company'>): string {
  if (p.type === 'AGENCY') return teamName(p) ?? 'Agency';
  return p.name || 'Name not provided';
}

/** The town line: 'Leeds, GB', or the location typed on the profile. */
export function placeOf(p: Pick<Candidate, 'city' | 'state' | 'country' | 'location' | 'agency_location'>): string | null {
  const parts = [p.city, p.state, p.country].filter((s): s is string => Boolean(s && s.trim()));
  // A freelancer's `location` is the work location they chose (On-site, Remote, Hybrid): not a town.
  const town = p.location && !workLocationOf(p.location) ? p.location : null;
  return town || p.agency_location || (parts.length > 0 ? parts.join(', ') : null);
}

/** Salary expectations as a range with its basis ('£400 - £500 per day'); null when none is given. */
export function salaryOf(p: Pick<Candidate, 'salary_currency' | 'minimum_salary' | 'maximum_salary' | 'salary_unit'>): string | null {
  return formatCompensation({
    target: 'JOB',
    compensation_currency: p.salary_currency,
    minimumBudget: p.minimum_salary,
    maximumBudget: p.maximum_salary,
    compensation_unit: p.salary_unit,
  });
}

/** An agency's usual project budget ('£5,000 - £9,000'). */
export function budgetOf(p: Pick<Candidate, 'budget_currency' | 'budget_min' | 'budget_max'>): string | null {
  return formatCompensation({ target: 'PROJECT', compensation_currency: p.budget_currency, minimumBudget: p.budget_min, maximumBudget: p.budget_max });
}

/** A stored date (YYYY-MM-DD) as DD/MM/YYYY; null when empty. */
export const dateOf = (value: string | null | undefined): string | null => (value ? formatDate(value) : null);

/** A link the profile may render: http(s) only, anything else is shown as text. */
export function safeHref(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * candidate-profile's `back`: a path inside this site to return to, else null. Only a
 * path ('/company/view-applicants/3'), never another site ('//evil.example', 'https://…', 'javascript:').
 */
export function backTarget(back: string | null | undefined): string | null {
  if (!back || !back.startsWith('/') || back.startsWith('//') || back.startsWith('/\\')) return null;
  return back;
}

/** freelancer-profile/{userId}-{applicationId}: the two ids of the address, or null when it is not that. */
export function parseApplicantRef(ref: string | undefined): { userId: string; applicationId: string } | null {
  const match = /^([1-9][0-9]{0,9})-([1-9][0-9]{0,9})$/.exec(ref ?? '');
  return match ? { userId: match[1]!, applicationId: match[2]! } : null;
}

const labelOf = <K extends string>(labels: Record<K, string>, key: string | null | undefined): string | null =>
  key && Object.hasOwn(labels, key) ? labels[key as K] : null;

/** The work location chosen at onboarding ('Hybrid'); null when the value is not one. */
export const workLocationOf = (key: string | null | undefined) => labelOf(WORK_LOCATIONS.label, key);

/** The payroll status ('Limited Company'); an unknown stored value as it is. */
export const payrollOf = (key: string | null | undefined) => labelOf(PAYROLL_STATUSES.label, key) ?? (key || null);

/** The notice period with its unit ('4 weeks'); the number alone when no unit is stored. */
export function noticeOf(p: Pick<Candidate, 'notice_period' | 'notice_period_unit'>): string | null {
  if (!p.notice_period) return null;
  const unit = labelOf(NOTICE_UNITS.label, p.notice_period_unit);
  return unit ? `${p.notice_period} ${unit.toLowerCase()}` : p.notice_period;
}

/** When they can start: the onboarding's answer ('As soon as possible'), else a stored date. */
export const availabilityOf = (p: Pick<Candidate, 'start_timing' | 'start_date'>): string | null =>
  labelOf(START_TIMINGS.label, p.start_timing) ?? (p.start_date && /^\d{4}-\d{2}-\d{2}/.test(p.start_date) ? formatDate(p.start_date) : null);

/** The names of a list ('Senior, Lead'); null when empty or not readable. */
export const namesOf = (list: readonly { name: string }[] | null | undefined): string | null =>
  list && list.length > 0 ? list.map((i) => i.name).join(', ') : null;

type Skill = NonNullable<Candidate['skills']>[number];

/** The skills (not software) with the top skills first, and the software skills, each in the stored order. */
export function splitSkills(skills: readonly Skill[] | null | undefined): { skills: Skill[]; software: Skill[] } {
  const list = skills ?? [];
  const plain = list.filter((s) => !s.software);
  return { skills: [...plain.filter((s) => s.is_top), ...plain.filter((s) => !s.is_top)], software: list.filter((s) => s.software) };
}
