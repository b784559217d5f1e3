import DataLoader from 'dataloader';
import type { Deps, RequestMeta } from '../deps.js';
import { membershipsOfUsers } from '../viewer/memberships.js';
import { authenticate, bearerToken } from '../viewer/sessions.js';
import type { Membership, Viewer } from '../viewer/viewer.js';

/** The double-submit pair's names (checked by the operations that run without a session). */
export const CSRF_COOKIE = 'mp_csrf';
/** Lower case: Node gives header names in lower case. */
export const CSRF_HEADER = 'x-csrf-token';

/** The request's address and browser, plus the double-submit pair that a few operations check. */
export interface GraphQLMeta extends RequestMeta {
  /** The `mp_csrf` cookie and the `X-CSRF-Token` header, when sent. */
  csrf?: { cookie?: string; header?: string };
}

export interface GraphQLContext {
  deps: Deps;
  meta: GraphQLMeta;
  /** The signed-in user, or null. */
  viewer: Viewer | null;
  /** A bearer token was sent but is unknown, expired or revoked. */
  badToken: boolean;
  loaders: ReturnType<typeof createLoaders>;
  /**
   * A per-request cache for the modules' own loaders (e.g. users/visibility.ts keeps how the viewer stands
   * to each person here), so this layer need not know them: `ctx.memo(KEY, () => new DataLoader(…))`.
   */
  memo<T>(key: symbol, make: () => T): T;
}

function createLoaders(deps: Deps) {
  return {
    membershipsByUser: new DataLoader<number, Membership[]>(async (ids) => {
      const rows = await membershipsOfUsers(deps.db, ids);
      return ids.map((id) => rows.filter((m) => m.user_id === id));
    }),
  };
}

function createMemo(): GraphQLContext['memo'] {
  const cache = new Map<symbol, unknown>();
  return <T>(key: symbol, make: () => T): T => {
    if (!cache.has(key)) cache.set(key, make());
    return cache.get(key) as T;
  };
}

export async function createContext(
  deps: Deps,
  authorization: string | undefined,
  meta: GraphQLMeta,
): Promise<GraphQLContext> {
  const token = bearerToken(authorization);
  const viewer = token ? await authenticate(deps.db, token) : null;
  const loaders = createLoaders(deps);
  // The token lookup already read the viewer's teams: no second query for them.
  if (viewer) loaders.membershipsByUser.prime(viewer.user.id, viewer.memberships);
  return { deps, meta, viewer, badToken: Boolean(token) && !viewer, loaders, memo: createMemo() };
}
