// The zod rules of the posting, editing and closing forms (document 2 section 5, decision 0022), shared by
// the web's forms and the API (addOpportunity, updateOpportunity, closeOpportunity, adminGrantCredits).
// Form values arrive as the inputs hold them: ids as strings or numbers, an empty number input as ''.
import { z } from './zod.js';
import {
  APPLICANT_NAME_MAX, BUDGET_MAX, CLOSE_REASONS, COMPENSATION_CURRENCIES, COMPENSATION_UNIT_VALUES, DEFAULT_COMPENSATION_UNIT,
  DEFAULT_CURRENCY, DESCRIPTION_MAX, FOLLOW_UP_MAX, GRANT_MAX, htmlToText, IR35_VALUES, isContractRole, JOB_DURATION_VALUES,
  latestToday, LINK_MAX, LOCATION_MAX, LOCATION_TYPES, MUST_HAVES_MAX, OPPORTUNITY_MSG as M, PROJECT_DURATION_VALUES,
  ROLE_TYPES, STRICT_DISCIPLINE_ID, TITLE_MAX, WORKING_HOURS_KEYS, type OpportunityTarget,
  AGENCY_AD_MSG, AGENCY_NAME_MAX, MINIMUM_REQUIREMENTS_MAX, WORK_TERMS,
} from './opportunity.js';

const MAX_ID = 2_147_483_647;
const LIST_MAX = 100;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const LINK_RE = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/** An id as a select holds it (string or number); empty means "not chosen", which says `message`. */
const idRule = (message: string) =>
  z.union([z.string(), z.number()], { error: message }).transform((v, ctx) => {
    const n = typeof v === 'number' ? v : /^\s*[1-9]\d{0,9}\s*$/.test(v) ? Number(v) : NaN;
    if (!Number.isInteger(n) || n < 1 || n > MAX_ID) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });

/** A multi-select's ids, each once; `min` 1 makes it required with `message`. */
const idList = (message: string, min = 0) =>
  z
    .array(idRule(M.notInList), { error: message })
    .max(LIST_MAX, M.notInList)
    .nullish()
    .transform((v) => [...new Set(v ?? [])])
    .refine((v) => v.length >= min, message);

const mustHaves = idList(M.mustHavesMax).refine((v) => v.length <= MUST_HAVES_MAX, M.mustHavesMax);

/** A whole amount of money as a number input holds it ('' when empty). */
const budgetRule = (message: string) =>
  z.union([z.number(), z.string(), z.null(), z.undefined()]).transform((v, ctx) => {
    if (v == null || (typeof v === 'string' && v.trim() === '')) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    const n = typeof v === 'number' ? v : Number(v.replace(/,/g, ''));
    if (!Number.isInteger(n) || n < 0 || n > BUDGET_MAX) {
      ctx.addIssue({ code: 'custom', message: M.budgetRange });
      return z.NEVER;
    }
    return n;
  });

const requiredText = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

const optionalText = (max: number, message?: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => v || null);

/** A calendar date, YYYY-MM-DD (the date picker's value as the form sends it). */
const dateRule = z
  .string()
  .trim()
  .refine((v) => v === '' || (DATE_RE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v)), M.date);

/** Rich text: required, and an editor left with empty paragraphs counts as empty. */
const descriptionRule = z
  .string({ error: M.description })
  .trim()
  .max(DESCRIPTION_MAX, M.descriptionTooLong)
  .refine((v) => htmlToText(v).length > 0, M.description);

/** What the place search answered for the location (decision 0023); the label is the stored address. */
export const placeRule = z
  .object({
    id: z.string().trim().min(1).max(200),
    label: z.string().trim().min(1).max(LOCATION_MAX),
    countryCode: z.string().trim().regex(/^[A-Za-z]{2}$/).transform((v) => v.toUpperCase()).nullish().transform((v) => v ?? null),
    lat: z.number().min(-90).max(90).nullish().transform((v) => v ?? null),
    lng: z.number().min(-180).max(180).nullish().transform((v) => v ?? null),
  })
  .nullish()
  .transform((v) => v ?? null);
export type PlaceValue = z.output<typeof placeRule>;

/** Fields both kinds share, in the form's order. */
const common = {
  /** Published (true) or Unpublished. */
  is_active: z.boolean().default(true),
  title: requiredText(M.title, TITLE_MAX, M.titleTooLong),
  /** Date Posted (the contract's job_number, inventory B-Q3); empty means today. */
  job_number: dateRule.nullish().transform((v) => v || null),
  genres: idList(M.genres, 1),
  location: optionalText(LOCATION_MAX),
  location_place: placeRule,
  description: descriptionRule,
  is_compensation_displayed: z.boolean().default(false),
  compensation_currency: z.enum(COMPENSATION_CURRENCIES).nullish().transform((v) => v ?? DEFAULT_CURRENCY),
  minimumBudget: budgetRule(M.minimumBudget),
  maximumBudget: budgetRule(M.maximumBudget),
  follow_up: requiredText(M.followUp, FOLLOW_UP_MAX, M.followUpTooLong),
  /** Team User: the member the post is created for (create only); empty means the signed-in user. */
  created_by: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v === '' || v == null ? null : v))
    .pipe(idRule(M.teamUser).nullable()),
};

