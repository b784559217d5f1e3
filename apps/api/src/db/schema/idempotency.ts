import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.js';
import { users } from './users.js';

/**
 * The answers of operations that cost, send or create, by the client's idempotency key (decision 0041). The
 * primary key makes a key once per account and operation: a concurrent repeat waits on it until the first
 * commits (then replays its answer) or rolls back (then runs). The row is written in the operation's own
 * transaction, so it exists only with its answer. Kept 24 hours; an hourly clock deletes the older ones.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The account the operation acts for: the posting team, the freelancer or the agency team that applies. */
    scope_id: integer('scope_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The GraphQL operation, e.g. addOpportunity. */
    operation: text('operation').notNull(),
    key: uuid('key').notNull(),
    /** sha256 of the person and the request: the same key with another body, or from a teammate, is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** What the operation answered (ids, never personal data); null only inside the transaction that claims the key. */
    answer: jsonb('answer'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pkey', columns: [t.scope_id, t.operation, t.key] }),
    index('idempotency_keys_created_idx').on(t.created_at),
    check('idempotency_keys_operation_check', sql`char_length(${t.operation}) between 1 and 64`),
  ],
);
