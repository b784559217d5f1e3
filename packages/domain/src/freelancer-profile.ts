// The freelancer's profile form (manage-cv and edit-profile, document 3 sections 5 and 9, inventory E-F4,
// decision 0034), shared by the web form and the API (updateFreelancerProfile). Ids arrive as the selects
// hold them (strings or numbers); the salary as the range slider holds it.
import { z } from 'zod';
import { CURRENCIES } from './enums.js';
import { STRICT_DISCIPLINE_ID } from './opportunity.js';
import { JOB_TYPE_KEYS, WORKING_HOUR_KEYS } from './reference.js';

/** Which screen sends the form: the job type and working-hour messages differ (inventory E-Q4). */
export const PROFILE_SCREENS = ['MANAGE_CV', 'EDIT_PROFILE'] as const;
export type ProfileScreen = (typeof PROFILE_SCREENS)[number];

/** Top skills: at most 3 (user_skills.is_top, document 3 section 9). */
export const TOP_SKILLS_MAX = 3;
/** The discipline whose profiles must list software skills and qualifications (decision 0011). */
export const PROFILE_STRICT_DISCIPLINE_ID = STRICT_DISCIPLINE_ID;

export const SALARY_CURRENCIES = CURRENCIES;
export type SalaryCurrency = (typeof SALARY_CURRENCIES)[number];
export const DEFAULT_SALARY_CURRENCY: SalaryCurrency = 'GBP';

/**
 * The salary band's units with their slider (section 9: day step 25, year step 1000, minimum distance 10,
 * default range 0 to 1000). The top of each slider is ours (decision 0034).
 */
export const SALARY_UNITS = [
  { value: 'DAY', label: 'Day Rate', step: 25, max: 2000 },
  { value: 'YEAR', label: 'Year Rate', step: 1000, max: 250_000 },
] as const;
export type SalaryUnit = (typeof SALARY_UNITS)[number]['value'];
export const SALARY_UNIT_VALUES = ['DAY', 'YEAR'] as const;
export const DEFAULT_SALARY_UNIT: SalaryUnit = 'DAY';
export const SALARY_MIN_DISTANCE = 10;
export const DEFAULT_SALARY_RANGE = [0, 1000] as const;
export const salaryUnitOf = (unit: string | null | undefined) => SALARY_UNITS.find((u) => u.value === unit) ?? SALARY_UNITS[0];

export const PROFILE_URL_MAX = 500;

/** The texts of the profile form; the spec's quoted (document 3 sections 5 and 8), then ours (decision 0034). */
export const FREELANCER_PROFILE_MSG = {
  jobTypeManage: 'You must input a job type consideration!',
  jobTypeEdit: 'Please select considering',
  workingHoursManage: 'You must input a working hour consideration!',
  workingHoursEdit: 'Please select working hours',
  url: 'Url is not valid',
  updated: 'Profile updated successfully!',
  updateFailed: 'Could not update profile',
  pageTitle: 'Your profile',
  // Not quoted in the spec (inventory E-Q13): the modals' generic text.
  required: 'This field is required',
  // Ours
  oneDiscipline: 'Please choose one discipline',
  topSkillsMax: `You can choose up to ${TOP_SKILLS_MAX} top skills`,
  topSkillNotChosen: 'A top skill must be one of your skills',
  notInList: 'Please choose from the list',
  salaryRange: 'Please choose a salary within the slider',
  salaryOrder: 'The maximum must be at least the minimum',
} as const;
const M = FREELANCER_PROFILE_MSG;

const MAX_ID = 2_147_483_647;
const LIST_MAX = 100;
const URL_RE = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

const idRule = z.union([z.string(), z.number()], { error: M.notInList }).transform((v, ctx) => {
  const n = typeof v === 'number' ? v : /^\s*[1-9]\d{0,9}\s*$/.test(v) ? Number(v) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > MAX_ID) {
    ctx.addIssue({ code: 'custom', message: M.notInList });
    return z.NEVER;
  }
  return n;
});

