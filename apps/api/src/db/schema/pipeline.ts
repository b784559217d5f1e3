import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { APPLICATION_STATUSES, STATUS_CHANGE_CAUSES, type ApplicationStatus, type StatusChangeCause } from '@mp/domain';
import { ts } from './columns.js';
import { applications, opportunities } from './opportunities.js';
import { users } from './users.js';

/**
 * Saved posts and the applicant pipeline. An application's current status is on `applications`
 * (status, status_changed_at); these tables keep what surrounds it.
 */

const statusList = APPLICATION_STATUSES.map((s) => `'${s}'`).join(',');

/** A post a freelancer or agency person saved: private to that person, free, one row per pair. */
export const savedPosts = pgTable(
  'saved_posts',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    opportunity_id: integer('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    created_at: ts('created_at').notNull().defaultNow(),
    /** When the daily mail told the person this saved post had closed: at most once per saved post. */
    closed_notified_at: ts('closed_notified_at'),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.opportunity_id] }),
    index('saved_posts_user_created_idx').on(t.user_id, t.created_at.desc().nullsFirst(), t.opportunity_id.desc().nullsFirst()),
    index('saved_posts_opportunity_idx').on(t.opportunity_id),
  ],
);

/** Each change of an application's status: who, from, to, when. A change that makes no difference writes nothing. */
export const applicationStatusChanges = pgTable(
  'application_status_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    application_id: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    actor_id: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    from_status: text('from_status').$type<ApplicationStatus>().notNull(),
    to_status: text('to_status').$type<ApplicationStatus>().notNull(),
    /** Why the platform made the change itself (actor null); null: a person's change, or a close's. */
    cause: text('cause').$type<StatusChangeCause>(),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('application_status_changes_application_idx').on(t.application_id, t.created_at),
    check('application_status_changes_from_check', sql.raw(`from_status in (${statusList})`)),
    check('application_status_changes_to_check', sql.raw(`to_status in (${statusList})`)),
    check('application_status_changes_differ_check', sql`${t.from_status} <> ${t.to_status}`),
    check('application_status_changes_cause_check', sql.raw(`cause is null or (actor_id is null and cause in (${STATUS_CHANGE_CAUSES.map((c) => `'${c}'`).join(',')}))`)),
  ],
);

/** A team's private note on an applicant: never shown to the applicant. */
export const applicationNotes = pgTable(
  'application_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    application_id: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    author_id: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
    /** When its author last changed it (null: as written); the page shows "edited" (decision 0055). */
    edited_at: ts('edited_at'),
  },
  (t) => [
    index('application_notes_application_idx').on(t.application_id, t.created_at),
    check('application_notes_body_check', sql`char_length(btrim(${t.body})) between 1 and 2000`),
  ],
);

export type SavedPostRow = typeof savedPosts.$inferSelect;
export type ApplicationStatusChangeRow = typeof applicationStatusChanges.$inferSelect;
export type ApplicationNoteRow = typeof applicationNotes.$inferSelect;
