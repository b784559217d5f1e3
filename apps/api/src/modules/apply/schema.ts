import { APPLICATION_STATUS_LABELS } from '@mp/domain';
import { builder } from '../../graphql/builder.js';
import { parseId } from '../../graphql/ids.js';
import { paginatorType } from '../../graphql/paginator-schema.js';
import { idempotencyKeyArgs } from '../idempotency/schema.js';
import { OpportunityTargetEnum } from '../opportunities/types.js';
import { listOwnApplications, type AppliedRow } from './applied.js';
import { ApplicationStatusEnum } from '../opportunities/types.js';
import { PublicJobRef } from '../job-pages/schema.js';
import { screeningLoaders } from '../screening/loaders.js';
import { OwnScreeningAnswerRef, ScreeningAnswerInput, SeekerScreeningRef } from '../screening/types.js';
import { applyToOpportunity, seekerOpportunity, type OwnApplication, type SeekerView } from './service.js';

/**
 * The seeker's side of a post (decision 0038): freelancers read and apply to jobs, agencies to projects.
 * policy.ts narrows further: another target, unpublished, or a company that is not active is NOT_FOUND.
 */
const seeker = { $any: { freelancer: true, agency: true } } as const;
const idOf = (id: string | number) => parseId(id, 'opportunity id');

const OwnApplicationRef = builder.objectRef<OwnApplication>('OwnApplication').implement({
  authScopes: seeker,
  description: "The viewer's application to a post.",
  fields: (t) => ({
    id: t.exposeID('id'),
    created_at: t.string({ resolve: (a) => a.created_at.toISOString() }),
    viewed: t.exposeBoolean('viewed', { description: 'Someone of the posting team has opened it.' }),
    pipeline_status: t.field({
      type: ApplicationStatusEnum,
      description: "Where the employer's pipeline has it (issue 28): the status only, never the team's notes or history.",
      resolve: (a) => a.pipeline_status,
    }),
    pipeline_status_changed_at: t.string({ description: 'When that status was set.', resolve: (a) => a.pipeline_status_changed_at.toISOString() }),
    message: t.exposeString('message', { nullable: true, description: 'What the viewer wrote with the application.' }),
    follow_up: t.exposeString('follow_up', { description: "The employer's message to applicants." }),
    application_link: t.exposeString('application_link', { nullable: true, description: "The employer's ATS, where they ask applicants to go on." }),
    screening_answers: t.field({
      type: [OwnScreeningAnswerRef],
      description: "The viewer's answers to the post's screening questions, as asked then (which were must-haves), read-only; none when it asked none.",
      // An OwnApplication is only ever the viewer's own (seekerOpportunity reads the viewer's or their team's).
      resolve: async (a, _args, ctx) => (await screeningLoaders(ctx).application.load(a.id)).answers,
    }),
  }),
});

const SeekerOpportunityRef = builder.objectRef<SeekerView>('SeekerOpportunity').implement({
  authScopes: seeker,
  description: 'A published post as a freelancer (jobs) or an agency (projects) reads it, with their application if any.',
  fields: (t) => ({
    post: t.field({ type: PublicJobRef, resolve: (v) => v.post }),
    status: t.string({
      description: "'Open' when active and not closed, else 'Closed' (document 3 section 4).",
      resolve: (v) => (v.post.closed ? APPLICATION_STATUS_LABELS.CLOSED : APPLICATION_STATUS_LABELS.OPEN),
    }),
    application: t.field({ type: OwnApplicationRef, nullable: true, resolve: (v) => v.application }),
    screening: t.field({
      type: SeekerScreeningRef,
      description: "The screening questions the apply step asks now, which are must-haves, and whether misses are declined.",
      resolve: (v, _a, ctx) => screeningLoaders(ctx).post.load(Number(v.post.id)),
    }),
  }),
});

const AppliedRef = builder.objectRef<AppliedRow>('AppliedOpportunity').implement({
  authScopes: seeker,
  description: "One of the viewer's applications (F-F3): the post now, and whether the employer has opened it.",
  fields: (t) => ({
    id: t.exposeID('id'),
    created_at: t.string({ resolve: (a) => a.created_at.toISOString() }),
    viewed: t.exposeBoolean('viewed'),
    status: t.string({
      description: "'Open' or 'Closed' (an unpublished post takes no applications: Closed).",
      resolve: (a) => (a.open ? APPLICATION_STATUS_LABELS.OPEN : APPLICATION_STATUS_LABELS.CLOSED),
    }),
    pipeline_status: t.field({
      type: ApplicationStatusEnum,
      description: "Where the employer's pipeline has it (issue 28): the status only, never the team's notes or history.",
      resolve: (a) => a.pipeline_status,
    }),
    pipeline_status_changed_at: t.string({ description: 'When that status was set.', resolve: (a) => a.pipeline_status_changed_at.toISOString() }),
    opportunity_id: t.id({ resolve: (a) => a.post.id }),
    title: t.string({ resolve: (a) => a.post.title }),
    target: t.field({ type: OpportunityTargetEnum, resolve: (a) => a.post.target }),
    location: t.string({ nullable: true, resolve: (a) => a.post.location }),
    company: t.string({ resolve: (a) => a.post.company }),
  }),
});
const AppliedPaginator = paginatorType('AppliedOpportunityPaginator', AppliedRef);

builder.queryFields((t) => ({
  myApplications: t.field({
    type: AppliedPaginator,
    authScopes: seeker,
    description: "The viewer's applications (a freelancer's own, an agency's team's), newest first, 10 a page; only shown ones whose post exists.",
    args: { first: t.arg.int({ defaultValue: 10 }), page: t.arg.int({ defaultValue: 1 }) },
    resolve: (_r, args, ctx) => listOwnApplications(ctx.deps.db, ctx.viewer!, args),
  }),
  seekerOpportunity: t.field({
    type: SeekerOpportunityRef,
    authScopes: seeker,
    description: "opportunities/{id} (viewOpportunity): the post and the viewer's application. NOT_FOUND for another target, unpublished or unknown.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, { id }, ctx) => seekerOpportunity(ctx.deps.db, ctx.viewer!, idOf(id)),
  }),
}));

builder.mutationFields((t) => ({
  applyToOpportunity: t.field({
    type: SeekerOpportunityRef,
    authScopes: seeker,
    description:
      "Applies (a freelancer for themself, an agency for its team). Refusals: FORBIDDEN 'Action Not Permitted - Your Profile Is Inactive'; " +
      'PROFILE_INCOMPLETE with the missing fields; OPPORTUNITY_CLOSED; ALREADY_APPLIED (also when two submissions race); NOT_FOUND. ' +
      'The same submission again (its idempotencyKey) answers success. message: optional, to the posting team, at most 2000 characters ' +
      '(BAD_USER_INPUT on `message` beyond). answers: one per screening question of the post now (screening.questions), ' +
      'BAD_USER_INPUT on `answers.<questionId>` (missing, or not valid for its kind) or on `answers` (not a question of ' +
      'this post, or of an earlier version: the questions changed, read them again); none for a post without questions.',
    args: {
      id: t.arg.id({ required: true }),
      message: t.arg.string({ required: false }),
      answers: t.arg({ type: [ScreeningAnswerInput], required: false, description: 'The screening answers (omit when the post asks none).' }),
      ...idempotencyKeyArgs,
    },
    resolve: (_r, { id, idempotencyKey, message, answers }, ctx) =>
      applyToOpportunity(ctx.deps, ctx.viewer!, idOf(id), idempotencyKey, message, answers),
  }),
}));
