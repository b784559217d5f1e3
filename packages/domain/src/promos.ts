import { z } from './zod.js';

export const PROMO_TYPES = ['PERCENTAGE', 'FIXED'] as const;
export type PromoType = (typeof PROMO_TYPES)[number];

export const PROMO_MSG = {
  codeRequired: 'Please enter a code',
  codeFormat: 'Use 3 to 32 letters, digits, dashes or underscores',
  codeTaken: 'This promo code already exists',
  type: 'Choose percentage or fixed',
  value: 'Enter a whole number above 0',
  percentageMax: 'A percentage is at most 100',
  date: 'Enter a date (YYYY-MM-DD) or a date and time',
  dateOrder: 'The end date must be after the start date',
  usageLimit: 'Enter a whole number above 0, or leave it empty for no limit',
  usageBelowUsed: 'The limit is below the number of times the code has been used',
  notFound: 'This promo code does not exist',
  /** Spec (document 2): what the purchase form says when the check returns null. */
  unknown: "Promo code doesn't exist!",
} as const;

/** Codes are compared case-insensitively and stored upper-case. */
export const promoCodeRule = z
  .string({ error: PROMO_MSG.codeRequired })
  .trim()
  .min(1, PROMO_MSG.codeRequired)
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9_-]{2,31}$/, PROMO_MSG.codeFormat);

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date ('2025-01-31', the whole day in UTC) or an ISO date-time. A date alone starts the day when it
 * opens the validity and ends it when it closes it, so "until 31 January" includes the 31st.
 */
function dateRule(edge: 'start' | 'end') {
  return z
    .string()
    .trim()
    .nullable()
    .optional()
    .transform((v, ctx) => {
      if (!v) return null;
      const date = new Date(DATE_ONLY.test(v) ? `${v}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}Z` : v);
      if (Number.isNaN(date.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(v)) {
        ctx.addIssue({ code: 'custom', message: PROMO_MSG.date });
        return z.NEVER;
      }
      return date;
    });
}

/** PromoCodeInput: value is a percentage (1 to 100) for PERCENTAGE and pence for FIXED. */
export const promoCodeSchema = z
  .object({
    code: promoCodeRule,
    type: z.enum(PROMO_TYPES, { error: PROMO_MSG.type }),
    value: z.number({ error: PROMO_MSG.value }).int(PROMO_MSG.value).positive(PROMO_MSG.value).max(100_000_000, PROMO_MSG.value),
    valid_from: dateRule('start'),
    valid_until: dateRule('end'),
    usage_limit: z.number({ error: PROMO_MSG.usageLimit }).int(PROMO_MSG.usageLimit).positive(PROMO_MSG.usageLimit).nullable().optional(),
    /** Absent or null: true for a new code, unchanged for an existing one. */
    active: z.boolean().nullable().optional().transform((v) => v ?? undefined),
  })
  .superRefine((v, ctx) => {
    if (v.type === 'PERCENTAGE' && v.value > 100) ctx.addIssue({ code: 'custom', path: ['value'], message: PROMO_MSG.percentageMax });
    if (v.valid_from && v.valid_until && v.valid_from >= v.valid_until) {
      ctx.addIssue({ code: 'custom', path: ['valid_until'], message: PROMO_MSG.dateOrder });
    }
  });
export type PromoCodeInput = z.infer<typeof promoCodeSchema>;
