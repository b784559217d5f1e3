import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.js';

/** Platform settings (key, value), e.g. the job-post price. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

/** Fixed-window counters for rate limits and sign-in slow-down, shared by every API process. */
export const throttles = pgTable('throttles', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  window_started_at: ts('window_started_at').notNull(),
});

/** Every email the platform sends, with its delivery state; the offline default reads from here. */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to_address: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text_body: text('text_body').notNull(),
    html_body: text('html_body'),
    status: text('status').notNull().default('queued'),
    transport: text('transport').notNull(),
    error: text('error'),
    created_at: ts('created_at').notNull().defaultNow(),
    sent_at: ts('sent_at'),
  },
  (t) => [
    index('outbox_created_idx').on(t.created_at),
    check('outbox_status_check', sql`${t.status} in ('queued','sent','logged','failed')`),
  ],
);
