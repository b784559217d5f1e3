import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { SECOND_FACTOR_MSG } from '@mp/domain';
import type { Db } from '../../db/client.js';
import { accessTokens, impersonationTokens, users, type UserRow } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import type { GraphQLMeta } from '../../graphql/context.js';
import { audit } from '../audit/service.js';
import { addressKey, attempt, LIMITS } from '../../lib/limits.js';
import { hashSecret, newSecret } from '../../lib/secrets.js';
import { issueToken, revokeTokens } from '../../viewer/sessions.js';
import type { Viewer } from '../../viewer/viewer.js';
import { findUserById } from '../users/service.js';
import { accountNotFound } from './accounts.js';
import { requireCsrf } from './csrf.js';
import { canBeImpersonated } from './policy.js';
import { isRowId } from '../../graphql/ids.js';
import { hasFreshFactor } from '../../viewer/second-factor.js';
import { groupOfAccount } from '../teams/service.js';

export const LINK_LIFETIME_MINUTES = 5;
/** An impersonated session is for a support task, not a second account: it ends after two hours. */
export const SESSION_LIFETIME_HOURS = 2;

export const LINK_INVALID = 'This impersonation link is invalid, used or expired. Start the impersonation again.';

export interface ImpersonationLink {
  url: string;
  expires_at: Date;
}

/**
 * Issues a one-time link (random token, stored hashed, valid for 5 minutes) for signing in as a user.
 * Administrators cannot be impersonated.
 */
export async function startImpersonation(deps: Deps, admin: Viewer, userId: number, meta: GraphQLMeta): Promise<ImpersonationLink> {
  const target = await findUserById(deps.db, userId);
  if (!target) throw accountNotFound();
  if (!canBeImpersonated(target)) throw new AppError('BAD_USER_INPUT', 'Administrators cannot be impersonated.');
  // Acting as someone needs the administrator's own factor proved within the last minutes, not only a live console.
  if (!hasFreshFactor(admin, Date.now())) throw new AppError('STEP_UP_REQUIRED', SECOND_FACTOR_MSG.stepUpNeeded);
  const token = newSecret();
  const expires_at = new Date(Date.now() + LINK_LIFETIME_MINUTES * 60_000);
  await deps.db.transaction(async (tx) => {
    await tx.insert(impersonationTokens).values({
      admin_id: admin.user.id,
      user_id: userId,
      token_hash: hashSecret(token),
      expires_at,
    });
    await audit(tx, {
      actorId: admin.user.id,
      action: 'impersonation.start',
      targetType: 'user',
      targetId: userId,
      // The audit says the administrator's factor was fresh, and when they proved it.
      details: { impersonator_id: admin.user.id, user_id: userId, second_factor_at: admin.factorAt!.toISOString() },
      ip: meta.ip,
    });
  });
  const group = await groupOfAccount(deps.db, target);
  return { url: `/${group}/impersonate/${userId}?token=${token}`, expires_at };
}

/**
 * Opens the link: needs the double-submit CSRF pair, not a session. The token is consumed in one
 * conditional UPDATE (for this user only, unused, unexpired, issued by someone who is still an
 * administrator, for someone who is not), so of two simultaneous uses exactly one wins.
 */
export async function openImpersonation(
  deps: Deps,
  input: { id: string; token: string },
  meta: GraphQLMeta,
): Promise<UserRow & { access_token: string }> {
  requireCsrf(meta);
  await attempt(deps.db, `impersonate:ip:${addressKey(meta.ip)}`, LIMITS.impersonationOpensPerAddress);
  const userId = Number(input.id);
  if (!isRowId(userId) || !input.token) throw new AppError('BAD_USER_INPUT', LINK_INVALID);
  return deps.db.transaction(async (tx) => {
    const [used] = await tx
      .update(impersonationTokens)
      .set({ used_at: new Date() })
      .where(
        and(
          eq(impersonationTokens.token_hash, hashSecret(input.token)),
          eq(impersonationTokens.user_id, userId),
          isNull(impersonationTokens.used_at),
          gt(impersonationTokens.expires_at, sql`now()`),
          sql`exists (select 1 from ${users} where ${users.id} = ${impersonationTokens.admin_id} and ${users.type} = 'ADMIN')`,
          sql`exists (select 1 from ${users} where ${users.id} = ${impersonationTokens.user_id} and ${users.type} <> 'ADMIN')`,
        ),
      )
      .returning({ adminId: impersonationTokens.admin_id });
    if (!used) throw new AppError('BAD_USER_INPUT', LINK_INVALID);
    const access_token = await issueToken(tx, userId, meta, {
      impersonatorId: used.adminId,
      lifetimeMs: SESSION_LIFETIME_HOURS * 3_600_000,
    });
    await audit(tx, {
      actorId: used.adminId,
      action: 'impersonation.open',
      targetType: 'user',
      targetId: userId,
      details: { impersonator_id: used.adminId, user_id: userId },
      ip: meta.ip,
    });
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    return { ...user!, access_token };
  });
}

/**
 * The administrator returns to the console: every session they opened as this account ends on the
 * server (revoked, so its token answers UNAUTHENTICATED at once, whatever became of the browser's own sign-out),
 * and their links to it not opened yet stop working. Called with the administrator's own session, which the
 * client puts back first: it never depends on the impersonated token reaching the server. Audited as
 * `impersonation.end` when a session ended. Answers how many sessions ended (0 when none was live).
 */
export async function endImpersonation(deps: Deps, admin: Viewer, userId: number, meta: GraphQLMeta): Promise<number> {
  return deps.db.transaction(async (tx) => {
    // By the account first: access_tokens_user_live_idx finds its live sessions.
    const ended = await revokeTokens(
      tx,
      and(eq(accessTokens.user_id, userId), eq(accessTokens.impersonator_id, admin.user.id), gt(accessTokens.expires_at, sql`now()`)),
    );
    await tx
      .update(impersonationTokens)
      .set({ expires_at: sql`now()` })
      .where(
        and(
          eq(impersonationTokens.user_id, userId),
          eq(impersonationTokens.admin_id, admin.user.id),
          isNull(impersonationTokens.used_at),
          gt(impersonationTokens.expires_at, sql`now()`),
        ),
      );
    if (ended.length) {
      await audit(tx, {
        actorId: admin.user.id,
        action: 'impersonation.end',
        targetType: 'user',
        targetId: userId,
        details: { impersonator_id: admin.user.id, user_id: userId, sessions: ended.length },
        ip: meta.ip,
      });
    }
    return ended.length;
  });
}

/** The administrator behind an impersonated session, shaped as the Team object the client shows. */
export function impersonatorOf(db: Db, viewer: Viewer | null, userId: number) {
  if (!viewer?.impersonatorId || viewer.user.id !== userId) return null;
  return findUserById(db, viewer.impersonatorId).then((u) => u ?? null);
}
