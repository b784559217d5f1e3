import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns.js';
import { users } from './users.js';

/**
 * Second factors (decision 0064). An authenticator app (TOTP, RFC 6238): one a person. Its secret is sealed
 * (lib/sealed.ts) and never read back to the client after set-up. `confirmed_at` null: set-up started, not yet
 * confirmed by a code, so not a factor. `last_step` is the last accepted 30-second step: a code is accepted
 * only for a later step, so a code seen once cannot be used again.
 */
export const totpFactors = pgTable(
  'totp_factors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    secret: text('secret').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
    confirmed_at: ts('confirmed_at'),
    last_step: bigint('last_step', { mode: 'number' }),
  },
  (t) => [uniqueIndex('totp_factors_user_key').on(t.user_id)],
);

/** Ten single-use recovery codes a person, hashed with their user id; `used_at` set by a conditional update. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code_hash: text('code_hash').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
    used_at: ts('used_at'),
  },
  (t) => [uniqueIndex('recovery_codes_user_code_key').on(t.user_id, t.code_hash)],
);

/**
 * A sign-in waiting for its second step: the password (or nothing yet, for a passkey) was right and the account
 * has a factor. Hashed, single use, five minutes; it grants nothing but the second step for this account.
 */
export const pendingSignIns = pgTable(
  'pending_sign_ins',
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
  (t) => [
    uniqueIndex('pending_sign_ins_hash_key').on(t.token_hash),
    index('pending_sign_ins_user_idx').on(t.user_id),
    check('pending_sign_ins_expiry_check', sql`${t.expires_at} > ${t.created_at}`),
  ],
);
