import { CONVERSATION_MSG, REPORT_MSG, THREAD_SIDES } from '@mp/domain';
import DataLoader from 'dataloader';
import { builder } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { ApplicantRef } from '../opportunities/types.js';
import { parseId } from '../../graphql/ids.js';
import { paginatorType } from '../../graphql/paginator-schema.js';
import { listThreads, readThreadWithFiles, threadActivity, unreadByApplication, unreadThreadCount, type MessageRecord, type ThreadRecord, type ThreadSummary } from './queries.js';
import type { AttachmentRecord } from './attachments.js';
import { markThreadRead, sendMessage, setTeamBlocked } from './service.js';
import { sendMessages } from './bulk.js';

/**
 * The hiring conversation (decision 0060): one thread per application between the posting team (the people who may
 * read the post's applicants) and the applicant (the freelancer, or the agency's team). Anyone else: NOT_FOUND.
 */
const participant = { $any: { company: true, freelancer: true, agency: true } } as const;
const iso = (d: Date) => d.toISOString();

export const ThreadSideEnum = builder.enumType('ThreadSide', { values: THREAD_SIDES });

const AttachmentRef = builder.objectRef<AttachmentRecord>('MessageAttachment').implement({
  authScopes: participant,
  description: "A file a message carries: private, its link signed for the viewer for a few minutes.",
  fields: (t) => ({
    id: t.exposeID('id'),
    file_name: t.exposeString('file_name'),
    content_type: t.exposeString('content_type'),
    size: t.exposeInt('size'),
    download_url: t.exposeString('download_url'),
  }),
});

const MessageRef = builder.objectRef<MessageRecord>('Message').implement({
  authScopes: participant,
  description: 'A message of a thread, plain text (the page links addresses; it is never HTML).',
  fields: (t) => ({
    id: t.exposeID('id'),
    side: t.field({ type: ThreadSideEnum, resolve: (m) => m.side }),
    body: t.string({
      description: `The words; '${CONVERSATION_MSG.deletedAccount}' once its author's account is erased; '${REPORT_MSG.removedMessage}' once hidden after a report.`,
      resolve: (m) => (m.removed ? REPORT_MSG.removedMessage : (m.body ?? CONVERSATION_MSG.deletedAccount)),
    }),
    deleted_author: t.boolean({ description: "Its author's account was erased.", resolve: (m) => m.body === null && !m.removed }),
    removed: t.boolean({ description: 'Hidden by Onbrief after a report: its words and files are no longer shown.', resolve: (m) => m.removed ?? false }),
    created_at: t.string({ resolve: (m) => iso(m.created_at) }),
    mine: t.exposeBoolean('mine', { description: 'The viewer wrote it.' }),
    author_name: t.exposeString('author_name', { nullable: true }),
    author_detail: t.exposeString('author_detail', { nullable: true, description: "The author's position and company, the agency, or 'Freelancer'." }),
    attachments: t.field({ type: [AttachmentRef], resolve: (m) => m.attachments ?? [] }),
    payment_warning: t.exposeBoolean('payment_warning', { description: `It asks for money or bank details: the page shows '${CONVERSATION_MSG.paymentWarning}'.` }),
  }),
});

const ThreadPostRef = builder.objectRef<ThreadRecord['post']>('MessageThreadPost').implement({
  authScopes: participant,
  description: 'The post a thread is about: its public page is /jobs/{slug} (a project\'s, the agency\'s side).',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    slug: t.exposeString('slug'),
    target: t.exposeString('target', { description: 'JOB or PROJECT.' }),
  }),
});

