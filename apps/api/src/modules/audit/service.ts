import { desc, eq, lt, and } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

export interface AuditEntry {
  actorId: number | null;
  action: string;
  targetType?: string;
  targetId?: number;
  details?: Record<string, unknown>;
  ip?: string;
}

/** Records one action. Call it inside the transaction of the change, so both happen or neither. */
export async function audit(db: Db | Tx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actor_id: entry.actorId,
    action: entry.action,
    target_type: entry.targetType,
    target_id: entry.targetId,
    details: entry.details,
    ip: entry.ip,
  });
}

/** Newest first, paged by id (keyset), optionally for one actor. */
export async function listAudit(db: Db, opts: { first: number; before?: number; actorId?: number }) {
  return db
    .select()
    .from(auditLog)
    .where(
      and(
        opts.before ? lt(auditLog.id, opts.before) : undefined,
        opts.actorId ? eq(auditLog.actor_id, opts.actorId) : undefined,
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(Math.min(Math.max(opts.first, 1), 100));
}
