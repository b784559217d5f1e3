import { STATUS_CHANGE_CAUSE_TEXT, STATUS_CHANGE_CAUSES, type StatusChangeCause } from '@mp/domain';
import { builder } from '../../graphql/builder.js';
import { parseId } from '../../graphql/ids.js';
import { getApplicationPipeline, applicantStatusCounts, type NoteRecord, type PipelineRecord, type StatusChangeRecord, type StatusCount } from './queries.js';
import { addApplicationNote, deleteApplicationNote, editApplicationNote, setApplicationStatus } from './service.js';
import { ApplicationStatusEnum } from '../opportunities/types.js';
import { readablePost } from '../opportunities/post-access.js';

/**
 * The applicant pipeline (decision 0055): statuses, the team's notes and the history, for the posting
 * team only (the post's rules: admins, and members for the posts assigned to them). The applicant reads their
 * status through the applied list, never the notes or the history.
 */
const reader = { company: true } as const;
const iso = (d: Date) => d.toISOString();

const StatusCountRef = builder.objectRef<StatusCount>('ApplicationStatusCount').implement({
  authScopes: reader,
  fields: (t) => ({
    status: t.field({ type: ApplicationStatusEnum, resolve: (c) => c.status }),
    count: t.exposeInt('count'),
  }),
});

const NoteRef = builder.objectRef<NoteRecord>('ApplicationNote').implement({
  authScopes: reader,
  description: "A private note of the posting team's on an application.",
  fields: (t) => ({
    id: t.exposeID('id'),
    body: t.exposeString('body'),
    created_at: t.string({ resolve: (n) => iso(n.created_at) }),
    author_name: t.exposeString('author_name', { nullable: true, description: 'Null when the author has no name or no account any more.' }),
    edited_at: t.string({ nullable: true, description: 'When its author last changed it; null: as written.', resolve: (n) => n.edited_at && iso(n.edited_at) }),
    can_delete: t.exposeBoolean('can_delete', { description: 'The viewer may delete it: its author, or a team admin (deleteApplicationNote).' }),
    can_edit: t.exposeBoolean('can_edit', { description: 'The viewer may change its words: its author (editApplicationNote).' }),
  }),
});

const StatusChangeCauseEnum = builder.enumType('StatusChangeCause', {
  values: Object.fromEntries(STATUS_CHANGE_CAUSES.map((c) => [c, { description: STATUS_CHANGE_CAUSE_TEXT[c] }])) as Record<StatusChangeCause, { description: string }>,
  description: 'Why the platform changed a status itself.',
});

const ChangeRef = builder.objectRef<StatusChangeRecord>('ApplicationStatusChange').implement({
  authScopes: reader,
  fields: (t) => ({
    id: t.exposeID('id'),
    from_status: t.field({ type: ApplicationStatusEnum, resolve: (c) => c.from_status }),
    to_status: t.field({ type: ApplicationStatusEnum, resolve: (c) => c.to_status }),
    created_at: t.string({ resolve: (c) => iso(c.created_at) }),
    author_name: t.exposeString('author_name', { nullable: true, description: 'Who changed it (null: the system, or a removed account).' }),
    cause: t.field({
      type: StatusChangeCauseEnum,
      nullable: true,
      description: 'Why the platform made it itself (MISSED_MUST_HAVE: auto-decline); null: a person, or a close.',
      resolve: (c) => c.cause,
    }),
  }),
});

export const PipelineRef = builder.objectRef<PipelineRecord>('ApplicationPipeline').implement({
  authScopes: reader,
  fields: (t) => ({
    application_id: t.exposeID('application_id'),
    status: t.field({ type: ApplicationStatusEnum, resolve: (p) => p.status }),
    status_changed_at: t.string({ resolve: (p) => iso(p.status_changed_at) }),
    read_only: t.exposeBoolean('read_only', { description: 'The post is closed: no changes until it is restored.' }),
    message: t.exposeString('message', { nullable: true, description: 'What the applicant wrote with their application.' }),
    notes: t.field({ type: [NoteRef], resolve: (p) => p.notes }),
    history: t.field({ type: [ChangeRef], resolve: (p) => p.history }),
  }),
});