const ThreadRef = builder.objectRef<ThreadRecord>('MessageThread').implement({
  authScopes: participant,
  fields: (t) => ({
    application_id: t.exposeID('application_id'),
    side: t.field({ type: ThreadSideEnum, description: "The viewer's side.", resolve: (th) => th.side }),
    messages: t.field({ type: [MessageRef], description: 'A page of messages, oldest first.', resolve: (th) => th.messages }),
    has_older: t.exposeBoolean('has_older'),
    seen_up_to: t.id({ nullable: true, description: "The furthest message the other side has read ('Seen').", resolve: (th) => th.seen_up_to }),
    unread: t.exposeInt('unread', { description: "The other side's messages the viewer has not read." }),
    blocked: t.exposeBoolean('blocked', { description: 'The applicant stopped the team writing to them.' }),
    moderated_at: t.string({ nullable: true, description: 'When a message of it was last hidden or shown again after a report.', resolve: (th) => th.moderated_at && iso(th.moderated_at) }),
    can_write: t.exposeBoolean('can_write'),
    post: t.field({ type: ThreadPostRef, resolve: (th) => th.post }),
    counterpart: t.exposeString('counterpart', { description: 'The other side: the applicant (or their agency) for the team, the company for the applicant.' }),
  }),
});

const ThreadSummaryRef = builder.objectRef<ThreadSummary>('MessageThreadSummary').implement({
  authScopes: participant,
  fields: (t) => ({
    application_id: t.exposeID('application_id'),
    post_title: t.exposeString('post_title'),
    counterpart: t.exposeString('counterpart'),
    last_message_at: t.string({ resolve: (s) => iso(s.last_message_at) }),
    last_body: t.string({ resolve: (s) => s.last_body ?? CONVERSATION_MSG.deletedAccount }),
    unread: t.exposeBoolean('unread'),
  }),
});

type ThreadActivity = NonNullable<Awaited<ReturnType<typeof threadActivity>>>;
const ThreadActivityRef = builder.objectRef<ThreadActivity>('MessageThreadActivity').implement({
  authScopes: participant,
  description: "What an open thread's poll compares with the page it shows: it reads the thread again when one moved.",
  fields: (t) => ({
    last_message_id: t.id({ resolve: (a) => a.last_message_id }),
    seen_up_to: t.id({ nullable: true, description: "The furthest message the other side has read ('Seen').", resolve: (a) => a.seen_up_to }),
    blocked: t.exposeBoolean('blocked'),
    moderated_at: t.string({ nullable: true, resolve: (a) => a.moderated_at && iso(a.moderated_at) }),
  }),
});

const ThreadPage = paginatorType('MessageThreadPaginator', ThreadSummaryRef);

const UNREAD = Symbol('unread messages by application');
/** Batched per request: a page of applicants asking for their unread messages costs one statement. */
const unreadLoader = (ctx: GraphQLContext) =>
  ctx.memo(UNREAD, () => new DataLoader<number, number>((ids) => unreadByApplication(ctx.deps.db, ctx.viewer!, ids)));

builder.objectFields(ApplicantRef, (t) => ({
  unread_messages: t.int({
    description: "The applicant's messages in this application's thread the viewer has not read (the applicants list's badge).",
    resolve: (a, _args, ctx) => unreadLoader(ctx).load(a.id),
  }),
}));

builder.queryFields((t) => ({
  messageThread: t.field({
    type: ThreadRef,
    authScopes: participant,
    description: "An application's thread for one of its two sides (empty until the first message); `before` pages back. NOT_FOUND for anyone else.",
    args: {
      applicationId: t.arg.id({ required: true }),
      before: t.arg.id({ description: 'The oldest message id the page shows: the page before it.' }),
    },
    resolve: (_r, { applicationId, before }, ctx) =>
      readThreadWithFiles(ctx.deps, ctx.viewer!, parseId(applicationId, 'application id'), before ? parseId(before, 'message id') : null),
  }),
  messageThreads: t.field({
    type: ThreadPage,
    authScopes: participant,
    description: "The viewer's threads, the latest first: a company's (a member's: the posts assigned to them), a freelancer's, an agency's team's.",
    args: { first: t.arg.int(), page: t.arg.int() },
    resolve: (_r, args, ctx) => listThreads(ctx.deps.db, ctx.viewer!, args),
  }),
  messageThreadActivity: t.field({
    type: ThreadActivityRef,
    nullable: true,
    authScopes: participant,
    description: "An open thread's poll, one statement: null until its first message, and for anyone not in it.",
    args: { applicationId: t.arg.id({ required: true }) },
    resolve: (_r, { applicationId }, ctx) => threadActivity(ctx.deps.db, ctx.viewer!, parseId(applicationId, 'application id')),
  }),
  unreadMessageThreads: t.int({
    authScopes: participant,
    description: 'How many of the viewer\'s threads have messages they have not read (the header). One statement.',
    resolve: (_r, _a, ctx) => unreadThreadCount(ctx.deps.db, ctx.viewer!),
  }),
}));

