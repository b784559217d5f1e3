import DataLoader from 'dataloader';
import { builder } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { parseId } from '../../graphql/ids.js';
import { paginatorType } from '../../graphql/paginator-schema.js';
import { idempotencyKeyArgs } from '../idempotency/schema.js';
import { PublicJobRef } from '../job-pages/schema.js';
import { countSaved, isSeeker, listSavedPosts, savedAmong, setPostSaved, type SavedPost, type SavedState } from './service.js';

/** Saved posts (decision 0054): the seeker's toggle, list and count, and isSaved on every card. */
const seeker = { $any: { freelancer: true, agency: true } } as const;
const idOf = (id: string | number) => parseId(id, 'opportunity id');

const SAVED = Symbol('saved posts');
/** One statement per page of cards, whatever the number of cards. */
const savedLoader = (ctx: GraphQLContext, userId: number) =>
  ctx.memo(SAVED, () => new DataLoader<number, boolean>(async (ids) => {
    const saved = await savedAmong(ctx.deps.db, userId, ids);
    return ids.map((id) => saved.has(id));
  }));

builder.objectFields(PublicJobRef, (t) => ({
  isSaved: t.boolean({
    nullable: true,
    description: 'Whether the viewer saved this post; null for a visitor or anyone who does not save posts.',
    resolve: (job, _a, ctx) => (isSeeker(ctx.viewer) ? savedLoader(ctx, ctx.viewer.user.id).load(Number(job.id)) : null),
  }),
}));

const SavedPostRef = builder.objectRef<SavedPost>('SavedPost').implement({
  authScopes: seeker,
  description: "One of the viewer's saved posts: the post as it is now (closed ones say so).",
  fields: (t) => ({
    saved_at: t.string({ resolve: (s) => s.saved_at.toISOString() }),
    post: t.field({ type: PublicJobRef, resolve: (s) => s.post }),
  }),
});
const SavedStateRef = builder.objectRef<SavedState>('PostSavedState').implement({
  authScopes: seeker,
  description: "A post's id and whether the viewer has it saved: the toggle's answer.",
  fields: (t) => ({
    id: t.exposeID('id'),
    isSaved: t.exposeBoolean('isSaved'),
  }),
});
const SavedPostPaginator = paginatorType('SavedPostPaginator', SavedPostRef);

builder.queryFields((t) => ({
  savedPosts: t.field({
    type: SavedPostPaginator,
    authScopes: seeker,
    description: "The viewer's saved posts, newest save first, 10 a page; closed posts stay, unpublished ones are left out.",
    args: { first: t.arg.int({ defaultValue: 10 }), page: t.arg.int({ defaultValue: 1 }) },
    resolve: (_r, args, ctx) => listSavedPosts(ctx.deps.db, ctx.viewer!, args),
  }),
  savedPostsCount: t.int({
    authScopes: seeker,
    description: 'How many posts the saved list shows (the dashboard figure).',
    resolve: (_r, _a, ctx) => countSaved(ctx.deps.db, ctx.viewer!),
  }),
}));

builder.mutationFields((t) => ({
  setPostSaved: t.field({
    type: SavedStateRef,
    authScopes: seeker,
    description:
      "Saves (saved: true) or unsaves a post for the viewer alone. NOT_FOUND for a post that is not published, of another kind " +
      "(freelancers save jobs, agencies projects) or unknown. Saving twice keeps one; answers the flag.",
    args: { id: t.arg.id({ required: true }), saved: t.arg.boolean({ required: true }), ...idempotencyKeyArgs },
    resolve: (_r, { id, saved, idempotencyKey }, ctx) => setPostSaved(ctx.deps, ctx.viewer!, idOf(id), saved, idempotencyKey),
  }),
}));
