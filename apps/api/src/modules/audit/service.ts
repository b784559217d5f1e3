import { count, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { auditLog, users } from '../../db/schema/index.js';
import { paginated, pageWindow } from '../../graphql/paging.js';

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

/** Newest first, page by page, optionally for one actor; with the actor's email when the account still exists. */
export async function listAudit(db: Db, opts: { first?: number | null; page?: number | null; actorId?: number | null }) {
  const window = pageWindow(opts.first, opts.page, 50);
  const where = opts.actorId ? eq(auditLog.actor_id, opts.actorId) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: auditLog, actor_email: users.email })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actor_id))
      .where(where)
      .orderBy(desc(auditLog.created_at), desc(auditLog.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return paginated(
    rows.map((r) => ({ ...r.entry, actor_email: r.actor_email })),
    total?.n ?? 0,
    window,
  );
}

export type AuditRecord = Awaited<ReturnType<typeof listAudit>>['data'][number];
