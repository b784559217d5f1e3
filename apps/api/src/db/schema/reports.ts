import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { REPORT_ACTIONS, REPORT_KINDS, REPORT_NOTE_MAX, REPORT_REASONS, REPORT_STATUSES, type ReportAction, type ReportKind, type ReportReason, type ReportStatus } from '@mp/domain';
import { ts } from './columns.js';
import { users } from './users.js';

/**
 * Reports (decision 0063): one row a report of one item (its kind and id; a kind's own table holds the item). The
 * reporter is a person, or for a visitor (the public kinds) a hashed address. An item's open reports are resolved
 * together by one console action.
 */

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(','));

export const reports = pgTable(
  'reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<ReportKind>().notNull(),
    item_id: integer('item_id').notNull(),
    /** Null for a visitor, and once the reporter's account is erased (the report stays, without them or their note). */
    reporter_id: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    /** A visitor's address, hashed with the app's secret (decision 0063): limits and one open report per address. */
    reporter_address_hash: text('reporter_address_hash'),
    reason: text('reason').$type<ReportReason>().notNull(),
    note: text('note'),
    status: text('status').$type<ReportStatus>().notNull().default('OPEN'),
    created_at: ts('created_at').notNull().defaultNow(),
    resolved_by: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolved_at: ts('resolved_at'),
    action: text('action').$type<ReportAction>(),
  },
  (t) => [
    check('reports_kind_check', sql`${t.kind} in (${list(REPORT_KINDS)})`),
    check('reports_reason_check', sql`${t.reason} in (${list(REPORT_REASONS)})`),
    check('reports_status_check', sql`${t.status} in (${list(REPORT_STATUSES)})`),
    check('reports_action_check', sql`${t.action} is null or ${t.action} in (${list(REPORT_ACTIONS)})`),
    check('reports_note_check', sql`${t.note} is null or char_length(${t.note}) between 1 and ${sql.raw(String(REPORT_NOTE_MAX))}`),
    // Open until resolved: a resolved report says when and how.
    check('reports_resolved_check', sql`(${t.status} = 'OPEN') = (${t.resolved_at} is null) and (${t.status} = 'OPEN') = (${t.action} is null)`),
    // One open report per reporter (or visitor's address) and item: a double click or a repeat adds nothing.
    uniqueIndex('reports_open_reporter_key').on(t.kind, t.item_id, t.reporter_id).where(sql`${t.status} = 'OPEN' and ${t.reporter_id} is not null`),
    uniqueIndex('reports_open_address_key')
      .on(t.kind, t.item_id, t.reporter_address_hash)
      .where(sql`${t.status} = 'OPEN' and ${t.reporter_id} is null and ${t.reporter_address_hash} is not null`),
    // The console's queue and its home's count and oldest.
    index('reports_open_idx').on(t.created_at, t.kind, t.item_id).where(sql`${t.status} = 'OPEN'`),
    index('reports_item_idx').on(t.kind, t.item_id, t.created_at),
    index('reports_reporter_idx').on(t.reporter_id),
  ],
);

/**
 * Items hidden by moderation, of every kind: by an administrator, or automatically when enough accounts report one
 * (until reviewed). The readers of each kind leave out, or replace, what is listed here.
 */
export const hiddenItems = pgTable(
  'hidden_items',
  {
    kind: text('kind').$type<ReportKind>().notNull(),
    item_id: integer('item_id').notNull(),
    /** Hidden by the reports' count, pending review (dismissing the reports shows it again). */
    automatic: boolean('automatic').notNull(),
    hidden_by: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    hidden_at: ts('hidden_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.item_id] }), check('hidden_items_kind_check', sql`${t.kind} in (${list(REPORT_KINDS)})`)],
);

export type ReportRow = typeof reports.$inferSelect;