/** A multi-select's ids, each once; `min` 1 makes it required. */
const idList = (min = 0) =>
  z
    .array(idRule, { error: M.required })
    .max(LIST_MAX, M.notInList)
    .nullish()
    .transform((v) => [...new Set(v ?? [])])
    .refine((v) => v.length >= min, M.required);

/** An optional link: empty is none; otherwise http(s), with 'Url is not valid'. */
const urlRule = z
  .string()
  .trim()
  .max(PROFILE_URL_MAX, M.url)
  .nullish()
  .transform((v) => v || null)
  .refine((v) => v === null || URL_RE.test(v), M.url);

const amount = z.number({ error: M.salaryRange }).int(M.salaryRange).min(0, M.salaryRange);

/** The form for one screen: its job-type and working-hour messages. */
export function freelancerProfileSchema(screen: ProfileScreen = 'MANAGE_CV') {
  const edit = screen === 'EDIT_PROFILE';
  const jobType = edit ? M.jobTypeEdit : M.jobTypeManage;
  const workingHours = edit ? M.workingHoursEdit : M.workingHoursManage;
  return z
    .object({
      /** The discipline: one id (a select; changing it clears what depends on it). */
      industries: idList(1).refine((v) => v.length <= 1, M.oneDiscipline),
      /** Category experience: at least one genre of the discipline. */
      genres: idList(1),
      /** Skills (not software) of the discipline: at least one. */
      skills: idList(1),
      /** Up to 3 of `skills`, stored as user_skills.is_top. */
      top_skills: idList().refine((v) => v.length <= TOP_SKILLS_MAX, M.topSkillsMax),
      software_skills: idList(),
      qualifications: idList(),
      job_type: z.enum(JOB_TYPE_KEYS, { error: jobType }),
      working_hours: z.enum(WORKING_HOUR_KEYS, { error: workingHours }),
      salary_currency: z.enum(SALARY_CURRENCIES, { error: M.notInList }).nullish().transform((v) => v ?? DEFAULT_SALARY_CURRENCY),
      salary_unit: z.enum(SALARY_UNIT_VALUES, { error: M.notInList }).nullish().transform((v) => v ?? DEFAULT_SALARY_UNIT),
      minimum_salary: amount.nullish().transform((v) => v ?? null),
      maximum_salary: amount.nullish().transform((v) => v ?? null),
      linkedin: urlRule,
      supporting_url: urlRule,
    })
    .superRefine(
      (out, ctx) => {
        // Runs even when a field failed (so the form shows every message at once): reads defensively.
        const v = out as Partial<Record<keyof typeof out, unknown>>;
        const ids = (x: unknown) => (Array.isArray(x) ? x.map(Number) : []);
        const num = (x: unknown) => (typeof x === 'number' ? x : null);
        if (ids(v.industries).includes(PROFILE_STRICT_DISCIPLINE_ID)) {
          if (ids(v.software_skills).length === 0) ctx.addIssue({ code: 'custom', path: ['software_skills'], message: M.required });
          if (ids(v.qualifications).length === 0) ctx.addIssue({ code: 'custom', path: ['qualifications'], message: M.required });
        }
        const skills = ids(v.skills);
        if (Array.isArray(v.skills) && ids(v.top_skills).some((id) => !skills.includes(id))) {
          ctx.addIssue({ code: 'custom', path: ['top_skills'], message: M.topSkillNotChosen });
        }
        const top = salaryUnitOf(typeof v.salary_unit === 'string' ? v.salary_unit : null).max;
        const [min, max] = [num(v.minimum_salary), num(v.maximum_salary)];
        if (min !== null && min > top) ctx.addIssue({ code: 'custom', path: ['minimum_salary'], message: M.salaryRange });
        if (max !== null && max > top) ctx.addIssue({ code: 'custom', path: ['maximum_salary'], message: M.salaryRange });
        if (min !== null && max !== null && max < min) ctx.addIssue({ code: 'custom', path: ['maximum_salary'], message: M.salaryOrder });
      },
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    );
}
export type FreelancerProfileInput = z.output<ReturnType<typeof freelancerProfileSchema>>;
export type FreelancerProfileValues = z.input<ReturnType<typeof freelancerProfileSchema>>;
