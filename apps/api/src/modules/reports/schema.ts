import { PUBLIC_REPORT_KINDS, REPORT_ACTIONS, REPORT_KINDS, REPORT_MSG, REPORT_REASON_LABELS, REPORT_REASONS, REPORT_NOTE_MAX, VISITOR_REPORTS_PER_HOUR } from '@mp/domain';
import { builder, PUBLIC } from '../../graphql/builder.js';
import { parseId } from '../../graphql/ids.js';
import { paginatorType } from '../../graphql/paginator-schema.js';
import { resolveReport } from './actions.js';
import { reportQueue, reportsSummary, type QueueEntry } from './console.js';
import type { ItemOwner, ReportedItem } from './adapter.js';
import { hiddenNoticeOf, type HiddenNotice } from './owner-notice.js';
import { reportItem, type ReportAnswer } from './service.js';

/**
 * Reports (decision 0063): a participant reports a message of the other side, anyone (visitors too) a post, company
 * page, agency profile or case study; the console reviews the queue and dismisses, hides the item or suspends its owner.
 */
const admin = { admin: true } as const;
const participant = { $any: { company: true, freelancer: true, agency: true } } as const;
const iso = (d: Date) => d.toISOString();

const ReportKindEnum = builder.enumType('ReportKind', { values: REPORT_KINDS });
const PublicReportKindEnum = builder.enumType('PublicReportKind', {
  values: PUBLIC_REPORT_KINDS,
  description: 'What anyone reads on the public site: a post (the id of the job or project), a company page or an agency profile (the team id), a case study.',
});
const ReportReasonEnum = builder.enumType('ReportReason', {
  values: Object.fromEntries(REPORT_REASONS.map((r) => [r, { description: REPORT_REASON_LABELS[r] }])) as Record<(typeof REPORT_REASONS)[number], { description: string }>,
});
const ReportActionEnum = builder.enumType('ReportAction', { values: REPORT_ACTIONS });
const ReportQueueOrderEnum = builder.enumType('ReportQueueOrder', { values: ['OLDEST', 'NEWEST'] as const });

const ReportReceiptRef = builder.objectRef<ReportAnswer>('ReportReceipt').implement({
  authScopes: PUBLIC,
  description: 'A report received: the thank-you to show the reporter.',
  fields: (t) => ({
    id: t.id({ resolve: (r) => r.reportId }),
    message: t.exposeString('message'),
  }),
});

const ItemOwnerRef = builder.objectRef<ItemOwner>('ReportedItemOwner').implement({
  authScopes: admin,
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name', { nullable: true }),
    email: t.exposeString('email'),
    type: t.exposeString('type'),
    status: t.exposeString('status'),
  }),
});

const ContextLineRef = builder.objectRef<ReportedItem['context'][number]>('ReportedItemContext').implement({
  authScopes: admin,
  fields: (t) => ({ label: t.exposeString('label'), value: t.exposeString('value') }),
});

const ReportedItemRef = builder.objectRef<ReportedItem>('ReportedItem').implement({
  authScopes: admin,
  description: 'The reported item in context, as the console reviews it (its words even when hidden).',
  fields: (t) => ({
    title: t.exposeString('title'),
    body: t.exposeString('body', { nullable: true, description: 'Null once erased with its author.' }),
    created_at: t.string({ resolve: (i) => iso(i.created_at) }),
    owner: t.field({ type: ItemOwnerRef, nullable: true, resolve: (i) => i.owner }),
    context: t.field({ type: [ContextLineRef], resolve: (i) => i.context }),
  }),
});

const ReportDetailRef = builder.objectRef<QueueEntry['reports'][number]>('ReportDetail').implement({
  authScopes: admin,
  description: 'One open report: the reason and the note (never the reporter).',
  fields: (t) => ({
    id: t.exposeID('id'),
    reason: t.field({ type: ReportReasonEnum, resolve: (r) => r.reason }),
    reason_label: t.string({ resolve: (r) => REPORT_REASON_LABELS[r.reason] }),
    note: t.exposeString('note', { nullable: true }),
    created_at: t.string({ resolve: (r) => iso(r.created_at) }),
  }),
});

const QueueEntryRef = builder.objectRef<QueueEntry>('ReportQueueEntry').implement({
  authScopes: admin,
  description: 'An item with open reports. The actions name `report_id`.',
  fields: (t) => ({
    report_id: t.exposeID('report_id'),
    kind: t.field({ type: ReportKindEnum, resolve: (e) => e.kind }),
    item_id: t.exposeID('item_id'),
    first_reported_at: t.string({ resolve: (e) => iso(e.first_reported_at) }),
    last_reported_at: t.string({ resolve: (e) => iso(e.last_reported_at) }),
    reporters: t.exposeInt('reporters', { description: 'Distinct accounts that reported the item (open reports).' }),
    hidden_automatically: t.exposeBoolean('hidden_automatically', { description: `'${REPORT_MSG.hiddenAutomatically}': hidden by the reports' count until reviewed.` }),
    reports: t.field({ type: [ReportDetailRef], resolve: (e) => e.reports }),
    item: t.field({ type: ReportedItemRef, nullable: true, description: 'Null when the item is gone.', resolve: (e) => e.item }),
  }),
});
const QueuePage = paginatorType('ReportQueuePaginator', QueueEntryRef);