builder.queryFields((t) => ({
  applicantStatusCounts: t.field({
    type: [StatusCountRef],
    authScopes: reader,
    description:
      "How many of a post's applications stand at each status (every status, zeros included); with `meetsMustHaves`, of " +
      "those that meet every must-have (true) or miss one (false), as opportunityApplicants' filter. One statement.",
    args: {
      id: t.arg.id({ required: true, description: 'The opportunity id.' }),
      meetsMustHaves: t.arg.boolean({ description: 'Count only those meeting every must-have (true) or missing one (false).' }),
    },
    resolve: async (_r, { id, meetsMustHaves }, ctx) =>
      applicantStatusCounts(ctx.deps.db, await readablePost(ctx, parseId(id, 'opportunity id')), meetsMustHaves),
  }),
  applicationPipeline: t.field({
    type: PipelineRef,
    authScopes: reader,
    description: "One application's notes and status history, for the posting team. NOT_FOUND for anyone else.",
    args: { id: t.arg.id({ required: true, description: 'The application id.' }) },
    resolve: (_r, { id }, ctx) => getApplicationPipeline(ctx.deps.db, ctx.viewer!, parseId(id, 'application id')),
  }),
}));

builder.mutationFields((t) => ({
  setApplicationStatus: t.field({
    type: ['ID'],
    authScopes: reader,
    description:
      'Moves one or many applications (at most 100) to a status, in one transaction: each change is recorded in the history, ' +
      "one already there is left as it is. NOT_SELECTED mails each applicant once unless they turned that mail off. An " +
      'application the viewer may not change: NOT_FOUND for all; a closed post: BAD_USER_INPUT. Answers the ids.',
    args: {
      ids: t.arg.idList({ required: true }),
      status: t.arg.string({ required: true, description: 'One of ApplicationStatus (any other: "Choose a status from the list.").' }),
    },
    resolve: async (_r, { ids, status }, ctx) => (await setApplicationStatus(ctx.deps, ctx.viewer!, { ids, status })).map(String),
  }),
  addApplicationNote: t.field({
    type: PipelineRef,
    authScopes: reader,
    description: "Adds a private note (1 to 2,000 characters) to an application for the posting team. Answers the application's pipeline.",
    args: {
      id: t.arg.id({ required: true, description: 'The application id.' }),
      body: t.arg.string({ required: true }),
      idempotencyKey: t.arg.string({ description: 'A UUID per submission (decision 0041): a repeat adds one note.' }),
    },
    resolve: async (_r, { id, body, idempotencyKey }, ctx) => {
      const applicationId = parseId(id, 'application id');
      await addApplicationNote(ctx.deps, ctx.viewer!, applicationId, { body }, idempotencyKey);
      return getApplicationPipeline(ctx.deps.db, ctx.viewer!, applicationId);
    },
  }),
  editApplicationNote: t.field({
    type: PipelineRef,
    authScopes: reader,
    description:
      "Changes a note's words (1 to 2,000 characters): its author only; the same words again change nothing. Another team's " +
      "or an unknown note: NOT_FOUND; a teammate's: FORBIDDEN; a closed post: BAD_USER_INPUT. Answers the application's pipeline.",
    args: { id: t.arg.id({ required: true, description: 'The note id.' }), body: t.arg.string({ required: true }) },
    resolve: async (_r, { id, body }, ctx) => {
      const applicationId = await editApplicationNote(ctx.deps, ctx.viewer!, parseId(id, 'note id'), { body });
      return getApplicationPipeline(ctx.deps.db, ctx.viewer!, applicationId);
    },
  }),
  deleteApplicationNote: t.field({
    type: PipelineRef,
    authScopes: reader,
    description:
      "Deletes a note: its author, or a team admin (owner or guest admin), any of the team's. Another team's or an unknown " +
      "note: NOT_FOUND; a teammate's for a member: FORBIDDEN; a closed post: BAD_USER_INPUT. Answers the application's pipeline.",
    args: { id: t.arg.id({ required: true, description: 'The note id.' }) },
    resolve: async (_r, { id }, ctx) => {
      const applicationId = await deleteApplicationNote(ctx.deps, ctx.viewer!, parseId(id, 'note id'));
      return getApplicationPipeline(ctx.deps.db, ctx.viewer!, applicationId);
    },
  }),
}));
