import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ApplicationStatus, StatusChangeCause } from '@mp/domain';
import type { Db, Tx } from '../../db/client.js';
import { applications, applicationStatusChanges } from '../../db/schema/index.js';

export interface LockedApplication {
  id: number;
  opportunity_id: number;
  status: ApplicationStatus;
}

/** Applications held for a change (FOR UPDATE, in id order so two changes never wait on each other crosswise). */
export async function lockApplications(
  tx: Db | Tx,
  where: { ids: readonly number[] } | { opportunityId: number; userId?: number },
): Promise<LockedApplication[]> {
  const filter = 'ids' in where
    ? inArray(applications.id, [...where.ids])
    : and(eq(applications.opportunity_id, where.opportunityId), where.userId === undefined ? undefined : eq(applications.user_id, where.userId));
  return tx
    .select({ id: applications.id, opportunity_id: applications.opportunity_id, status: applications.status })
    .from(applications)
    .where(filter)
    .orderBy(asc(applications.id))
    .for('update');
}

/**
 * Moves locked applications to a status inside the caller's transaction: those already there are left alone and
 * write no history (a no-op is nothing); each real change writes one history row (who, from, to). Two statements
 * whatever the number. A change the platform makes itself (no actor) may say why (`cause`). Answers the ids that changed.
 */
export async function moveApplications(
  tx: Db | Tx,
  rows: readonly LockedApplication[],
  to: ApplicationStatus,
  actorId: number | null,
  cause: StatusChangeCause | null = null,
): Promise<number[]> {
  const moving = rows.filter((r) => r.status !== to);
  if (moving.length === 0) return [];
  const now = new Date();
  await tx.update(applications).set({ status: to, status_changed_at: now }).where(inArray(applications.id, moving.map((r) => r.id)));
  await tx.insert(applicationStatusChanges).values(
    moving.map((r) => ({ application_id: r.id, actor_id: actorId, from_status: r.status, to_status: to, cause, created_at: now })),
  );
  return moving.map((r) => r.id);
}
