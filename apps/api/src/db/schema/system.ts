import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    /** The sending job's key for this message: a job retried after a crash finds it sent and sends nothing. */
    message_key: text('message_key'),
  },
  (t) => [
    index('outbox_created_idx').on(t.created_at),
    uniqueIndex('outbox_message_key').on(t.message_key),
    check('outbox_status_check', sql`${t.status} in ('queued','sent','logged','failed')`),
  ],
);

/**
 * Background work queued by the transaction that makes the change (the transactional outbox): a row commits or rolls
 * back with its change, and a drainer hands it to the job runner (pg-boss with this row's id as the job's id, so a
 * drain repeated after a crash adds no second job), then deletes it.
 */
export const jobOutbox = pgTable(
  'job_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull(),
    start_after: ts('start_after'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('job_outbox_created_idx').on(t.created_at)],
);
