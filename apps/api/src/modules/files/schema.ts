import DataLoader from 'dataloader';
import { FILES_MSG } from '@mp/domain';
import { builder } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { parseId } from '../../graphql/ids.js';
import { audienceOf, UserRef } from '../users/schema.js';
import type { UserShape } from '../../graphql/builder.js';
import { mintDownloadUrl } from './links.js';
import { documentsOf, removePrivateFile, resumesOf, type DocumentRow, type ResumeRow } from './service.js';

/**
 * Private files on User (decision 0030): `resumes`, `activeResume` and `documents`, in the `applicant`
 * audience of decision 0017 (the person, administrators, the employers the person applied to: the same
 * readers as files/policy.ts canReadPrivateFiles), each with a download link minted for the reader.
 * Uploads are REST (routes.ts); removal is here.
 */

type Owned<T> = T & { reader: number | null };

const LOADERS = Symbol('private files');
function fileLoaders(ctx: GraphQLContext) {
  return ctx.memo(LOADERS, () => ({
    resumes: new DataLoader<number, ResumeRow[]>(async (ids) => {
      const rows = await resumesOf(ctx.deps.db, ids);
      return ids.map((id) => rows.filter((r) => r.user_id === id));
    }),
    documents: new DataLoader<number, DocumentRow[]>(async (ids) => {
      const rows = await documentsOf(ctx.deps.db, ids);
      return ids.map((id) => rows.filter((r) => r.user_id === id));
    }),
  }));
}

/** Who the link is for: the viewer, or in a login answer (no viewer yet) the person receiving the session. */
const readerOf = (ctx: GraphQLContext, person: UserShape) => ctx.viewer?.user.id ?? (person.access_token ? person.id : null);

const ResumeType = builder.objectRef<Owned<ResumeRow> & { active: boolean }>('Resume').implement({
  description: 'A CV (doc, docx or pdf). The latest is the active one, the one employers are shown.',
  // As visible as the User field that returns it: that field declares the audience.
  authScopes: { public: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    file_name: t.exposeString('file_name'),
    content_type: t.exposeString('content_type'),
    size: t.exposeInt('size'),
    created_at: t.string({ resolve: (r) => r.created_at.toISOString() }),
    active: t.exposeBoolean('active'),
    download_url: t.string({
      nullable: true,
      description: 'A link for this reader only, valid for a few minutes (fetch the field again for a new one).',
      resolve: (r, _a, ctx) => (r.reader === null ? null : mintDownloadUrl(ctx.deps.config, { kind: 'resume', id: r.id }, r.reader)),
    }),
  }),
});

const DocumentType = builder.objectRef<Owned<DocumentRow>>('SupportingDocument').implement({
  description: 'A supporting document (doc, docx or pdf) with its name.',
  authScopes: { public: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    file_name: t.exposeString('file_name'),
    content_type: t.exposeString('content_type'),
    size: t.exposeInt('size'),
    created_at: t.string({ resolve: (r) => r.created_at.toISOString() }),
    download_url: t.string({
      nullable: true,
      description: 'A link for this reader only, valid for a few minutes (fetch the field again for a new one).',
      resolve: (r, _a, ctx) => (r.reader === null ? null : mintDownloadUrl(ctx.deps.config, { kind: 'document', id: r.id }, r.reader)),
    }),
  }),
});

builder.objectFields(UserRef, (t) => ({
  resumes: t.field({
    type: [ResumeType],
    ...audienceOf('resumes'),
    description: 'The CVs, newest first; the first is the active one.',
    resolve: async (u, _a, ctx) => {
      const reader = readerOf(ctx, u);
      return (await fileLoaders(ctx).resumes.load(u.id)).map((r, i) => ({ ...r, reader, active: i === 0 }));
    },
  }),
  activeResume: t.field({
    type: ResumeType,
    ...audienceOf('activeResume'),
    description: 'The active CV (the latest upload), or null when there is none.',
    resolve: async (u, _a, ctx) => {
      const [latest] = await fileLoaders(ctx).resumes.load(u.id);
      return latest ? { ...latest, reader: readerOf(ctx, u), active: true } : null;
    },
  }),
  documents: t.field({
    type: [DocumentType],
    ...audienceOf('documents'),
    description: 'The supporting documents, newest first.',
    resolve: async (u, _a, ctx) => (await fileLoaders(ctx).documents.load(u.id)).map((r) => ({ ...r, reader: readerOf(ctx, u) })),
  }),
}));

builder.mutationFields((t) => ({
  removeResume: t.boolean({
    authScopes: { freelancer: true },
    description: `Removes one of the signed-in freelancer's CVs and its file (another's: NOT_FOUND, '${FILES_MSG.notFound}').`,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, { id }, ctx) => removePrivateFile(ctx.deps, ctx.viewer!, 'resume', parseId(id, 'CV id')),
  }),
  removeDocument: t.boolean({
    authScopes: { freelancer: true },
    description: "Removes one of the signed-in freelancer's supporting documents and its file (another's: NOT_FOUND).",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, { id }, ctx) => removePrivateFile(ctx.deps, ctx.viewer!, 'document', parseId(id, 'document id')),
  }),
}));
