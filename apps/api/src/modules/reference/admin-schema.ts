import { REFERENCE_KINDS, referenceEntrySchema } from '@mp/domain';
import { builder } from '../../graphql/builder.js';
import { zodInputType } from '../../graphql/zod-input.js';
import { actorOf } from '../audit/actor.js';
import { createEntry, deleteEntry, listEntries, reorderEntries, updateEntry } from './admin.js';
import type { ReferenceEntry } from './kinds.js';

// The console's operations on the lists (type ADMIN only; each change is audited in its transaction).
const ReferenceKindEnum = builder.enumType('ReferenceKind', { values: REFERENCE_KINDS });

const ReferenceEntryType = builder.objectRef<ReferenceEntry>('ReferenceEntry').implement({
  authScopes: { admin: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: ReferenceKindEnum, resolve: (e) => e.kind }),
    name: t.exposeString('name'),
    sort_order: t.exposeInt('sort_order'),
    hidden: t.exposeBoolean('hidden'),
    industry_id: t.id({ nullable: true, resolve: (e) => e.industry_id }),
    software: t.exposeBoolean('software', { nullable: true }),
    job_level_id: t.id({ nullable: true, resolve: (e) => e.job_level_id }),
    key: t.exposeString('key', { nullable: true }),
    description: t.exposeString('description', { nullable: true }),
    code: t.exposeString('code', { nullable: true }),
  }),
});

/** One input for every kind: each field some kind has (a kind's own rules drop the others and say what it requires). */
const ReferenceEntryInput = zodInputType(
  builder,
  'ReferenceEntryInput',
  REFERENCE_KINDS.map((k) => referenceEntrySchema(k, 'update')),
  // The rules read a number from the id's text (GraphQL IDs arrive as text).
  { fields: { industry_id: { type: 'ID' }, job_level_id: { type: 'ID' } } },
);

const admin = { admin: true } as const;

builder.queryFields((t) => ({
  adminReferenceEntries: t.field({
    type: [ReferenceEntryType],
    authScopes: admin,
    args: { kind: t.arg({ type: ReferenceKindEnum, required: true }), industry_id: t.arg.id(), name: t.arg.string() },
    resolve: (_r, a, ctx) => listEntries(ctx.deps.db, a.kind, { industryId: a.industry_id, name: a.name }),
  }),
}));

builder.mutationFields((t) => {
  const kind = t.arg({ type: ReferenceKindEnum, required: true });
  const input = t.arg({ type: ReferenceEntryInput, required: true });
  const id = t.arg.id({ required: true });
  return {
    adminCreateReferenceEntry: t.field({
      type: ReferenceEntryType,
      authScopes: admin,
      args: { kind, input },
      resolve: (_r, a, ctx) => createEntry(ctx.deps.db, actorOf(ctx), a.kind, a.input),
    }),
    adminUpdateReferenceEntry: t.field({
      type: ReferenceEntryType,
      authScopes: admin,
      args: { kind, id, input },
      resolve: (_r, a, ctx) => updateEntry(ctx.deps.db, actorOf(ctx), a.kind, String(a.id), a.input),
    }),
    adminReorderReferenceEntries: t.field({
      type: [ReferenceEntryType],
      authScopes: admin,
      args: { kind, ids: t.arg.idList({ required: true }) },
      resolve: (_r, a, ctx) => reorderEntries(ctx.deps.db, actorOf(ctx), a.kind, a.ids.map(String)),
    }),
    adminDeleteReferenceEntry: t.field({
      type: ReferenceEntryType,
      nullable: true,
      authScopes: admin,
      description: 'Null when deleted; the entry, now hidden, when something still uses it.',
      args: { kind, id },
      resolve: (_r, a, ctx) => deleteEntry(ctx.deps.db, actorOf(ctx), a.kind, String(a.id)),
    }),
  };
});
