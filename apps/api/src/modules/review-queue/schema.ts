import DataLoader from 'dataloader';
import { REVIEW_FLAG_LABELS, REVIEW_FLAGS, REJECT_REASON_MAX, type ReviewFinding } from '@mp/domain';
import { builder } from '../../graphql/builder.js';
import { parseId } from '../../graphql/ids.js';
import { paginatorType } from '../../graphql/paginator-schema.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { audienceOf, UserRef } from '../users/schema.js';
import { approveReview, rejectReview } from './decide.js';
import { reviewQueue, reviewSummary, type ReviewEntry } from './queue.js';
import { setTrustedPoster, trustedAmong } from './trust.js';

/** The console's review queue of posts and edits (decision 0065): read, approve, reject with a reason; trusted posters. */
const admin = { admin: true } as const;
const iso = (d: Date) => d.toISOString();

const ReviewFlagEnum = builder.enumType('PostReviewFlag', {
  values: Object.fromEntries(REVIEW_FLAGS.map((f) => [f, { description: REVIEW_FLAG_LABELS[f] }])) as Record<(typeof REVIEW_FLAGS)[number], { description: string }>,
});
const ReviewKindEnum = builder.enumType('PostReviewKind', { values: { POST: { description: 'A post waiting to go live' }, EDIT: { description: 'An edit of a live post' } } });

const FindingRef = builder.objectRef<ReviewFinding>('PostReviewFinding').implement({
  authScopes: admin,
  fields: (t) => ({
    flag: t.field({ type: ReviewFlagEnum, resolve: (f) => f.flag }),
    label: t.string({ resolve: (f) => REVIEW_FLAG_LABELS[f.flag] }),
    detail: t.exposeString('detail', { description: 'What tripped the rule.' }),
  }),
});

const TeamRef = builder.objectRef<ReviewEntry['team']>('PostReviewTeam').implement({
  authScopes: admin,
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name', { nullable: true }) }),
});
const SubmitterRef = builder.objectRef<NonNullable<ReviewEntry['submitted_by']>>('PostReviewSubmitter').implement({
  authScopes: admin,
  fields: (t) => ({ name: t.exposeString('name', { nullable: true }), email: t.exposeString('email') }),
});

const EntryRef = builder.objectRef<ReviewEntry>('PostReviewEntry').implement({
  authScopes: admin,
  description: 'A post or an edit waiting for review, with its findings and the words that would go live.',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: ReviewKindEnum, resolve: (e) => e.kind }),
    opportunity_id: t.exposeID('opportunity_id'),
    target: t.exposeString('target'),
    slug: t.exposeString('slug'),
    title: t.exposeString('title'),
    text: t.exposeString('text', { description: 'The description as plain text.' }),
    live_title: t.exposeString('live_title', { nullable: true, description: "An edit: the live version's title." }),
    findings: t.field({ type: [FindingRef], resolve: (e) => e.findings }),
    team: t.field({ type: TeamRef, resolve: (e) => e.team }),
    submitted_by: t.field({ type: SubmitterRef, nullable: true, resolve: (e) => e.submitted_by }),
    created_at: t.string({ resolve: (e) => iso(e.created_at) }),
  }),
});
const QueuePage = paginatorType('PostReviewPaginator', EntryRef);

const SummaryRef = builder.objectRef<Awaited<ReturnType<typeof reviewSummary>>>('PostReviewSummary').implement({
  authScopes: admin,
  fields: (t) => ({
    pending: t.exposeInt('pending', { description: 'Posts and edits waiting for review.' }),
    oldest_at: t.string({ nullable: true, description: 'When the oldest was submitted.', resolve: (s) => (s.oldest_at ? iso(s.oldest_at) : null) }),
  }),
});

const TRUSTED = Symbol('trusted posters');
const trustedLoader = (ctx: GraphQLContext) => ctx.memo(TRUSTED, () => new DataLoader<number, boolean>((ids) => trustedAmong(ctx.deps.db, ids)));

builder.objectFields(UserRef, (t) => ({
  trusted_poster: t.boolean({
    ...audienceOf('trusted_poster'),
    description: "Whether the console trusts the company to post without the first posts' review; false for any other kind of account.",
    resolve: (u, _a, ctx) => u.type === 'COMPANY' && trustedLoader(ctx).load(u.id),
  }),
}));

builder.queryFields((t) => ({
  adminPostReviews: t.field({
    type: QueuePage,
    authScopes: admin,
    description: 'Posts and edits waiting for review, the longest waiting first.',
    args: { first: t.arg.int(), page: t.arg.int() },
    resolve: (_r, args, ctx) => reviewQueue(ctx.deps.db, args),
  }),
  adminPostReviewsSummary: t.field({
    type: SummaryRef,
    authScopes: admin,
    description: "The console's home: how many wait and the oldest.",
    resolve: (_r, _a, ctx) => reviewSummary(ctx.deps.db),
  }),
}));

builder.mutationFields((t) => ({
  approvePostReview: t.field({
    type: 'ID',
    authScopes: admin,
    description: 'Approves a post (it goes live) or an edit (it replaces the live version); the poster is mailed. Audited. Refused when already decided. Answers the post id.',
    args: { reviewId: t.arg.id({ required: true }) },
    resolve: async (_r, { reviewId }, ctx) => (await approveReview(ctx.deps, ctx.viewer!, parseId(reviewId, 'review id'), ctx.meta)).opportunityId,
  }),
  rejectPostReview: t.field({
    type: 'ID',
    authScopes: admin,
    description:
      `Rejects a post (it never goes live; its job post is returned once) or an edit (the live version stays), with a reason of up to ${REJECT_REASON_MAX} ` +
      'characters mailed to the poster. Audited. Refused when already decided. Answers the post id.',
    args: { reviewId: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: async (_r, { reviewId, reason }, ctx) => (await rejectReview(ctx.deps, ctx.viewer!, parseId(reviewId, 'review id'), { reason }, ctx.meta)).opportunityId,
  }),
  adminSetTrustedPoster: t.field({
    type: 'Boolean',
    authScopes: admin,
    description: "Trusts a company to post without the first posts' review (the text rules still apply), or stops. Audited.",
    args: { teamId: t.arg.id({ required: true }), trusted: t.arg.boolean({ required: true }) },
    resolve: (_r, { teamId, trusted }, ctx) => setTrustedPoster(ctx.deps, ctx.viewer!, parseId(teamId, 'team id'), trusted, ctx.meta),
  }),
}));
