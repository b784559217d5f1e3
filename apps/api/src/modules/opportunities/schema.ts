import { builder } from '../../graphql/builder.js';
import { parseId } from '../../graphql/ids.js';
import { idempotencyKeyArgs } from '../idempotency/schema.js';
import { closeOpportunity, restoreOpportunity } from './close.js';
import { CloseOpportunityInput, OpportunityInput } from './inputs.js';
import { readablePost } from './post-access.js';
import { listApplicants, listPostingTeamUsers, listTeamOpportunities } from './queries.js';
import { createOpportunity, updateOpportunity } from './service.js';
import { ApplicantRef, ApplicationStatusEnum, OpportunityPaginator, OpportunityRef, OpportunityTargetEnum, TeamMemberRef } from './types.js';

/**
 * The employer's posts (decision 0022). Reads: the company side (COMPANY, or a GUEST in a company team).
 * Changes: also canPostJobs (ACTIVE and can_post_jobs on the active membership). On top, policy.ts: a post
 * of another team is NOT_FOUND; a member's post not assigned to them is FORBIDDEN.
 */
const reader = { company: true } as const;
const poster = { $all: { company: true, canPostJobs: true } } as const;
const idOf = (id: string | number) => parseId(id, 'opportunity id');

builder.queryFields((t) => ({
  opportunity: t.field({
    type: OpportunityRef,
    authScopes: reader,
    description: "One of the active team's posts, read fresh (GET_OPPORTUNITY). NOT_FOUND for another team's or an unknown id.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, { id }, ctx) => readablePost(ctx, idOf(id)),
  }),
  teamOpportunities: t.field({
    type: OpportunityPaginator,
    authScopes: reader,
    description:
      "The dashboard's lists: a team admin gets all the active team's posts, a member those created for them or for a member " +
      'they are associated with. closed: false for active (published or not), true for closed. Newest first, 20 a page.',
    args: {
      target: t.arg({ type: OpportunityTargetEnum, required: true }),
      closed: t.arg.boolean({ defaultValue: false }),
      first: t.arg.int({ defaultValue: 20 }),
      page: t.arg.int({ defaultValue: 1 }),
    },
    resolve: (_r, args, ctx) => listTeamOpportunities(ctx.deps.db, ctx.viewer!, { ...args, closed: args.closed ?? false }),
  }),
  opportunityApplicants: t.field({
    type: [ApplicantRef],
    authScopes: reader,
    description:
      "Who applied to one of the team's posts, newest first (view-applicants; GET_AGENCY_APPLICANTS). With `status`, those at " +
      'that pipeline status; with `meetsMustHaves`, those that meet every must-have screening question (true) or miss one ' +
      '(false); with `first`, one page of them (the counts per status are applicantStatusCounts).',
    args: {
      id: t.arg.id({ required: true, description: 'The opportunity id.' }),
      status: t.arg({ type: ApplicationStatusEnum, description: 'Only the applications at this status.' }),
      meetsMustHaves: t.arg.boolean({ description: 'true: only those meeting every must-have (all, when the post has none); false: only those missing one.' }),
      first: t.arg.int({ description: 'A page of this many (at most 100); every applicant when omitted.' }),
      page: t.arg.int({ description: 'The page, from 1 (with `first`).' }),
    },
    resolve: async (_r, { id, status, meetsMustHaves, first, page }, ctx) =>
      listApplicants(ctx.deps.db, await readablePost(ctx, idOf(id)), { status, meetsMustHaves, first, page }),
  }),
  opportunityTeamUsers: t.field({
    type: [TeamMemberRef],
    authScopes: poster,
    description: 'The members of the active team, for the Team User select of the posting forms.',
    resolve: (_r, _a, ctx) => listPostingTeamUsers(ctx.deps.db, ctx.viewer!),
  }),
}));

builder.mutationFields((t) => ({
  addOpportunity: t.field({
    type: OpportunityRef,
    authScopes: poster,
    description:
      'Posts a job or a project for the active team and takes 1 job-post credit, both or neither. Field errors: BAD_USER_INPUT ' +
      "with extensions.fields; no credit left: INSUFFICIENT_BALANCE ('Insufficient Balance!'). A repeat with the same " +
      'idempotencyKey answers the first post and charges nothing.',
    args: { input: t.arg({ type: OpportunityInput, required: true }), ...idempotencyKeyArgs },
    resolve: (_r, { input, idempotencyKey }, ctx) =>
      createOpportunity(ctx.deps, ctx.viewer!, input, idempotencyKey),
  }),
  updateOpportunity: t.field({
    type: OpportunityRef,
    authScopes: poster,
    description: 'Edits a post (no charge); is_active changes only when sent.',
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: OpportunityInput, required: true }) },
    resolve: (_r, { id, input }, ctx) => updateOpportunity(ctx.deps, ctx.viewer!, idOf(id), input),
  }),
  closeOpportunity: t.field({
    type: OpportunityRef,
    authScopes: poster,
    description: "Closes a post with a reason (the spec's DELETE_OPPORTUNITY): it moves to the closed list.",
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: CloseOpportunityInput, required: true }) },
    resolve: (_r, { id, input }, ctx) => closeOpportunity(ctx.deps, ctx.viewer!, idOf(id), input),
  }),
  restoreOpportunity: t.field({
    type: OpportunityRef,
    authScopes: poster,
    description: 'Re-opens a closed post, free of charge.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, { id }, ctx) => restoreOpportunity(ctx.deps.db, ctx.viewer!, idOf(id)),
  }),
}));
