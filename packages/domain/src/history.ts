import { z } from './zod.js';

/**
 * A freelancer's education and experience (decision 0031): the modals' rules, shared by the form
 * and the API. Dates are months, written 'YYYY-MM'; the end may be Present (null). Lengths follow the
 * tables' checks (255 for the short texts, 5000 for a description).
 */
export const HISTORY_MSG = {
  required: 'This field is required',
  atLeastOneExperience: 'You must input at least 1 experience!',
  month: 'Choose a month and year',
  endBeforeStart: 'The end cannot be before the start',
  tooLong255: 'Use at most 255 characters',
  tooLong5000: 'Use at most 5000 characters',
  educationNotFound: 'This education does not exist',
  experienceNotFound: 'This experience does not exist',
  educationAdded: 'Education added successfully!',
  experienceAdded: 'Experience added successfully!',
  educationUpdated: 'Education updated successfully!',
  experienceUpdated: 'Experience updated successfully!',
  educationRemoved: 'Education has been removed',
  experienceRemoved: 'Experience has been removed',
  educationAddFailed: 'Could not add education',
  experienceAddFailed: 'Could not add experience',
  educationEditFailed: 'Could not edit education',
  experienceEditFailed: 'Could not edit experience',
  educationRemoveFailed: 'Could not remove education',
  experienceRemoveFailed: 'Could not remove experience',
  confirmRemoveEducation: 'Are you sure you want to remove this education?',
  confirmRemoveExperience: 'Are you sure you want to remove this experience?',
} as const;

export const HISTORY_LIMITS = { short: 255, description: 5000, firstYear: 1900, lastYear: 2100 } as const;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** 'YYYY-MM' as a count of months (year × 12 + month − 1), or undefined when it is not one. */
export function monthIndex(value: string): number | undefined {
  const m = MONTH.exec(value);
  return m ? Number(m[1]) * 12 + Number(m[2]) - 1 : undefined;
}

/** The month of a date, 'YYYY-MM' (in UTC: the API stores first-of-month dates). */
export const monthOf = (date: Date) => `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;

/**
 * The whole years a period covers (inventory E-Q14, decision 0031): both months count (Jan 2020 to Dec 2020
 * is 12 months, 1 year); Present counts to the current month; never below 0.
 */
export function yearsBetween(from: string, to: string | null, today: Date = new Date()): number {
  const start = monthIndex(from);
  const end = to === null ? monthIndex(monthOf(today)) : monthIndex(to);
  if (start === undefined || end === undefined) return 0;
  return Math.max(0, Math.floor((end - start + 1) / 12));
}

const required = (max: number, tooLong: string) =>
  z.string({ error: HISTORY_MSG.required }).trim().min(1, HISTORY_MSG.required).max(max, tooLong);

const monthRule = z
  .string({ error: HISTORY_MSG.required })
  .trim()
  .min(1, HISTORY_MSG.required)
  .refine((v) => {
    const year = Number(v.slice(0, 4));
    return MONTH.test(v) && year >= HISTORY_LIMITS.firstYear && year <= HISTORY_LIMITS.lastYear;
  }, HISTORY_MSG.month);

const period = {
  from: monthRule,
  /** null (or absent, or empty) is Present. */
  to: z.preprocess((v) => (v === '' || v === undefined ? null : v), monthRule.nullable()),
};

function endNotBeforeStart(value: { from: string; to: string | null }, ctx: z.RefinementCtx) {
  if (value.to === null) return;
  const start = monthIndex(value.from);
  const end = monthIndex(value.to);
  if (start !== undefined && end !== undefined && end < start) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: HISTORY_MSG.endBeforeStart });
  }
}

/** The experience modal: title, employer (`company`) and description required (E-F4). */
export const experienceSchema = z
  .object({
    title: required(HISTORY_LIMITS.short, HISTORY_MSG.tooLong255),
    company: required(HISTORY_LIMITS.short, HISTORY_MSG.tooLong255),
    description: required(HISTORY_LIMITS.description, HISTORY_MSG.tooLong5000),
    ...period,
  })
  .superRefine(endNotBeforeStart);
export type ExperienceInput = z.input<typeof experienceSchema>;
export type ExperienceValues = z.output<typeof experienceSchema>;

/** The education modal: qualification and description required, school optional (inventory E-Q13). */
export const educationSchema = z
  .object({
    school_name: z
      .string()
      .trim()
      .max(HISTORY_LIMITS.short, HISTORY_MSG.tooLong255)
      .nullish()
      .transform((v) => v || null),
    qualification: required(HISTORY_LIMITS.short, HISTORY_MSG.tooLong255),
    description: required(HISTORY_LIMITS.description, HISTORY_MSG.tooLong5000),
    ...period,
  })
  .superRefine(endNotBeforeStart);
export type EducationInput = z.input<typeof educationSchema>;
export type EducationValues = z.output<typeof educationSchema>;
