import { and, asc, count, countDistinct, desc, eq, max, min, or, sql } from 'drizzle-orm';
import { REPORT_KINDS, type ReportKind, type ReportReason } from '@mp/domain';
import type { Db } from '../../db/client.js';
import { hiddenItems, reports } from '../../db/schema/index.js';
import { paginated, pageWindow, type Paginated } from '../../graphql/paging.js';
import type { ReportedItem } from './adapter.js';
import { REPORT_KIND_ADAPTERS } from './kinds.js';

/** The console's queue of reports (decision 0063): one entry an item with open reports, and the home's summary. */

export type QueueOrder = 'OLDEST' | 'NEWEST';

export interface QueueEntry {
  /** The item's oldest open report: the console's actions name it, so two administrators acting at once clash on it. */
  report_id: number;
  kind: ReportKind;
  item_id: number;
  first_reported_at: Date;
  last_reported_at: Date;
  /** Distinct accounts (or visitors' addresses) with an open report of the item. */
  reporters: number;
  /** Hidden by the reports' count, pending this review. */
  hidden_automatically: boolean;
  reports: { id: number; reason: ReportReason; note: string | null; created_at: Date }[];
  /** Null when the item is gone (its reports wait to be dismissed). */
  item: ReportedItem | null;
}

const open = eq(reports.status, 'OPEN');
/** An aggregate's timestamp (PGlite and postgres-js may hand it back as text). */
const toDate = (v: unknown) => new Date(v as string | Date);
const reporterKey = sql`coalesce(${reports.reporter_id}::text, ${reports.reporter_address_hash})`;

/**
 * A page of items with open reports, the longest waiting first (OLDEST, by their first open report) or the latest
 * reported first (NEWEST). Three statements and one a kind: the page, its reports, the total, each kind's items.
 */
export async function reportQueue(db: Db, args: { order?: QueueOrder | null; first?: number | null; page?: number | null }): Promise<Paginated<QueueEntry>> {
  const window = pageWindow(args.first, args.page, 20);
  const firstAt = min(reports.created_at);
  const lastAt = max(reports.created_at);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        kind: reports.kind, item_id: reports.item_id, report_id: min(reports.id), first_at: firstAt, last_at: lastAt,
        reporters: countDistinct(reporterKey), automatic: sql<boolean>`bool_or(${hiddenItems.automatic})`,
      })
      .from(reports)
      .leftJoin(hiddenItems, and(eq(hiddenItems.kind, reports.kind), eq(hiddenItems.item_id, reports.item_id)))
      .where(open)
      .groupBy(reports.kind, reports.item_id)
      .orderBy(...(args.order === 'NEWEST' ? [desc(lastAt), desc(reports.item_id)] : [asc(firstAt), asc(reports.item_id)]))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: countDistinct(sql`(${reports.kind}, ${reports.item_id})`) }).from(reports).where(open),
  ]);
  const byKind = new Map<ReportKind, number[]>();
  for (const r of rows) byKind.set(r.kind, [...(byKind.get(r.kind) ?? []), r.item_id]);
  const [details, items] = await Promise.all([
    rows.length === 0
      ? []
      : db
          .select({ id: reports.id, kind: reports.kind, item_id: reports.item_id, reason: reports.reason, note: reports.note, created_at: reports.created_at })
          .from(reports)
          .where(and(open, or(...rows.map((r) => and(eq(reports.kind, r.kind), eq(reports.item_id, r.item_id))))))
          .orderBy(asc(reports.created_at), asc(reports.id)),
    Promise.all(REPORT_KINDS.filter((k) => byKind.has(k)).map(async (k) => [k, await REPORT_KIND_ADAPTERS[k].describe(db, byKind.get(k)!)] as const)),
  ]);
  const described = new Map(items);
  const data = rows.map((r) => ({
    report_id: Number(r.report_id),
    kind: r.kind,
    item_id: r.item_id,
    first_reported_at: toDate(r.first_at),
    last_reported_at: toDate(r.last_at),
    reporters: r.reporters,
    hidden_automatically: Boolean(r.automatic),
    reports: details.filter((d) => d.kind === r.kind && d.item_id === r.item_id).map(({ id, reason, note, created_at }) => ({ id, reason, note, created_at })),
    item: described.get(r.kind)?.get(r.item_id) ?? null,
  }));
  return paginated(data, total?.n ?? 0, window);
}

/** The console's home: how many reports are open, and since when the oldest waits (one statement on the open index). */
export async function reportsSummary(db: Db): Promise<{ open: number; oldest_at: Date | null }> {
  const [row] = await db.select({ n: count(), oldest: min(reports.created_at) }).from(reports).where(open);
  return { open: row?.n ?? 0, oldest_at: row?.oldest ? toDate(row.oldest) : null };
}
