import { eq, inArray } from 'drizzle-orm';
import { REVIEW_MSG } from '@mp/domain';
import { trustedPosters, users } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';
import type { Deps, RequestMeta } from '../../deps.js';
import { AppError } from '../../errors.js';
import type { Viewer } from '../../viewer/viewer.js';
import { audit } from '../audit/service.js';

/**
 * The console trusts a company to post without the first posts' review (decision 0065), or stops trusting it; the
 * text rules still apply to its posts. Audited in the transaction. Setting what is already set changes nothing.
 */
export async function setTrustedPoster(deps: Deps, admin: Viewer, teamId: number, trusted: boolean, meta: RequestMeta): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [team] = await tx.select({ type: users.type }).from(users).where(eq(users.id, teamId)).for('share');
    if (!team) throw new AppError('NOT_FOUND', 'Could not find the account.');
    if (team.type !== 'COMPANY') throw new AppError('BAD_USER_INPUT', REVIEW_MSG.trustCompanyOnly);
    const changed = trusted
      ? await tx.insert(trustedPosters).values({ team_id: teamId, trusted_by: admin.user.id }).onConflictDoNothing().returning({ id: trustedPosters.team_id })
      : await tx.delete(trustedPosters).where(eq(trustedPosters.team_id, teamId)).returning({ id: trustedPosters.team_id });
    if (changed.length) {
      await audit(tx, { actorId: admin.user.id, action: trusted ? 'post_review.trust' : 'post_review.untrust', targetType: 'user', targetId: teamId, details: {}, ip: meta.ip });
    }
    return trusted;
  });
}

/** Which of these teams the console trusts: one statement for all of them. */
export async function trustedAmong(db: Db, teamIds: readonly number[]): Promise<boolean[]> {
  const rows = await db.select({ id: trustedPosters.team_id }).from(trustedPosters).where(inArray(trustedPosters.team_id, [...teamIds]));
  const trusted = new Set(rows.map((r) => r.id));
  return teamIds.map((id) => trusted.has(id));
}
