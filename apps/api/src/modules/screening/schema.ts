import { builder } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { parseId } from '../../graphql/ids.js';
import { EmployerApplicationRef } from '../applications/schema.js';
import { ApplicantRef, OpportunityRef } from '../opportunities/types.js';
import { PipelineRef } from '../pipeline/schema.js';
import { screeningLoaders } from './loaders.js';
import { isPostTeam } from './policy.js';
import { setScreeningQuestions } from './service.js';
import { PostScreeningRef, ScreeningAnswerRef, ScreeningQuestionInput } from './types.js';

/**
 * Screening questions (decision 0060): the posting team sets a post's questions with setScreeningQuestions and reads
 * them on the post; applicants' answers are read on the applicant's rows (list, pipeline drawer, profile page), each
 * reached only through an operation that checks the post. Seekers read the questions on seekerOpportunity.screening
 * (apply/schema.ts) and answer them with applyToOpportunity's `answers`.
 */
const poster = { $all: { company: true, canPostJobs: true } } as const;
const answersOf = (ctx: GraphQLContext, applicationId: number) => screeningLoaders(ctx).application.load(applicationId);

builder.mutationFields((t) => ({
  setScreeningQuestions: t.field({
    type: PostScreeningRef,
    authScopes: poster,
    description:
      "Sets a post's screening questions (0 to 10, in order; an empty list removes them) and its auto-decline switch, for " +
      'whoever may edit the post (not an administrator acting as the user: FORBIDDEN). Answers already given keep the ' +
      'questions as they were asked. The same questions again change nothing. Field errors: BAD_USER_INPUT on ' +
      "`questions` ('Add at most 10 questions.'), `questions.<i>.<field>` and `autoDecline` (needs a must-have).",
    args: {
      opportunityId: t.arg.id({ required: true }),
      questions: t.arg({ type: [ScreeningQuestionInput], required: true }),
      autoDecline: t.arg.boolean({ required: true, description: 'Decline applications that miss a must-have, 24 hours after they are sent.' }),
    },
    resolve: (_r, { opportunityId, questions, autoDecline }, ctx) =>
      setScreeningQuestions(ctx.deps, ctx.viewer!, parseId(opportunityId, 'opportunity id'), { questions, autoDecline }),
  }),
}));

builder.objectField(OpportunityRef, 'screening', (t) =>
  t.field({
    type: PostScreeningRef,
    authScopes: (o, _a, ctx) => isPostTeam(ctx.viewer, o),
    description: 'The screening questions the apply step asks now, with what meets them, and the auto-decline switch (its team only).',
    resolve: (o, _a, ctx) => screeningLoaders(ctx).post.load(o.id),
  }),
);

builder.objectFields(ApplicantRef, (t) => ({
  screening_answers: t.field({
    type: [ScreeningAnswerRef],
    description: 'The answers to the screening questions, as asked (none when the post asked none). One statement for a page.',
    resolve: async (a, _args, ctx) => (await answersOf(ctx, a.id)).answers,
  }),
}));

builder.objectFields(PipelineRef, (t) => ({
  screening_answers: t.field({
    type: [ScreeningAnswerRef],
    description: 'The answers to the screening questions, as asked.',
    resolve: async (p, _args, ctx) => (await answersOf(ctx, p.application_id)).answers,
  }),
  meets_must_haves: t.boolean({
    description: 'Every must-have question met (true when there was none).',
    resolve: async (p, _args, ctx) => (await answersOf(ctx, p.application_id)).meets_must_haves,
  }),
  auto_decline_at: t.string({
    nullable: true,
    description: 'When it moves to Not selected for a missed must-have, if still New or Viewed then and auto-decline still on; null: not due.',
    resolve: async (p, _args, ctx) => (await answersOf(ctx, p.application_id)).auto_decline_at?.toISOString() ?? null,
  }),
}));

builder.objectFields(EmployerApplicationRef, (t) => ({
  screening_answers: t.field({
    type: [ScreeningAnswerRef],
    description: 'The answers to the screening questions, as asked.',
    resolve: async (a, _args, ctx) => (await answersOf(ctx, a.id)).answers,
  }),
  meets_must_haves: t.boolean({
    description: 'Every must-have question met (true when there was none).',
    resolve: async (a, _args, ctx) => (await answersOf(ctx, a.id)).meets_must_haves,
  }),
}));