const jobFields = {
  ...common,
  industries: idList(M.discipline, 1).refine((v) => v.length <= 1, M.discipline),
  location_type: z.enum(LOCATION_TYPES, { error: M.locationType }),
  type: z.enum(ROLE_TYPES, { error: M.roleType }),
  sub_type: z.enum(WORKING_HOURS_KEYS, { error: M.workingHours }),
  duration: z.number().int().nullish().transform((v) => v ?? null),
  is_ir35: z.number().int().nullish().transform((v) => v ?? null),
  level: idRule(M.level),
  position: idRule(M.position),
  skills: idList(M.skills, 1),
  skill_must_haves: mustHaves,
  software_skills: idList(M.softwareSkills),
  software_must_haves: mustHaves,
  qualifications: idList(M.qualifications),
  qualification_must_haves: mustHaves,
  compensation_unit: z.enum(COMPENSATION_UNIT_VALUES).nullish().transform((v) => v ?? DEFAULT_COMPENSATION_UNIT),
  application_link: optionalText(LINK_MAX, M.link).refine((v) => v === null || LINK_RE.test(v), M.link),
  /** Reg. 27 (decision 0065): an agency's ad names the agency and the work's term; the three fields are kept only with it. */
  placed_by_agency: z.boolean().nullish().transform((v) => v ?? false),
  agency_name: optionalText(AGENCY_NAME_MAX, AGENCY_AD_MSG.agencyNameTooLong),
  work_term: z.enum(WORK_TERMS, { error: AGENCY_AD_MSG.workTerm }).nullish().transform((v) => v ?? null),
  minimum_requirements: optionalText(MINIMUM_REQUIREMENTS_MAX, AGENCY_AD_MSG.minimumRequirementsTooLong),
};

const projectFields = {
  ...common,
  duration: z
    .number()
    .int()
    .nullish()
    .transform((v) => v ?? null)
    .refine((v) => v === null || PROJECT_DURATION_VALUES.includes(v), M.notInList),
  services: idList(M.services, 1),
};

type Ctx = z.RefinementCtx;

function checkBudgets(v: { minimumBudget: number; maximumBudget: number }, ctx: Ctx) {
  if (v.maximumBudget < v.minimumBudget) ctx.addIssue({ code: 'custom', path: ['maximumBudget'], message: M.budgetOrder });
}

/** Every must-have is one of its list's choices (the form removes it with the choice). */
function checkSubset(list: number[], must: number[], path: string, ctx: Ctx) {
  if (must.some((id) => !list.includes(id))) ctx.addIssue({ code: 'custom', path: [path], message: M.mustHaveNotChosen });
}

/**
 * The rules that span fields of the job form: the discipline-2 rule (software skills and qualifications
 * required), must-haves within their lists, duration and IR35 only for contract role types (dropped
 * otherwise), and max ≥ min.
 */
function jobRefinements<T extends z.output<z.ZodObject<typeof jobFields>>>(v: T, ctx: Ctx) {
  if (v.industries.includes(STRICT_DISCIPLINE_ID)) {
    if (v.software_skills.length === 0) ctx.addIssue({ code: 'custom', path: ['software_skills'], message: M.softwareSkills });
    if (v.qualifications.length === 0) ctx.addIssue({ code: 'custom', path: ['qualifications'], message: M.qualifications });
  }
  checkSubset(v.skills, v.skill_must_haves, 'skill_must_haves', ctx);
  checkSubset(v.software_skills, v.software_must_haves, 'software_must_haves', ctx);
  checkSubset(v.qualifications, v.qualification_must_haves, 'qualification_must_haves', ctx);
  if (isContractRole(v.type)) {
    if (v.duration !== null && !JOB_DURATION_VALUES.includes(v.duration)) ctx.addIssue({ code: 'custom', path: ['duration'], message: M.notInList });
    if (v.is_ir35 !== null && !IR35_VALUES.includes(v.is_ir35)) ctx.addIssue({ code: 'custom', path: ['is_ir35'], message: M.notInList });
  }
  checkBudgets(v, ctx);
  checkAgencyAd(v, ctx);
}

/** Reg. 27: the agency's name and the term; with pay shown, the location and the minimum experience or qualifications too. */
function checkAgencyAd(
  v: { placed_by_agency: boolean; agency_name: string | null; work_term: string | null; minimum_requirements: string | null; is_compensation_displayed: boolean; location: string | null; location_place: PlaceValue },
  ctx: Ctx,
) {
  if (!v.placed_by_agency) return;
  if (!v.agency_name) ctx.addIssue({ code: 'custom', path: ['agency_name'], message: AGENCY_AD_MSG.agencyName });
  if (!v.work_term) ctx.addIssue({ code: 'custom', path: ['work_term'], message: AGENCY_AD_MSG.workTerm });
  if (!v.is_compensation_displayed) return;
  if (!v.location && !v.location_place) ctx.addIssue({ code: 'custom', path: ['location'], message: AGENCY_AD_MSG.location });
  if (!v.minimum_requirements) ctx.addIssue({ code: 'custom', path: ['minimum_requirements'], message: AGENCY_AD_MSG.minimumRequirements });
}

