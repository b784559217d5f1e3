import { and, eq, inArray, or } from 'drizzle-orm';
import { REPORT_MSG, type PublicReportKind, type ReportReason } from '@mp/domain';
import type { Db } from '../../db/client.js';
import { hiddenItems, reports } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { Viewer } from '../../viewer/viewer.js';
import { REPORT_KIND_ADAPTERS } from './kinds.js';

export interface HiddenNotice {
  message: string;
  hidden_at: Date;
  automatic: boolean;
  /** What it was reported as (never who reported it). */
  reasons: ReportReason[];
}

/**
 * canReadHiddenNotice: the people of the team an item belongs to read that it is hidden and why (the reasons, never the
 * reporters); anyone else is told nothing (NOT_FOUND, as for an item that does not exist). Null while it is shown.
 */
export async function hiddenNoticeOf(db: Db, viewer: Viewer, kind: PublicReportKind, itemId: number): Promise<HiddenNotice | null> {
  const owner = await REPORT_KIND_ADAPTERS[kind].ownerOf(db, itemId);
  if (!owner || !viewer.memberships.some((m) => m.team_id === owner.id)) throw new AppError('NOT_FOUND', REPORT_MSG.itemNotFound);
  const [hidden] = await db
    .select({ at: hiddenItems.hidden_at, automatic: hiddenItems.automatic })
    .from(hiddenItems)
    .where(and(eq(hiddenItems.kind, kind), eq(hiddenItems.item_id, itemId)));
  if (!hidden) return null;
  const rows = await db
    .selectDistinct({ reason: reports.reason })
    .from(reports)
    .where(and(eq(reports.kind, kind), eq(reports.item_id, itemId), or(eq(reports.status, 'OPEN'), inArray(reports.action, ['HIDE', 'SUSPEND']))));
  return { message: REPORT_MSG.hiddenForOwner, hidden_at: hidden.at, automatic: hidden.automatic, reasons: rows.map((r) => r.reason) };
}