builder.mutationFields((t) => ({
  sendMessage: t.field({
    type: ThreadRef,
    authScopes: participant,
    description:
      'Writes a message (1 to 5,000 characters) in an application\'s thread, as the viewer\'s side. The team may not while the ' +
      'applicant blocks it (FORBIDDEN); at most 20 a minute a person (RATE_LIMITED). Answers the thread.',
    args: {
      applicationId: t.arg.id({ required: true }),
      body: t.arg.string({ required: true }),
      attachmentIds: t.arg.idList({ description: 'Up to 5 files uploaded for this thread (POST /api/messages/{applicationId}/attachments).' }),
      idempotencyKey: t.arg.string({ description: 'A UUID per submission (decision 0041): a repeat writes one message.' }),
    },
    resolve: async (_r, { applicationId, body, attachmentIds, idempotencyKey }, ctx) => {
      const id = parseId(applicationId, 'application id');
      await sendMessage(ctx.deps, ctx.viewer!, id, { body, attachmentIds: attachmentIds ?? [] }, idempotencyKey);
      return readThreadWithFiles(ctx.deps, ctx.viewer!, id);
    },
  }),
  sendMessages: t.field({
    type: ['ID'],
    authScopes: { company: true },
    description:
      "The pipeline's bulk message: the same words (1 to 5,000 characters) to 1 to 100 applicants, one message in each " +
      "application's own thread, all or none. NOT_FOUND if any application is not one the viewer may write to as the team; " +
      'FORBIDDEN if any applicant blocks the team (fields name them by their index). Answers the new messages\' ids, in order.',
    args: {
      applicationIds: t.arg.idList({ required: true }),
      body: t.arg.string({ required: true }),
      idempotencyKey: t.arg.string({ description: 'A UUID per submission (decision 0041): a repeat writes no more messages.' }),
    },
    resolve: async (_r, { applicationIds, body, idempotencyKey }, ctx) =>
      (await sendMessages(ctx.deps, ctx.viewer!, { applicationIds, body }, idempotencyKey)).map(String),
  }),
  markMessageThreadRead: t.field({
    type: 'ID',
    authScopes: participant,
    description: 'The viewer has read the thread up to this message (its read mark never goes back). Answers the application id.',
    args: { applicationId: t.arg.id({ required: true }), upTo: t.arg.id({ required: true, description: 'A message id of the thread.' }) },
    resolve: async (_r, { applicationId, upTo }, ctx) =>
      String(await markThreadRead(ctx.deps, ctx.viewer!, parseId(applicationId, 'application id'), parseId(upTo, 'message id'))),
  }),
  setMessageTeamBlocked: t.field({
    type: ThreadRef,
    authScopes: { $any: { freelancer: true, agency: true } },
    description: 'The applicant stops the posting team writing to them in this thread (blocked: true), or lets them again. The team: FORBIDDEN.',
    args: { applicationId: t.arg.id({ required: true }), blocked: t.arg.boolean({ required: true }) },
    resolve: async (_r, { applicationId, blocked }, ctx) => {
      const id = parseId(applicationId, 'application id');
      await setTeamBlocked(ctx.deps, ctx.viewer!, id, blocked);
      return readThreadWithFiles(ctx.deps, ctx.viewer!, id);
    },
  }),
}));
