import type { InputObjectRef, ObjectRef } from '@pothos/core';
import { educationSchema, experienceSchema, yearsBetween } from '@mp/domain';
import { builder, PUBLIC } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { parseId } from '../../graphql/ids.js';
import { zodInputType } from '../../graphql/zod-input.js';
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
  type HistoryKind,
} from './service.js';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/**
 * Education and experience (decision 0031). The rows are read through the User fields
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

const monthDescriptions = { from: 'YYYY-MM', to: 'YYYY-MM; null or absent is Present.' } as const;

const EducationInput = zodInputType(builder, 'EducationInput', educationSchema, { fields: monthDescriptions });

const ExperienceInput = zodInputType(builder, 'ExperienceInput', experienceSchema, {
  fields: { ...monthDescriptions, company: 'The employer.' },
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

type Db = GraphQLContext['deps']['db'];
type Row = EducationRow | ExperienceRow;
interface KindMutations {
  type: ObjectRef<Types, Row>;
  input: InputObjectRef<Types, unknown>;
  create: (db: Db, ownerId: number, input: unknown) => Promise<Row>;
  update: (db: Db, ownerId: number, id: number, input: unknown) => Promise<Row>;
}

/** createX, updateX and deleteX of one kind (createEducation…), on the signed-in freelancer's own rows. */
function historyMutations(kind: HistoryKind, { type, input, create, update }: KindMutations) {
  const name = kind[0]!.toUpperCase() + kind.slice(1);
  builder.mutationFields((t) => ({
    [`create${name}`]: t.field({
      type,
      authScopes: ownRows,
      args: { input: t.arg({ type: input, required: true }) },
      resolve: (_r, a, ctx) => create(ctx.deps.db, ownerOf(ctx), a.input),
    }),
    [`update${name}`]: t.field({
      type,
      authScopes: ownRows,
      args: { id: t.arg.id({ required: true }), input: t.arg({ type: input, required: true }) },
      resolve: (_r, a, ctx) => update(ctx.deps.db, ownerOf(ctx), parseId(a.id), a.input),
    }),
    [`delete${name}`]: t.field({
      type: 'ID',
      authScopes: ownRows,
      description: 'The id of the removed row.',
      args: { id: t.arg.id({ required: true }) },
      resolve: async (_r, a, ctx) => {
        const id = parseId(a.id);
        await removeHistory(ctx.deps.db, kind, ownerOf(ctx), id);
        return id;
      },
    }),
  }));
}

historyMutations('education', { type: EducationType, input: EducationInput, create: createEducation, update: updateEducation });
historyMutations('experience', { type: ExperienceType, input: ExperienceInput, create: createExperience, update: updateExperience });
