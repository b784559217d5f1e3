import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns.js';
import { users } from './users.js';

/** Who did what and when: every console action, every impersonation. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    actor_id: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    target_type: text('target_type'),
    target_id: integer('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    ip: text('ip'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.created_at), index('audit_log_actor_idx').on(t.actor_id, t.created_at)],
);

/** One-time links an administrator uses to sign in as a user: hashed, single use, minutes long. */
export const impersonationTokens = pgTable(
  'impersonation_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    admin_id: integer('admin_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
    expires_at: ts('expires_at').notNull(),
    used_at: ts('used_at'),
  },
  (t) => [uniqueIndex('impersonation_tokens_hash_key').on(t.token_hash)],
);

/** Promo codes for credit purchases and subscriptions (used by the billing issue). */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    type: text('type').notNull(),
    /** Percent for PERCENTAGE (1 to 100), pence for FIXED. */
    value: integer('value').notNull(),
    valid_from: ts('valid_from'),
    valid_until: ts('valid_until'),
    usage_limit: integer('usage_limit'),
    used_count: integer('used_count').notNull().default(0),
    active: boolean('active').notNull().default(true),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_codes_code_key').on(sql`upper(${t.code})`),
    check('promo_codes_type_check', sql`${t.type} in ('PERCENTAGE','FIXED')`),
    check('promo_codes_value_check', sql`${t.value} > 0 and (${t.type} <> 'PERCENTAGE' or ${t.value} <= 100)`),
    check('promo_codes_usage_check', sql`${t.used_count} >= 0 and (${t.usage_limit} is null or ${t.used_count} <= ${t.usage_limit})`),
    check('promo_codes_dates_check', sql`${t.valid_from} is null or ${t.valid_until} is null or ${t.valid_from} < ${t.valid_until}`),
  ],
);
