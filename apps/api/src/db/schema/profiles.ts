import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns.js';
import { genres, industries, jobLevels, languages, positions, qualifications, skills } from './reference.js';
import { users } from './users.js';

/**
 * A freelancer's profile lists and records: each list its own table keyed by the
 * pair, so the user row stays small and a choice cannot be listed twice. Limits the spec gives (top skills 3,
 * role levels 3, positions 5, languages 10) are checked by the service inside the transaction that writes
 * the list, under a lock on the user row.
 */

const userId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Professional disciplines (the spec's industries). */
export const userIndustries = pgTable(
  'user_industries',
  { user_id: userId(), industry_id: integer('industry_id').notNull().references(() => industries.id, { onDelete: 'restrict' }) },
  (t) => [primaryKey({ columns: [t.user_id, t.industry_id] }), index('user_industries_industry_idx').on(t.industry_id)],
);

/** Category experience. */
export const userGenres = pgTable(
  'user_genres',
  { user_id: userId(), genre_id: integer('genre_id').notNull().references(() => genres.id, { onDelete: 'restrict' }) },
  (t) => [primaryKey({ columns: [t.user_id, t.genre_id] }), index('user_genres_genre_idx').on(t.genre_id)],
);

/** Skills and software skills (the skill's own flag says which); `is_top` marks up to 3 top skills. */
export const userSkills = pgTable(
  'user_skills',
  {
    user_id: userId(),
    skill_id: integer('skill_id').notNull().references(() => skills.id, { onDelete: 'restrict' }),
    is_top: boolean('is_top').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.skill_id] }), index('user_skills_skill_idx').on(t.skill_id)],
);

export const userQualifications = pgTable(
  'user_qualifications',
  { user_id: userId(), qualification_id: integer('qualification_id').notNull().references(() => qualifications.id, { onDelete: 'restrict' }) },
  (t) => [primaryKey({ columns: [t.user_id, t.qualification_id] }), index('user_qualifications_qualification_idx').on(t.qualification_id)],
);

/** Positions sought (at most 5). */
export const userPositions = pgTable(
  'user_positions',
  { user_id: userId(), position_id: integer('position_id').notNull().references(() => positions.id, { onDelete: 'restrict' }) },
  (t) => [primaryKey({ columns: [t.user_id, t.position_id] }), index('user_positions_position_idx').on(t.position_id)],
);

/** Role levels the freelancer is looking for (at most 2 at onboarding, 3 on edit). */
export const userJobLevels = pgTable(
  'user_job_levels',
  { user_id: userId(), job_level_id: integer('job_level_id').notNull().references(() => jobLevels.id, { onDelete: 'restrict' }) },
  (t) => [primaryKey({ columns: [t.user_id, t.job_level_id] })],
);

/** Languages spoken (at most 10). */
export const userLanguages = pgTable(
  'user_languages',
  { user_id: userId(), language_id: integer('language_id').notNull().references(() => languages.id, { onDelete: 'restrict' }) },
  (t) => [primaryKey({ columns: [t.user_id, t.language_id] })],
);

/**
 * The freelancer's one-of-a-kind choices that are not on every user: the job type and working hours they
 * consider (keys of job_types and working_hours), the notice period's unit and when they can start.
 */
export const freelancerPreferences = pgTable(
  'freelancer_preferences',
  {
    user_id: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    job_type: text('job_type'),
    working_hours: text('working_hours'),
    notice_period_unit: text('notice_period_unit'),
    /** When they can start (002:L153): 1 as soon as possible, 2 in the next year, 3 window shopping. */
    start_timing: text('start_timing'),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('freelancer_preferences_unit_check', sql`${t.notice_period_unit} is null or ${t.notice_period_unit} in ('DAYS','WEEKS','MONTHS')`),
    check('freelancer_preferences_start_check', sql`${t.start_timing} is null or ${t.start_timing} in ('1','2','3')`),
  ],
);

/** Month/year ranges are stored as the first day of the month; `ended_on` null is Present. */
const period = () => ({
  started_on: date('started_on', { mode: 'string' }).notNull(),
  ended_on: date('ended_on', { mode: 'string' }),
});

export const educations = pgTable(
  'educations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: userId(),
    school_name: text('school_name'),
    qualification: text('qualification').notNull(),
    description: text('description').notNull(),
    ...period(),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('educations_user_idx').on(t.user_id, t.started_on),
    check('educations_period_check', sql`${t.ended_on} is null or ${t.ended_on} >= ${t.started_on}`),
    check('educations_lengths_check', sql`char_length(${t.school_name}) <= 255 and char_length(${t.qualification}) <= 255 and char_length(${t.description}) <= 5000`),
  ],
);

export const experiences = pgTable(
  'experiences',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: userId(),
    title: text('title').notNull(),
    company: text('company').notNull(),
    description: text('description').notNull(),
    ...period(),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('experiences_user_idx').on(t.user_id, t.started_on),
    check('experiences_period_check', sql`${t.ended_on} is null or ${t.ended_on} >= ${t.started_on}`),
    check('experiences_lengths_check', sql`char_length(${t.title}) <= 255 and char_length(${t.company}) <= 255 and char_length(${t.description}) <= 5000`),
  ],
);

/**
 * Private files (CVs and supporting documents): `storage_key` names the object in the private store, never
 * served by a public path. The latest CV is the active one.
 */
const privateFile = () => ({
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  user_id: userId(),
  storage_key: text('storage_key').notNull(),
  file_name: text('file_name').notNull(),
  content_type: text('content_type').notNull(),
  size: integer('size').notNull(),
  created_at: ts('created_at').notNull().defaultNow(),
});

export const resumes = pgTable('resumes', privateFile(), (t) => [
  uniqueIndex('resumes_storage_key_key').on(t.storage_key),
  index('resumes_user_idx').on(t.user_id, t.created_at),
  check('resumes_size_check', sql`${t.size} > 0 and ${t.size} <= 8388608`),
]);

export const documents = pgTable('documents', { ...privateFile(), name: text('name').notNull() }, (t) => [
  uniqueIndex('documents_storage_key_key').on(t.storage_key),
  index('documents_user_idx').on(t.user_id, t.created_at),
  check('documents_size_check', sql`${t.size} > 0 and ${t.size} <= 5000000`),
  check('documents_name_check', sql`char_length(${t.name}) between 1 and 255`),
]);

/**
 * Codes sent to verify a phone for text notifications: stored hashed, with an expiry and a count of wrong
 * tries. A verified number is written to the user (phone_secondary, phone_secondary_verified_at).
 */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: userId(),
    phone: text('phone').notNull(),
    code_hash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expires_at: ts('expires_at').notNull(),
    verified_at: ts('verified_at'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('phone_verifications_user_idx').on(t.user_id, t.created_at), check('phone_verifications_attempts_check', sql`${t.attempts} >= 0`)],
);
