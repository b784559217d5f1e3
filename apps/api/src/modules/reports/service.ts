import { and, eq } from 'drizzle-orm';
import { REPORT_MSG, reportSchema, type ReportKind } from '@mp/domain';
import type { Tx } from '../../db/client.js';
import { reports } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { attempt, LIMITS } from '../../lib/limits.js';
import type { Viewer } from '../../viewer/viewer.js';
import { idempotentRequest, once } from '../idempotency/service.js';
import { autoHideTx, isHidden, lockItem } from './hiding.js';
import { REPORT_KIND_ADAPTERS } from './kinds.js';

export interface ReportAnswer {
  reportId: number;
  /** The reporter's thank-you: the reported person is never told who reported. */
  message: string;
}

/**
 * A signed-in person reports an item (decision 0063): the kind's check of who may, the rules, the limit (counted before
 * the work, as every limit), then in one transaction under the item's lock: one open report per reporter and item (a
 * repeat answers the open one: the unique index holds it), and the automatic hide at the third reporter. A client key
 * makes a repeat answer the first answer (decision 0041).
 */
export async function reportItem(
  deps: Deps, viewer: Viewer, kind: ReportKind, itemId: number, input: { reason: unknown; note?: unknown }, idempotencyKey?: string | null,
): Promise<ReportAnswer> {
  await REPORT_KIND_ADAPTERS[kind].assertMayReport(deps.db, viewer, itemId);
  const { reason, note } = AppError.parse(reportSchema, input);
  await attempt(deps.db, `reports:${viewer.user.id}`, LIMITS.reportsPerUser);
  const request = idempotentRequest(idempotencyKey, { scopeId: viewer.user.id, operation: 'report', actorId: viewer.user.id, body: { kind, itemId, reason, note } });
  const { answer } = await deps.db.transaction((tx) =>
    once(tx, request, async () => {
      await lockItem(tx, kind, itemId);
      if (await isHidden(tx, kind, itemId)) throw new AppError('BAD_USER_INPUT', REPORT_MSG.alreadyRemoved);
      const [made] = await tx
        .insert(reports)
        .values({ kind, item_id: itemId, reporter_id: viewer.user.id, reason, note })
        .onConflictDoNothing()
        .returning({ id: reports.id });
      if (made) {
        await autoHideTx(tx, kind, itemId);
        return { reportId: made.id };
      }
      const [open] = await tx
        .select({ id: reports.id })
        .from(reports)
        .where(and(eq(reports.kind, kind), eq(reports.item_id, itemId), eq(reports.reporter_id, viewer.user.id), eq(reports.status, 'OPEN')));
      return { reportId: open!.id };
    }),
  );
  return { reportId: Number(answer.reportId), message: REPORT_MSG.thanks };
}

/**
 * Erasure (decision 0035): the person's reports stay as the item's signal for the console, without the reporter or
 * their note. Called in the erasure's transaction (the foreign key clears the reporter when the row is deleted, but a
 * team's row is kept scrubbed).
 */
export async function eraseReporterTx(tx: Tx, userId: number): Promise<void> {
  await tx.update(reports).set({ reporter_id: null, note: null }).where(eq(reports.reporter_id, userId));
}
