/** Sessions: one access token per sign-in, stored hashed; the lookup that turns a bearer token into the viewer. */
import { and, eq, gt, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { accessTokens, users } from '../db/schema/index.js';
import type { RequestMeta } from '../deps.js';
import { AppError } from '../errors.js';
import { hashSecret, newSecret } from '../lib/secrets.js';
import type { Membership, Viewer } from './viewer.js';

export const TOKEN_LIFETIME_DAYS = 30;

export interface TokenOptions {
  /** Marks the session as opened by this administrator. */
  impersonatorId?: number;
  /** Shorter than the default 30 days, e.g. for impersonation. */
  lifetimeMs?: number;
  /** The session was opened with a second factor, at this time (decision 0064). */
  factorAt?: Date;
}

/** Issues a new access token for one sign-in and returns the secret (shown once). */
export async function issueToken(db: Db | Tx, userId: number, meta: RequestMeta, opts: TokenOptions = {}): Promise<string> {
  const token = newSecret();
  await db.insert(accessTokens).values({
    user_id: userId,
    token_hash: hashSecret(token),
    expires_at: new Date(Date.now() + (opts.lifetimeMs ?? TOKEN_LIFETIME_DAYS * 86_400_000)),
    ip: meta.ip,
    user_agent: meta.userAgent?.slice(0, 300),
    impersonator_id: opts.impersonatorId,
    factor_at: opts.factorAt,
  });
  return token;
}

// Prepared once per database: the hottest query of the API (every signed-in request runs it).
const authQueries = new WeakMap<Db, ReturnType<typeof prepareAuthenticate>>();
function prepareAuthenticate(db: Db) {
  return db
    .select({
      user: users,
      tokenId: accessTokens.id,
      lastUsed: accessTokens.last_used_at,
      impersonatorId: accessTokens.impersonator_id,
      factorAt: accessTokens.factor_at,
      memberships: sql<Membership[] | string>`(
        select coalesce(json_agg(json_build_object(
          'id', ut.id, 'user_id', ut.user_id, 'team_id', ut.team_id, 'role', ut.role, 'active', ut.active,
          'can_post_jobs', ut.can_post_jobs,
          'team', json_build_object('id', tu.id, 'type', tu.type, 'first_name', tu.first_name,
            'last_name', tu.last_name, 'company', tu.company, 'agency_name', tu.agency_name, 'avatar', tu.avatar)
        ) order by ut.id), '[]'::json)
        from user_teams ut join users tu on tu.id = ut.team_id
        where ut.user_id = ${users.id})`,
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.user_id))
    .where(
      and(
        eq(accessTokens.token_hash, sql.placeholder('hash')),
        isNull(accessTokens.revoked_at),
        gt(accessTokens.expires_at, sql`now()`),
      ),
    )
    .limit(1)
    .prepare('authenticate');
}

/**
 * Finds the user behind a bearer token, with their team memberships: one indexed query. `last_used_at` is written at most once
 * a minute per token, after the answer, so reads stay reads.
 */
export async function authenticate(db: Db, token: string): Promise<Viewer | null> {
  let query = authQueries.get(db);
  if (!query) authQueries.set(db, (query = prepareAuthenticate(db)));
  const [row] = await query.execute({ hash: hashSecret(token) });
  if (!row) return null;
  if (Date.now() - row.lastUsed.getTime() > 60_000) {
    void db
      .update(accessTokens)
      .set({ last_used_at: new Date() })
      .where(and(eq(accessTokens.id, row.tokenId), lt(accessTokens.last_used_at, new Date(Date.now() - 60_000))))
      .catch(() => undefined);
  }
  // Drivers differ: postgres-js parses json, PGlite may hand back text.
  const memberships = typeof row.memberships === 'string' ? (JSON.parse(row.memberships) as Membership[]) : row.memberships;
  return { user: row.user, tokenId: row.tokenId, impersonatorId: row.impersonatorId, factorAt: row.factorAt, memberships };
}

/** The token of an `Authorization: Bearer …` header, or undefined. */
export function bearerToken(authorization: string | undefined): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
}

/** The viewer behind an Authorization header, or null: no token, or one unknown, expired or revoked. */
export async function viewerOfHeader(db: Db, authorization: string | undefined): Promise<Viewer | null> {
  const token = bearerToken(authorization);
  return token ? authenticate(db, token) : null;
}

/** The signed-in viewer of a REST call, or UNAUTHENTICATED. */
export async function requireViewer(db: Db, authorization: string | undefined): Promise<Viewer> {
  const viewer = await viewerOfHeader(db, authorization);
  if (!viewer) throw AppError.unauthenticated();
  return viewer;
}

/** Ends the live sessions that `which` selects; answers their ids. */
export async function revokeTokens(db: Db | Tx, which: SQL | undefined): Promise<number[]> {
  const ended = await db
    .update(accessTokens)
    .set({ revoked_at: new Date() })
    .where(and(isNull(accessTokens.revoked_at), which))
    .returning({ id: accessTokens.id });
  return ended.map((row) => row.id);
}

export async function revokeToken(db: Db | Tx, tokenId: number): Promise<void> {
  await revokeTokens(db, eq(accessTokens.id, tokenId));
}

/** Ends every session of a user, except the one given (the one changing the password). */
export async function revokeAllTokens(db: Db | Tx, userId: number, exceptTokenId?: number): Promise<void> {
  await revokeTokens(db, and(eq(accessTokens.user_id, userId), exceptTokenId === undefined ? undefined : ne(accessTokens.id, exceptTokenId)));
}
