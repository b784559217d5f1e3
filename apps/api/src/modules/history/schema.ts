import { yearsBetween } from '@mp/domain';
import { builder, PUBLIC } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { parseId } from '../../graphql/ids.js';
import { audienceOf, UserRef } from '../users/schema.js';
import {
  createEducation,
  createExperience,
  historyLoaders,
  removeHistory,
  toMonth,
  updateEducation,
  updateExperience,
  type EducationRow,
  type ExperienceRow,
} from './service.js';

/**
 * Education and experience (issue 10, decision 0031). The rows are read through the User fields
 * `educations` and `experiences` (the profile audience of decision 0017: the person, an administrator, an
 * employer the person applied to, an employer browsing a browsable profile); the types are as visible as
 * the field that returns them. Writes are the signed-in freelancer's, on their own rows only.
 */

const period = {
  from: (r: { started_on: string }) => toMonth(r.started_on),
  to: (r: { ended_on: string | null }) => (r.ended_on === null ? null : toMonth(r.ended_on)),
};

const EducationType = builder.objectRef<EducationRow>('Education').implement({
  authScopes: PUBLIC,
  fields: (t) => ({
    id: t.exposeID('id'),
    school_name: t.exposeString('school_name', { nullable: true }),
    qualification: t.exposeString('qualification'),
    description: t.exposeString('description'),
    from: t.string({ description: 'The first month, YYYY-MM.', resolve: period.from }),
    to: t.string({ nullable: true, description: 'The last month, YYYY-MM; null is Present.', resolve: period.to }),
  }),
});

const ExperienceType = builder.objectRef<ExperienceRow>('Experience').implement({
  authScopes: PUBLIC,
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    company: t.exposeString('company', { description: 'The employer.' }),
    description: t.exposeString('description'),
    from: t.string({ description: 'The first month, YYYY-MM.', resolve: period.from }),
    to: t.string({ nullable: true, description: 'The last month, YYYY-MM; null is Present.', resolve: period.to }),
    years: t.int({
      description: 'Whole years from `from` to `to` (both months counted; Present counts to this month).',
      resolve: (r) => yearsBetween(period.from(r), period.to(r)),
    }),
  }),
});

const EducationInput = builder.inputType('EducationInput', {
  fields: (t) => ({
    school_name: t.string(),
    qualification: t.string({ required: true }),
    description: t.string({ required: true }),
    from: t.string({ required: true, description: 'YYYY-MM' }),
    to: t.string({ description: 'YYYY-MM; null or absent is Present.' }),
  }),
});

const ExperienceInput = builder.inputType('ExperienceInput', {
  fields: (t) => ({
    title: t.string({ required: true }),
    company: t.string({ required: true, description: 'The employer.' }),
    description: t.string({ required: true }),
    from: t.string({ required: true, description: 'YYYY-MM' }),
    to: t.string({ description: 'YYYY-MM; null or absent is Present.' }),
  }),
});

const LOADERS = Symbol('education and experience loaders');
const loaders = (ctx: GraphQLContext) => ctx.memo(LOADERS, () => historyLoaders(ctx.deps.db));

builder.objectFields(UserRef, (t) => ({
  educations: t.field({
    type: [EducationType],
    ...audienceOf('educations'),
    description: 'Most recent first (Present first).',
    resolve: (u, _a, ctx) => loaders(ctx).educations.load(u.id),
  }),
  experiences: t.field({
    type: [ExperienceType],
    ...audienceOf('experiences'),
    description: 'Most recent first (Present first).',
    resolve: (u, _a, ctx) => loaders(ctx).experiences.load(u.id),
  }),
}));

/** The signed-in freelancer's own rows (policy.ts: ownHistoryRow); an administrator edits nobody's. */
const ownRows = { freelancer: true } as const;
const ownerOf = (ctx: GraphQLContext) => ctx.viewer!.user.id;

builder.mutationFields((t) => ({
  createEducation: t.field({
    type: EducationType,
    authScopes: ownRows,
    args: { input: t.arg({ type: EducationInput, required: true }) },
    resolve: (_r, a, ctx) => createEducation(ctx.deps.db, ownerOf(ctx), a.input),
  }),
  updateEducation: t.field({
    type: EducationType,
    authScopes: ownRows,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: EducationInput, required: true }) },
    resolve: (_r, a, ctx) => updateEducation(ctx.deps.db, ownerOf(ctx), parseId(a.id), a.input),
  }),
  deleteEducation: t.field({
    type: 'ID',
    authScopes: ownRows,
    description: 'The id of the removed row.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, a, ctx) => {
      const id = parseId(a.id);
      await removeHistory(ctx.deps.db, 'education', ownerOf(ctx), id);
      return id;
    },
  }),
  createExperience: t.field({
    type: ExperienceType,
    authScopes: ownRows,
    args: { input: t.arg({ type: ExperienceInput, required: true }) },
    resolve: (_r, a, ctx) => createExperience(ctx.deps.db, ownerOf(ctx), a.input),
  }),
  updateExperience: t.field({
    type: ExperienceType,
    authScopes: ownRows,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: ExperienceInput, required: true }) },
    resolve: (_r, a, ctx) => updateExperience(ctx.deps.db, ownerOf(ctx), parseId(a.id), a.input),
  }),
  deleteExperience: t.field({
    type: 'ID',
    authScopes: ownRows,
    description: 'The id of the removed row.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, a, ctx) => {
      const id = parseId(a.id);
      await removeHistory(ctx.deps.db, 'experience', ownerOf(ctx), id);
      return id;
    },
  }),
}));
