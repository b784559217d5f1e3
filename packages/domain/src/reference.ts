import { z } from 'zod';

/** The reference lists an administrator runs (contract enum ReferenceKind). */
export const REFERENCE_KINDS = [
  'INDUSTRY', 'GENRE', 'SKILL', 'QUALIFICATION', 'POSITION', 'SERVICE', 'JOB_LEVEL', 'JOB_TYPE', 'WORKING_HOUR', 'LANGUAGE',
] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

export const JOB_TYPE_KEYS = ['FREELANCE', 'PERMANENT', 'BOTH'] as const;
export const WORKING_HOUR_KEYS = ['FULLTIME', 'PARTTIME', 'BOTH_TIME'] as const;

export type ReferenceField = 'industry_id' | 'software' | 'job_level_id' | 'key' | 'description' | 'code';

/** The fields each list has beyond name, sort_order and hidden; forms show exactly these. */
export const REFERENCE_FIELDS: Record<ReferenceKind, readonly ReferenceField[]> = {
  INDUSTRY: [],
  GENRE: ['industry_id'],
  SKILL: ['industry_id', 'software'],
  QUALIFICATION: ['industry_id'],
  POSITION: ['industry_id', 'job_level_id'],
  SERVICE: [],
  JOB_LEVEL: ['key', 'description'],
  JOB_TYPE: ['key', 'description'],
  WORKING_HOUR: ['key', 'description'],
  LANGUAGE: ['code'],
};

/** Fields a new entry of the kind must have (besides its name). */
const REQUIRED_ON_CREATE: ReadonlySet<ReferenceField> = new Set(['industry_id', 'key']);

export const REFERENCE_NAME_MAX = 120;

export const REFERENCE_MSG = {
  nameRequired: 'Please enter a name',
  nameTooLong: `Names are at most ${REFERENCE_NAME_MAX} characters`,
  nameTaken: 'An entry with this name already exists in this list',
  keyRequired: 'Please enter a key',
  keyFormat: 'Use capital letters, digits and underscores',
  keyTaken: 'An entry with this key already exists',
  jobTypeKey: `The key must be one of ${JOB_TYPE_KEYS.join(', ')}`,
  workingHourKey: `The key must be one of ${WORKING_HOUR_KEYS.join(', ')}`,
  industryRequired: 'Please choose a discipline',
  industryUnknown: 'This discipline does not exist',
  jobLevelUnknown: 'This job level does not exist',
  sortOrder: 'Enter a whole number of 0 or more',
  description: 'Descriptions are at most 500 characters',
  code: 'Use a two or three letter language code',
  reorderIds: 'Every id must be an entry of this list, each once',
  notFound: 'This entry does not exist',
  settingKey: 'Use 2 to 64 lower-case letters, digits and underscores, starting with a letter',
  settingValue: 'Values are at most 10000 characters',
  settingNumber: 'This setting must be a whole number of 0 or more',
  settingPercentage: 'This setting must be a whole number from 0 to 100',
} as const;

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

/**
 * A setting's value. Keys name their unit, and the unit decides the rule: *_pence, *_days, *_months,
 * *_count, *_day are whole numbers of 0 or more, *_percentage from 0 to 100.
 */
export function settingValueRule(key: string) {
  const text = z.string().trim().max(10_000, REFERENCE_MSG.settingValue);
  if (/_percentage$/.test(key)) {
    return text.regex(/^\d{1,3}$/, REFERENCE_MSG.settingPercentage).refine((v) => Number(v) <= 100, REFERENCE_MSG.settingPercentage);
  }
  if (/_(pence|days|months|count|day)$/.test(key)) return text.regex(/^\d{1,9}$/, REFERENCE_MSG.settingNumber);
  return text;
}

/** Settings whose key starts with this prefix are never readable by the public queries. */
export const SECRET_SETTING_PREFIX = 'secret_';

/** A setting as the console saves it: the key's rule, then the value's rule for that key. */
export const settingSchema = z.object({ key: settingKeyRule, value: z.string() }).transform((v, ctx) => {
  const value = settingValueRule(v.key).safeParse(v.value);
  if (value.success) return { key: v.key, value: value.data };
  for (const issue of value.error.issues) ctx.addIssue({ code: 'custom', path: ['value'], message: issue.message });
  return z.NEVER;
});
