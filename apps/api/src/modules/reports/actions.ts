import { and, eq, sql } from 'drizzle-orm';
import { REPORT_MSG, type ReportAction } from '@mp/domain';
import { enqueueTx } from '../../adapters/jobs/outbox.js';
import { reports } from '../../db/schema/index.js';
import type { Deps, RequestMeta } from '../../deps.js';
import { AppError } from '../../errors.js';
import type { Viewer } from '../../viewer/viewer.js';
import { deactivateAccountTx } from '../admin/accounts.js';
import { audit } from '../audit/service.js';
import { hideTx, lockItem, unhideAutomaticTx } from './hiding.js';
import { REPORT_KIND_ADAPTERS } from './kinds.js';
import { itemHiddenMailJob } from './mail.js';
import { assertMaySuspend } from './policy.js';

const STATUS: Record<ReportAction, 'DISMISSED' | 'ACTIONED'> = { DISMISS: 'DISMISSED', HIDE: 'ACTIONED', SUSPEND: 'ACTIONED' };

/**
 * The console acts on a report (decision 0063), and so on every open report of its item, in one transaction under the
 * item's lock: DISMISS (an item hidden automatically is shown again), HIDE (its owner is mailed why, by a job of the
 * transaction), or SUSPEND (its owner's account is deactivated, their sessions ended, and the item hidden). Audited
 * in the same transaction. A report already dealt with (another administrator was first) is refused.
 */
export async function resolveReport(deps: Deps, admin: Viewer, reportId: number, action: ReportAction, meta: RequestMeta) {
  const done = await deps.db.transaction(async (tx) => {
    const [report] = await tx.select({ kind: reports.kind, item_id: reports.item_id }).from(reports).where(eq(reports.id, reportId));
    if (!report) throw new AppError('NOT_FOUND', REPORT_MSG.notFound);
    const { kind, item_id: itemId } = report;
    await lockItem(tx, kind, itemId);
    // Read again under the lock: an administrator who acted first has committed.
    const [current] = await tx.select({ status: reports.status }).from(reports).where(eq(reports.id, reportId));
    if (current?.status !== 'OPEN') throw new AppError('BAD_USER_INPUT', REPORT_MSG.alreadyResolved);
    const adapter = REPORT_KIND_ADAPTERS[kind];
    let shownAgain = false;
    if (action === 'SUSPEND') {
      const owner = await adapter.ownerOf(tx, itemId);
      assertMaySuspend(owner);
      if (owner.status === 'ACTIVE') await deactivateAccountTx(tx, admin, owner.id, meta, { report_id: reportId, kind, item_id: itemId });
    }
    if (action === 'DISMISS') shownAgain = await unhideAutomaticTx(tx, kind, itemId);
    else {
      await hideTx(tx, kind, itemId, admin.user.id);
      await adapter.onHidden(tx, itemId);
    }
    const resolved = await tx
      .update(reports)
      .set({ status: STATUS[action], action, resolved_by: admin.user.id, resolved_at: sql`now()` })
      .where(and(eq(reports.kind, kind), eq(reports.item_id, itemId), eq(reports.status, 'OPEN')))
      .returning({ id: reports.id, reason: reports.reason });
    await audit(tx, {
      actorId: admin.user.id,
      action: `report.${action.toLowerCase()}`,
      targetType: adapter.auditType,
      targetId: itemId,
      details: { report_ids: resolved.map((r) => r.id), ...(shownAgain ? { shown_again: true } : {}) },
      ip: meta.ip,
    });
    // The owner of a suspended account is not mailed about the item (the console's deactivation mails no one either).
    if (action === 'HIDE') await enqueueTx(tx, itemHiddenMailJob, { kind, itemId, reasons: [...new Set(resolved.map((r) => r.reason))] });
    return { kind, itemId, resolved: resolved.length };
  });
  deps.jobs.nudge();
  return done;
}
