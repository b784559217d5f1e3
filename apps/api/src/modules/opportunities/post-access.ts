import type { GraphQLContext } from '../../graphql/context.js';
import { findReadableOpportunity, type OpportunityRecord } from './queries.js';

const KEY = Symbol('readable posts');

/**
 * The post as the viewer may read it (findReadableOpportunity: the record and the access rule in one statement),
 * once per post per request for the READ fields that share a page: the applicants page asks for the post, a page
 * of applicants and the counts, each of the same post (decision 0055's statement count). Queries only: a change
 * re-checks in its transaction, under its lock.
 */
export function readablePost(ctx: GraphQLContext, id: number): Promise<OpportunityRecord> {
  const checked = ctx.memo(KEY, () => new Map<number, Promise<OpportunityRecord>>());
  let post = checked.get(id);
  if (!post) {
    post = findReadableOpportunity(ctx.deps.db, ctx.viewer!, id);
    checked.set(id, post);
  }
  return post;
}
