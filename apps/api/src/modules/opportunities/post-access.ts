import type { GraphQLContext } from '../../graphql/context.js';
import { findAccessibleOpportunity, type PostAccess } from './policy.js';

const KEY = Symbol('readable posts');

/**
 * The post's access check (findAccessibleOpportunity), once per post per request for the READ fields that share a
 * page: the applicants page asks for the post, a page of applicants and the counts, and each would check the same
 * row (decision 0055's statement count). Queries only: a change re-checks in its transaction, under its lock.
 */
export function readablePost(ctx: GraphQLContext, id: number): Promise<PostAccess> {
  const checked = ctx.memo(KEY, () => new Map<number, Promise<PostAccess>>());
  let post = checked.get(id);
  if (!post) {
    post = findAccessibleOpportunity(ctx.deps.db, ctx.viewer!, id);
    checked.set(id, post);
  }
  return post;
}
