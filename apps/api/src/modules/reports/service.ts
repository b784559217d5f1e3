import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { reportSchema, type ReportKind } from '@mp/domain';
import type { Config } from '../../config.js';
import type { Tx } from '../../db/client.js';
import { reports } from '../../db/schema/index.js';
import type { Deps, RequestMeta } from '../../deps.js';
import { AppError } from '../../errors.js';
import { addressKey, attempt, LIMITS } from '../../lib/limits.js';
import type { Viewer } from '../../viewer/viewer.js';
import { idempotentRequest, once } from '../idempotency/service.js';
import { autoHideTx, isHidden, lockItem } from './hiding.js';
import { REPORT_KIND_ADAPTERS } from './kinds.js';

export interface ReportAnswer {
  reportId: number;
  /** The reporter's thank-you: the reported person is never told who reported. */
  message: string;
}

const PROCESS_KEY = randomBytes(32);

/**
 * A visitor's address as the reports keep it: an HMAC under APP_SECRET (a random key of the process without it, so
 * never the bare address, which a plain hash of 2^32 IPv4 addresses would not hide). An IPv6 client counts as its /64.
 */
export function reporterAddressHash(config: Pick<Config, 'APP_SECRET'>, ip: string): string {
  const key = config.APP_SECRET ? Buffer.from(config.APP_SECRET) : PROCESS_KEY;
  return createHmac('sha256', key).update(`report-address:${addressKey(ip)}`).digest('base64url');
}

/**
 * Someone reports an item (decision 0063): a signed-in person, or for the public kinds a visitor (`viewer` null, known
 * by their address's hash). The kind's check of who may, the rules, the limit (counted before the work, as every
 * limit: a person's, or a visitor's address's), then in one transaction under the item's lock: one open report per
 * reporter (or address) and item (a repeat answers the open one: the unique indexes hold it), and the automatic hide at
 * the third account. A person's client key makes a repeat answer the first answer (decision 0041); a visitor has no
 * key's scope, and the address's open report is their repeat's answer.
 */
export async function reportItem(
  deps: Deps, viewer: Viewer | null, kind: ReportKind, itemId: number, input: { reason: unknown; note?: unknown }, meta: RequestMeta, idempotencyKey?: string | null,
): Promise<ReportAnswer> {
  const adapter = REPORT_KIND_ADAPTERS[kind];
  await adapter.assertMayReport(deps.db, viewer, itemId);
  const { reason, note } = AppError.parse(reportSchema, input);
  const address = viewer ? null : reporterAddressHash(deps.config, meta.ip);
  if (viewer) await attempt(deps.db, `reports:${viewer.user.id}`, LIMITS.reportsPerUser);
  else await attempt(deps.db, `reports-address:${addressKey(meta.ip)}`, LIMITS.reportsPerVisitorAddress);
  const mine = viewer ? eq(reports.reporter_id, viewer.user.id) : and(isNull(reports.reporter_id), eq(reports.reporter_address_hash, address!));
  const request = viewer
    ? idempotentRequest(idempotencyKey, { scopeId: viewer.user.id, operation: 'report', actorId: viewer.user.id, body: { kind, itemId, reason, note } })
    : null;
  const { answer } = await deps.db.transaction((tx) =>
    once(tx, request, async () => {
      await lockItem(tx, kind, itemId);
      if (await isHidden(tx, kind, itemId)) throw new AppError('BAD_USER_INPUT', adapter.texts.alreadyRemoved);
      const [made] = await tx
        .insert(reports)
        .values({ kind, item_id: itemId, reporter_id: viewer?.user.id ?? null, reporter_address_hash: address, reason, note })
        .onConflictDoNothing()
        .returning({ id: reports.id });
      if (made) {
        await autoHideTx(tx, kind, itemId);
        return { reportId: made.id };
      }
      const [open] = await tx
        .select({ id: reports.id })
        .from(reports)
        .where(and(eq(reports.kind, kind), eq(reports.item_id, itemId), mine, eq(reports.status, 'OPEN')));
      return { reportId: open!.id };
    }),
  );
  return { reportId: Number(answer.reportId), message: adapter.texts.thanks };
}

/**
 * Erasure (decision 0035): the person's reports stay as the item's signal for the console, without the reporter or
 * their note. Called in the erasure's transaction (the foreign key clears the reporter when the row is deleted, but a
 * team's row is kept scrubbed).
 */
export async function eraseReporterTx(tx: Tx, userId: number): Promise<void> {
  await tx.update(reports).set({ reporter_id: null, note: null }).where(eq(reports.reporter_id, userId));
}
