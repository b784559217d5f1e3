import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns.js';

/**
 * Reference lists the administrator runs. Every entry has a display order and can be hidden:
 * an entry in use is hidden rather than deleted, so what people chose keeps its name.
 */
const entry = () => ({
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  sort_order: integer('sort_order').notNull().default(0),
  hidden: boolean('hidden').notNull().default(false),
  created_at: ts('created_at').notNull().defaultNow(),
});

/** Professional disciplines (the spec's industries). */
export const industries = pgTable('industries', entry(), (t) => [
  uniqueIndex('industries_name_key').on(sql`lower(${t.name})`),
]);

const perDiscipline = () => ({
  ...entry(),
  industry_id: integer('industry_id')
    .notNull()
    .references(() => industries.id, { onDelete: 'restrict' }),
});

/** Category experience, per discipline. */
export const genres = pgTable('genres', perDiscipline(), (t) => [
  uniqueIndex('genres_industry_name_key').on(t.industry_id, sql`lower(${t.name})`),
]);

/** Skills per discipline; `software` marks software skills. */
export const skills = pgTable('skills', { ...perDiscipline(), software: boolean('software').notNull().default(false) }, (t) => [
  uniqueIndex('skills_industry_name_key').on(t.industry_id, sql`lower(${t.name})`),
  index('skills_industry_software_idx').on(t.industry_id, t.software),
]);

export const qualifications = pgTable('qualifications', perDiscipline(), (t) => [
  uniqueIndex('qualifications_industry_name_key').on(t.industry_id, sql`lower(${t.name})`),
]);

const keyed = () => ({
  ...entry(),
  key: text('key').notNull(),
  description: text('description'),
});

export const jobLevels = pgTable('job_levels', keyed(), (t) => [uniqueIndex('job_levels_key').on(t.key)]);

/** Positions per discipline and job level. */
export const positions = pgTable(
  'positions',
  {
    ...perDiscipline(),
    job_level_id: integer('job_level_id').references(() => jobLevels.id, { onDelete: 'restrict' }),
  },
  (t) => [
    uniqueIndex('positions_industry_level_name_key').on(t.industry_id, t.job_level_id, sql`lower(${t.name})`),
  ],
);

/** The agency services of document 3. */
export const services = pgTable('services', entry(), (t) => [uniqueIndex('services_name_key').on(sql`lower(${t.name})`)]);

export const jobTypes = pgTable('job_types', keyed(), (t) => [
  uniqueIndex('job_types_key').on(t.key),
  check('job_types_key_check', sql`${t.key} in ('FREELANCE','PERMANENT','BOTH')`),
]);

export const workingHours = pgTable('working_hours', keyed(), (t) => [
  uniqueIndex('working_hours_key').on(t.key),
  check('working_hours_key_check', sql`${t.key} in ('FULLTIME','PARTTIME','BOTH_TIME')`),
]);

export const languages = pgTable('languages', { ...entry(), code: text('code') }, (t) => [
  uniqueIndex('languages_name_key').on(sql`lower(${t.name})`),
]);