/** Not placed by an agency: its fields are dropped (stored null). */
const dropAgencyTerms = <T extends { placed_by_agency: boolean; agency_name: string | null; work_term: string | null; minimum_requirements: string | null }>(v: T): T =>
  v.placed_by_agency ? v : ({ ...v, agency_name: null, work_term: null, minimum_requirements: null } as T);

/** Duration and IR35 belong to contract role types only: for a permanent role they are dropped. */
const dropContractTerms = <T extends { type: string; duration: number | null; is_ir35: number | null }>(v: T): T =>
  isContractRole(v.type) ? v : ({ ...v, duration: null, is_ir35: null } as T);

const jobObject = z.object(jobFields);
const projectObject = z.object(projectFields);

/** Post New Job Opportunity (B-F1). */
export const jobFormSchema = jobObject.superRefine(jobRefinements).transform(dropContractTerms).transform(dropAgencyTerms);
export type JobFormInput = z.output<typeof jobFormSchema>;

/** Post New Agency Project (B-F3). */
export const projectFormSchema = projectObject.superRefine(checkBudgets);
export type ProjectFormInput = z.output<typeof projectFormSchema>;

/** Edit Job Opportunity (B-F2): the same form without Team User; is_active only when it changed. */
export const jobEditSchema = jobObject
  .omit({ created_by: true })
  .extend({ is_active: z.boolean().nullish().transform((v) => v ?? undefined) })
  .superRefine((v, ctx) => jobRefinements({ ...v, is_active: true, created_by: null }, ctx))
  .transform(dropContractTerms)
  .transform(dropAgencyTerms);
export type JobEditInput = z.output<typeof jobEditSchema>;

/** Edit project (B-F4): description, genres and services all required, as on create; no Team User. */
export const projectEditSchema = projectObject
  .omit({ created_by: true })
  .extend({ is_active: z.boolean().nullish().transform((v) => v ?? undefined) })
  .superRefine(checkBudgets);
export type ProjectEditInput = z.output<typeof projectEditSchema>;

/** The posting form's rules for a kind and a mode. */
export function opportunityFormSchema(target: OpportunityTarget, mode: 'create' | 'edit') {
  if (target === 'JOB') return mode === 'create' ? jobFormSchema : jobEditSchema;
  return mode === 'create' ? projectFormSchema : projectEditSchema;
}

/** Today in UTC, the default date closed when the form sends none. */
const latestTodayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * Close modal (B-F5): a reason; with 'Filled by applicant' an applicant or a typed name (not both needed,
 * either will do), with the others neither; the date closed, today by default and never in the future.
 */
export const closeOpportunitySchema = z
  .object({
    reason: z.enum(CLOSE_REASONS, { error: M.closeReason }),
    freelancer_id: z
      .union([z.string(), z.number()])
      .nullish()
      .transform((v) => (v === '' || v == null ? null : v))
      .pipe(idRule(M.applicantUnknown).nullable()),
    freelancer_name: optionalText(APPLICANT_NAME_MAX),
    closed_at: dateRule
      .nullish()
      .transform((v) => v || latestTodayUtc())
      .refine((v) => v <= latestToday(), M.closedInFuture),
    /** With 'Filled by applicant', mark every other applicant Not selected (and mail them). */
    others_not_selected: z.boolean().nullish().transform((v) => v ?? false),
  })
  .superRefine((v, ctx) => {
    if (v.others_not_selected && v.reason !== 'FILLED_BY_APPLICANT') {
      ctx.addIssue({ code: 'custom', path: ['others_not_selected'], message: M.othersOnlyWhenFilled });
    }
    const named = v.freelancer_id !== null || v.freelancer_name !== null;
    if (v.reason === 'FILLED_BY_APPLICANT' && !named) {
      ctx.addIssue({ code: 'custom', path: ['freelancer_id'], message: M.closeApplicant });
    }
    if (v.reason !== 'FILLED_BY_APPLICANT' && named) {
      ctx.addIssue({ code: 'custom', path: [v.freelancer_id !== null ? 'freelancer_id' : 'freelancer_name'], message: M.applicantOnlyWhenFilled });
    }
  });
export type CloseOpportunityInput = z.output<typeof closeOpportunitySchema>;

/** The console's "Grant job posts" form. */
export const grantCreditsSchema = z.object({
  quantity: z
    .number({ error: M.grantQuantity })
    .int(M.grantQuantity)
    .min(1, M.grantQuantity)
    .max(GRANT_MAX, M.grantQuantity),
  reason: requiredText(M.grantReason, 255, M.grantReason),
});
export type GrantCreditsInput = z.output<typeof grantCreditsSchema>;
