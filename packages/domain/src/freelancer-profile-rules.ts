// The zod rules of the freelancer's profile form, apart from freelancer-profile.ts so that a page needing only
// its texts and constants does not load zod with them (the first page's JavaScript, decision 0056).
import { z } from './zod.js';
import { DEFAULT_SALARY_CURRENCY, DEFAULT_SALARY_UNIT, FREELANCER_PROFILE_MSG, PROFILE_STRICT_DISCIPLINE_ID, PROFILE_URL_MAX, SALARY_CURRENCIES, SALARY_UNIT_VALUES, TOP_SKILLS_MAX, salaryUnitOf, type ProfileScreen } from './freelancer-profile.js';
import { JOB_TYPE_KEYS, WORKING_HOUR_KEYS } from './reference.js';

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
