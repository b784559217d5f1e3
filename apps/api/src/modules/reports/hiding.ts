import { and, countDistinct, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { AUTO_HIDE, type ReportKind } from '@mp/domain';
import type { Tx } from '../../db/client.js';
import { hiddenItems, reports } from '../../db/schema/index.js';
import { audit } from '../audit/service.js';
import { REPORT_KIND_ADAPTERS } from './kinds.js';

/**
 * An item's reports and its hidden state change one transaction at a time: a report and a console action on the same
 * item wait for each other (so the third reporter sees the other two, and two administrators do not both act).
 */
export async function lockItem(tx: Tx, kind: ReportKind, itemId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`report:${kind}`}), ${itemId})`);
}

export async function isHidden(tx: Tx, kind: ReportKind, itemId: number): Promise<boolean> {
  const [row] = await tx.select({ automatic: hiddenItems.automatic }).from(hiddenItems).where(and(eq(hiddenItems.kind, kind), eq(hiddenItems.item_id, itemId)));
  return row !== undefined;
}

/** Hidden by an administrator: no longer pending review (an automatic hide becomes theirs). */
export async function hideTx(tx: Tx, kind: ReportKind, itemId: number, adminId: number): Promise<void> {
  await tx
    .insert(hiddenItems)
    .values({ kind, item_id: itemId, automatic: false, hidden_by: adminId })
    .onConflictDoUpdate({ target: [hiddenItems.kind, hiddenItems.item_id], set: { automatic: false, hidden_by: adminId, hidden_at: sql`now()` } });
  await REPORT_KIND_ADAPTERS[kind].onVisibilityChanged(tx, itemId);
}

/** Dismissed reports: an item hidden only by their count is shown again; one an administrator hid stays hidden. */
export async function unhideAutomaticTx(tx: Tx, kind: ReportKind, itemId: number): Promise<boolean> {
  const gone = await tx
    .delete(hiddenItems)
    .where(and(eq(hiddenItems.kind, kind), eq(hiddenItems.item_id, itemId), eq(hiddenItems.automatic, true)))
    .returning({ id: hiddenItems.item_id });
  if (gone.length > 0) await REPORT_KIND_ADAPTERS[kind].onVisibilityChanged(tx, itemId);
  return gone.length > 0;
}

/**
 * After a report: an item that AUTO_HIDE.reporters different accounts reported within AUTO_HIDE.hours, in reports still
 * open, is hidden until an administrator reviews it. Visitors' reports do not count: three addresses cost an attacker
 * nothing, so they could take down any post; they reach the queue, and an administrator. Answers whether it was hidden now.
 */
export async function autoHideTx(tx: Tx, kind: ReportKind, itemId: number): Promise<boolean> {
  const [row] = await tx
    .select({ n: countDistinct(reports.reporter_id) })
    .from(reports)
    .where(and(
      eq(reports.kind, kind), eq(reports.item_id, itemId), eq(reports.status, 'OPEN'), isNotNull(reports.reporter_id),
      gt(reports.created_at, sql`now() - make_interval(hours => ${AUTO_HIDE.hours})`),
    ));
  if ((row?.n ?? 0) < AUTO_HIDE.reporters) return false;
  const hidden = await tx
    .insert(hiddenItems)
    .values({ kind, item_id: itemId, automatic: true })
    .onConflictDoNothing()
    .returning({ id: hiddenItems.item_id });
  if (hidden.length === 0) return false;
  await REPORT_KIND_ADAPTERS[kind].onVisibilityChanged(tx, itemId);
  await audit(tx, { actorId: null, action: 'report.auto_hide', targetType: REPORT_KIND_ADAPTERS[kind].auditType, targetId: itemId, details: { reporters: row!.n } });
  return true;
}