const HiddenNoticeRef = builder.objectRef<HiddenNotice>('HiddenItemNotice').implement({
  authScopes: { signedIn: true },
  description: "For the item's own team: Onbrief hid it, when, and what it was reported as (never who reported it).",
  fields: (t) => ({
    message: t.exposeString('message'),
    hidden_at: t.string({ resolve: (n) => iso(n.hidden_at) }),
    automatic: t.exposeBoolean('automatic', { description: 'Hidden by the reports’ count, pending review.' }),
    reason_labels: t.stringList({ resolve: (n) => n.reasons.map((r) => REPORT_REASON_LABELS[r]) }),
  }),
});

const SummaryRef = builder.objectRef<Awaited<ReturnType<typeof reportsSummary>>>('ReportsSummary').implement({
  authScopes: admin,
  fields: (t) => ({
    open: t.exposeInt('open', { description: 'Open reports.' }),
    oldest_at: t.string({ nullable: true, description: 'When the oldest open report was made.', resolve: (s) => (s.oldest_at ? iso(s.oldest_at) : null) }),
  }),
});

builder.queryFields((t) => ({
  hiddenItemNotice: t.field({
    type: HiddenNoticeRef,
    nullable: true,
    authScopes: { signedIn: true },
    description: "For the people of the item's team: whether Onbrief hid it and why; null while it shows. NOT_FOUND for anyone else.",
    args: { kind: t.arg({ type: PublicReportKindEnum, required: true }), itemId: t.arg.id({ required: true }) },
    resolve: (_r, { kind, itemId }, ctx) => hiddenNoticeOf(ctx.deps.db, ctx.viewer!, kind, parseId(itemId, 'item id')),
  }),
  adminReports: t.field({
    type: QueuePage,
    authScopes: admin,
    description: 'Items with open reports: the longest waiting first (OLDEST, the default) or the latest reported first (NEWEST).',
    args: { order: t.arg({ type: ReportQueueOrderEnum }), first: t.arg.int(), page: t.arg.int() },
    resolve: (_r, args, ctx) => reportQueue(ctx.deps.db, args),
  }),
  adminReportsSummary: t.field({
    type: SummaryRef,
    authScopes: admin,
    description: "The console's home: open reports and the oldest.",
    resolve: (_r, _a, ctx) => reportsSummary(ctx.deps.db),
  }),
}));

builder.mutationFields((t) => ({
  reportMessage: t.field({
    type: ReportReceiptRef,
    authScopes: participant,
    description:
      `Reports a message of the thread's other side, with a reason and an optional note (up to ${REPORT_NOTE_MAX} characters). One open ` +
      'report per person and message (a repeat answers it); at most 10 an hour (RATE_LIMITED). NOT_FOUND for anyone else.',
    args: {
      messageId: t.arg.id({ required: true }),
      reason: t.arg({ type: ReportReasonEnum, required: true }),
      note: t.arg.string(),
      idempotencyKey: t.arg.string({ description: 'A UUID per form opening (decision 0041).' }),
    },
    resolve: (_r, { messageId, reason, note, idempotencyKey }, ctx) =>
      reportItem(ctx.deps, ctx.viewer!, 'MESSAGE', parseId(messageId, 'message id'), { reason, note }, ctx.meta, idempotencyKey),
  }),
  reportItem: t.field({
    type: ReportReceiptRef,
    authScopes: PUBLIC,
    description:
      'Reports a post, company page, agency profile or case study that the asker can read, with a reason and an optional note. Visitors ' +
      `may: one open report per address and item, ${VISITOR_REPORTS_PER_HOUR} an hour an address (RATE_LIMITED). Signed in: one open report per person ` +
      "and item, 10 an hour. The item's own team is refused; an administrator, or one acting as a person, is FORBIDDEN. NOT_FOUND when it cannot be read.",
    args: {
      kind: t.arg({ type: PublicReportKindEnum, required: true }),
      itemId: t.arg.id({ required: true }),
      reason: t.arg({ type: ReportReasonEnum, required: true }),
      note: t.arg.string(),
      idempotencyKey: t.arg.string({ description: 'A UUID per form opening (decision 0041); a signed-in reporter\'s repeat answers the first answer.' }),
    },
    resolve: (_r, { kind, itemId, reason, note, idempotencyKey }, ctx) =>
      reportItem(ctx.deps, ctx.viewer, kind, parseId(itemId, 'item id'), { reason, note }, ctx.meta, idempotencyKey),
  }),
  resolveReport: t.field({
    type: 'Int',
    authScopes: admin,
    description:
      "Acts on a report and every open report of its item: DISMISS, HIDE (its owner is mailed why) or SUSPEND (its owner's account " +
      'is deactivated and the item hidden). Audited. Refused when another administrator has already dealt with it. Answers how many reports it resolved.',
    args: { reportId: t.arg.id({ required: true }), action: t.arg({ type: ReportActionEnum, required: true }) },
    resolve: async (_r, { reportId, action }, ctx) =>
      (await resolveReport(ctx.deps, ctx.viewer!, parseId(reportId, 'report id'), action, ctx.meta)).resolved,
  }),
}));
