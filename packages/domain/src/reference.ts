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
  settingDay: 'This setting must be a day of the month from 1 to 28',
  settingTiers: 'Write tiers as quantity:percent pairs, e.g. 3:5, 5:10 (5% off from 3 posts, 10% from 5)',
  settingPercentage: 'This setting must be a whole number from 0 to 100',
} as const;

/** Settings whose key starts with this prefix are never readable by the public queries. */
export const SECRET_SETTING_PREFIX = 'secret_';
