import { CURRENCY_SYMBOLS, DEFAULT_SALARY_CURRENCY, DEFAULT_SALARY_RANGE, DEFAULT_SALARY_UNIT, salaryUnitOf, type SalaryUnit } from '@mp/domain';
import type { MyProfile } from './documents';

/** The profile form's values as its inputs hold them: ids as strings, the salary as the range slider's pair. */
export interface ProfileFormValues extends Record<string, unknown> {
  industries: string[];
  genres: string[];
  skills: string[];
  top_skills: string[];
  software_skills: string[];
  qualifications: string[];
  job_type: string | null;
  working_hours: string | null;
  salary_currency: string;
  salary_unit: SalaryUnit;
  minimum_salary: number;
  maximum_salary: number;
  linkedin: string;
  supporting_url: string;
}

/** The fields that depend on the discipline: changing it clears them. */
export const DISCIPLINE_DEPENDENTS = ['genres', 'skills', 'top_skills', 'software_skills', 'qualifications'] as const;

/** The form's first values: the stored profile, or the defaults (GBP, Day Rate, 0 to 1000). */
export function initialProfileValues(p: Partial<MyProfile> | null | undefined): ProfileFormValues {
  const ids = (list: readonly { id: string }[] | null | undefined) => (list ?? []).map((x) => x.id);
  const skills = p?.skills ?? [];
  const unit = salaryUnitOf(p?.salary_unit ?? DEFAULT_SALARY_UNIT).value;
  return {
    industries: ids(p?.industries).slice(0, 1),
    genres: ids(p?.genres),
    skills: skills.filter((s) => !s.software).map((s) => s.id),
    top_skills: skills.filter((s) => !s.software && s.is_top).map((s) => s.id),
    software_skills: skills.filter((s) => s.software).map((s) => s.id),
    qualifications: ids(p?.qualifications),
    job_type: p?.job_type ?? null,
    working_hours: p?.working_hours ?? null,
    salary_currency: p?.salary_currency ?? DEFAULT_SALARY_CURRENCY,
    salary_unit: unit,
    minimum_salary: p?.minimum_salary ?? DEFAULT_SALARY_RANGE[0],
    maximum_salary: p?.maximum_salary ?? DEFAULT_SALARY_RANGE[1],
    linkedin: p?.linkedin ?? '',
    supporting_url: p?.supporting_url ?? '',
  };
}

/** The values after a new discipline: the new one, and nothing chosen of the old one. */
export function withDiscipline(values: ProfileFormValues, industry: string | null): ProfileFormValues {
  const next = { ...values, industries: industry ? [industry] : [] };
  if (next.industries[0] === values.industries[0]) return values;
  for (const key of DISCIPLINE_DEPENDENTS) next[key] = [];
  return next;
}

/** A salary band in words: '£250 – £600 per day'. */
export function salaryLine(currency: string | null | undefined, unit: string | null | undefined, min: number | null | undefined, max: number | null | undefined) {
  if (min == null && max == null) return null;
  const symbol = (CURRENCY_SYMBOLS as Record<string, string>)[currency ?? 'GBP'] ?? '';
  const money = (n: number) => `${symbol}${n.toLocaleString('en-GB')}`;
  const per = salaryUnitOf(unit).value === 'DAY' ? 'per day' : 'per year';
  return `${min != null ? money(min) : ''}${min != null && max != null ? ' – ' : ''}${max != null ? money(max) : ''} ${per}`;
}
