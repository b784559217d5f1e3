import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  SCREENING_ANSWER_MAX, SCREENING_KINDS, SCREENING_OPTIONS_MAX, SCREENING_OPTIONS_MIN, SCREENING_QUESTIONS_MAX, SCREENING_TEXT_MAX,
  type ScreeningKind, type YesNoAnswer,
} from '@mp/domain';
import { ts } from './columns.js';
import { applications, opportunities, screeningVersions } from './opportunities.js';
import { users } from './users.js';

/**
 * Screening questions (decision 0060): a post's questions in versions (`screening_versions`, beside applications),
 * the post's current version and auto-decline switch, and each application's answers. A question row never changes
 * (a trigger refuses it): an edit makes a new version, so an answer always reads as it was asked.
 */

const kindList = SCREENING_KINDS.map((k) => `'${k}'`).join(',');

/** The post's screening now: its current questions (null: none) and whether misses are declined. */
export const opportunityScreenings = pgTable(
  'opportunity_screenings',
  {
    opportunity_id: integer('opportunity_id')
      .primaryKey()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    version_id: integer('version_id').references(() => screeningVersions.id),
    auto_decline: boolean('auto_decline').notNull().default(false),
    updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [check('opportunity_screenings_auto_decline_check', sql`not ${t.auto_decline} or ${t.version_id} is not null`)],
);

export const screeningQuestions = pgTable(
  'screening_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    version_id: integer('version_id')
      .notNull()
      .references(() => screeningVersions.id, { onDelete: 'cascade' }),
    /** Its place in the form, from 0. */
    position: smallint('position').notNull(),
    kind: text('kind').$type<ScreeningKind>().notNull(),
    text: text('text').notNull(),
    must_have: boolean('must_have').notNull().default(false),
    /** Yes/no: the answer that meets it. */
    required_answer: text('required_answer').$type<YesNoAnswer>(),
    /** Number: the least answer that meets it. */
    minimum: numeric('minimum', { precision: 9, scale: 2, mode: 'number' }),
    /** One of a list: the options, and those that meet it. */
    options: text('options').array().notNull().default(sql`'{}'::text[]`),
    accepted_options: text('accepted_options').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    uniqueIndex('screening_questions_version_position_key').on(t.version_id, t.position),
    check('screening_questions_kind_check', sql.raw(`kind in (${kindList})`)),
    check('screening_questions_position_check', sql.raw(`position between 0 and ${SCREENING_QUESTIONS_MAX - 1}`)),
    check('screening_questions_text_check', sql.raw(`char_length(btrim(text)) between 1 and ${SCREENING_TEXT_MAX}`)),
    // Each kind holds its own answer rule only; a must-have has something to meet.
    check(
      'screening_questions_rule_check',
      sql.raw(`(kind = 'YES_NO' and minimum is null and cardinality(options) = 0 and cardinality(accepted_options) = 0
          and (required_answer is null or required_answer in ('YES','NO')) and (not must_have or required_answer is not null))
        or (kind = 'NUMBER' and required_answer is null and cardinality(options) = 0 and cardinality(accepted_options) = 0
          and (minimum is null or minimum >= 0) and (not must_have or minimum is not null))
        or (kind = 'CHOICE' and required_answer is null and minimum is null
          and cardinality(options) between ${SCREENING_OPTIONS_MIN} and ${SCREENING_OPTIONS_MAX} and accepted_options <@ options
          and (not must_have or cardinality(accepted_options) > 0))
        or (kind = 'TEXT' and required_answer is null and minimum is null and cardinality(options) = 0 and cardinality(accepted_options) = 0)`),
    ),
  ],
);

/** An application's answer to one question of the version it answered (written with the application, never changed). */
export const screeningAnswers = pgTable(
  'screening_answers',
  {
    application_id: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    question_id: integer('question_id')
      .notNull()
      .references(() => screeningQuestions.id, { onDelete: 'cascade' }),
    /** As stored by the apply rule: YES or NO, a number, an option, text; null: a text question left empty. */
    value: text('value'),
    /** Whether it meets what the question asks for; null when it asks for nothing in particular. */
    meets: boolean('meets'),
  },
  (t) => [
    primaryKey({ columns: [t.application_id, t.question_id] }),
    // The foreign key's check when a post and its questions go.
    index('screening_answers_question_idx').on(t.question_id),
    check('screening_answers_value_check', sql.raw(`char_length(value) <= ${SCREENING_ANSWER_MAX}`)),
  ],
);

export type OpportunityScreeningRow = typeof opportunityScreenings.$inferSelect;
export type ScreeningQuestionRow = typeof screeningQuestions.$inferSelect;
export type ScreeningAnswerRow = typeof screeningAnswers.$inferSelect;
