import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns.js';

/** A stored object an erased account still has to lose: which store, and its key. */
export interface PendingFile {
  store: 'private' | 'public';
  key: string;
}

/**
 * One row per account deleted by its owner (decision 0035). No personal data: the former id (no foreign
 * key: the user row is usually gone), its type, whether a scrubbed row was kept (a team the credit ledger
 * points at) and the stored files still to remove. Files are removed after the commit; a failure leaves
 * them in `pending_files` for `retryFileRemovals`, and `files_removed_at` stays null until all are gone.
 */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    former_user_id: integer('former_user_id').notNull(),
    user_type: text('user_type').notNull(),
    /** erased: the user row was deleted; scrubbed: kept without personal data (users.deleted_at set). */
    outcome: text('outcome').notNull(),
    pending_files: jsonb('pending_files').$type<PendingFile[]>().notNull().default(sql`'[]'::jsonb`),
    removal_attempts: integer('removal_attempts').notNull().default(0),
    files_removed_at: ts('files_removed_at'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_deletions_user_key').on(t.former_user_id),
    index('account_deletions_pending_idx').on(t.created_at).where(sql`${t.files_removed_at} is null`),
    check('account_deletions_outcome_check', sql`${t.outcome} in ('erased','scrubbed')`),
  ],
);

export type AccountDeletionRow = typeof accountDeletions.$inferSelect;
