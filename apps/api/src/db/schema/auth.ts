import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns.js';
import { users } from './users.js';

/** One row per sign-in. Only the SHA-256 of the token is kept; revoking sets revoked_at. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
    last_used_at: ts('last_used_at').notNull().defaultNow(),
    expires_at: ts('expires_at').notNull(),
    revoked_at: ts('revoked_at'),
    ip: text('ip'),
    user_agent: text('user_agent'),
    /** Set when an administrator opened this session as the user (impersonation). */
    impersonator_id: integer('impersonator_id').references(() => users.id, { onDelete: 'cascade' }),
    /** When this session last proved a second factor (sign-in's second step or a step-up); null: never (decision 0064). */
    factor_at: ts('factor_at'),
  },
  (t) => [
    uniqueIndex('access_tokens_hash_key').on(t.token_hash),
    index('access_tokens_user_live_idx').on(t.user_id).where(sql`${t.revoked_at} is null`),
  ],
);

/** Password reset requests: hashed, single use, short-lived. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
    expires_at: ts('expires_at').notNull(),
    used_at: ts('used_at'),
  },
  (t) => [uniqueIndex('password_resets_hash_key').on(t.token_hash), index('password_resets_user_idx').on(t.user_id)],
);
