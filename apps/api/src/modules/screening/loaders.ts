import DataLoader from 'dataloader';
import type { GraphQLContext } from '../../graphql/context.js';
import { applicationScreeningsOf, screeningsOf, type ApplicationScreeningRecord, type ScreeningRecord } from './queries.js';

const KEY = Symbol('screening loaders');

/**
 * Batched per request: a page of applicants asking for their answers, or a list of posts for their questions, costs one
 * statement, not one per row.
 */
export function screeningLoaders(ctx: GraphQLContext) {
  return ctx.memo(KEY, () => ({
    post: new DataLoader<number, ScreeningRecord>((ids) => screeningsOf(ctx.deps.db, ids)),
    application: new DataLoader<number, ApplicationScreeningRecord>((ids) => applicationScreeningsOf(ctx.deps.db, ids)),
  }));
}
