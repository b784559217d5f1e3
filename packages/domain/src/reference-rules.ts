// The zod rules of the reference lists and settings, apart from reference.ts so that a page needing only the
// lists' keys and texts does not load zod with them (the first page's JavaScript, decision 0056).
import { z } from './zod.js';
import { parseVolumeTiers } from './pricing.js';
import { JOB_TYPE_KEYS, REFERENCE_FIELDS, REFERENCE_MSG, REFERENCE_NAME_MAX, WORKING_HOUR_KEYS, type ReferenceField, type ReferenceKind } from './reference.js';

/** Fields a new entry of the kind must have (besides its name). */
const REQUIRED_ON_CREATE: ReadonlySet<ReferenceField> = new Set(['industry_id', 'key']);

export const referenceNameRule = z
  .string({ error: REFERENCE_MSG.nameRequired })
  .trim()
  .min(1, REFERENCE_MSG.nameRequired)
  .max(REFERENCE_NAME_MAX, REFERENCE_MSG.nameTooLong);

const idRule = (message: string) => z.coerce.number({ error: message }).int(message).positive(message);

const FIELD_RULES = {
  industry_id: idRule(REFERENCE_MSG.industryRequired),
  software: z.boolean(),
  job_level_id: idRule(REFERENCE_MSG.jobLevelUnknown).nullable(),
  key: z
    .string({ error: REFERENCE_MSG.keyRequired })
    .trim()
    .toUpperCase()
    .min(1, REFERENCE_MSG.keyRequired)
    .max(40, REFERENCE_MSG.keyFormat)
    .regex(/^[A-Z][A-Z0-9_]*$/, REFERENCE_MSG.keyFormat),
  description: z
    .string()
    .trim()
    .max(500, REFERENCE_MSG.description)
    .nullable()
    .transform((v) => v || null),
  code: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^([a-z]{2,3})?$/, REFERENCE_MSG.code)
    .nullable()
    .transform((v) => v || null),
} satisfies Record<ReferenceField, z.ZodType>;

/** Job types and working hours have fixed keys the product's code relies on. */
function keyRuleFor(kind: ReferenceKind) {
  if (kind === 'JOB_TYPE') return FIELD_RULES.key.refine((k) => (JOB_TYPE_KEYS as readonly string[]).includes(k), REFERENCE_MSG.jobTypeKey);
  if (kind === 'WORKING_HOUR') {
    return FIELD_RULES.key.refine((k) => (WORKING_HOUR_KEYS as readonly string[]).includes(k), REFERENCE_MSG.workingHourKey);
  }
  return FIELD_RULES.key;
}

/**
 * The input of a new entry (mode 'create': name and the kind's required fields must be there) or of
 * a change (mode 'update': only what is given changes; null clears description, code and job level).
 * Fields the kind does not have are dropped.
 */
export function referenceEntrySchema(kind: ReferenceKind, mode: 'create' | 'update') {
  const shape: Record<string, z.ZodType> = {
    name: mode === 'create' ? referenceNameRule : referenceNameRule.optional(),
    sort_order: z.number({ error: REFERENCE_MSG.sortOrder }).int(REFERENCE_MSG.sortOrder).min(0, REFERENCE_MSG.sortOrder).optional(),
    hidden: z.boolean().optional(),
  };
  for (const field of REFERENCE_FIELDS[kind]) {
    const rule = field === 'key' ? keyRuleFor(kind) : FIELD_RULES[field];
    shape[field] = mode === 'create' && REQUIRED_ON_CREATE.has(field) ? rule : rule.optional();
  }
  return z.object(shape);
}

/** Setting keys: lower snake case, so they read well in code and in the console. */
export const settingKeyRule = z
  .string({ error: REFERENCE_MSG.settingKey })
  .trim()
  .regex(/^[a-z][a-z0-9_]{1,63}$/, REFERENCE_MSG.settingKey);

/** The supplier's VAT number printed on every invoice (setting `supplier_vat_number`, decision 0046). */
export const SETTING_VAT_NUMBER_MSG = 'Enter a UK VAT number, such as GB123456789, or leave it empty';

/**
 * A UK VAT registration number: 9 digits, 12 for a branch, or GD/HA and 3 digits for government bodies and
 * health authorities; GB (or XI for Northern Ireland) in front. Spaces are dropped and GB is added when missing.
 */
const vatNumberRule = (text: z.ZodString) =>
  text
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .refine((v) => v === '' || /^(GB|XI)?(\d{9}|\d{12}|GD[0-4]\d{2}|HA[5-9]\d{2})$/.test(v), SETTING_VAT_NUMBER_MSG)
    .transform((v) => (v === '' || /^(GB|XI)/.test(v) ? v : `GB${v}`));

/**
 * A setting's value. Keys name their unit, and the unit decides the rule: *_pence, *_days, *_months,
 * *_count, *_day are whole numbers of 0 or more, *_percentage from 0 to 100; *_vat_number a UK VAT number
 * or empty.
 */
export function settingValueRule(key: string) {
  const text = z.string().trim().max(10_000, REFERENCE_MSG.settingValue);
  if (/_vat_number$/.test(key)) return vatNumberRule(text);
  if (/_percentage$/.test(key)) {
    return text.regex(/^\d{1,3}$/, REFERENCE_MSG.settingPercentage).refine((v) => Number(v) <= 100, REFERENCE_MSG.settingPercentage);
  }
  if (key === 'volume_discount_tiers') return text.refine((v) => parseVolumeTiers(v) !== null, REFERENCE_MSG.settingTiers);
  // A renewal day exists in every month.
  if (/_day$/.test(key)) return text.regex(/^\d{1,2}$/, REFERENCE_MSG.settingDay).refine((v) => Number(v) >= 1 && Number(v) <= 28, REFERENCE_MSG.settingDay);
  if (/_(pence|days|months|count|day)$/.test(key)) return text.regex(/^\d{1,9}$/, REFERENCE_MSG.settingNumber);
  return text;
}

/** A setting as the console saves it: the key's rule, then the value's rule for that key. */
export const settingSchema = z.object({ key: settingKeyRule, value: z.string() }).transform((v, ctx) => {
  const value = settingValueRule(v.key).safeParse(v.value);
  if (value.success) return { key: v.key, value: value.data };
  for (const issue of value.error.issues) ctx.addIssue({ code: 'custom', path: ['value'], message: issue.message });
  return z.NEVER;
});
