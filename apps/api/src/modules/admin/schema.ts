import { builder, PUBLIC } from '../../graphql/builder.js';
import { listAudit, type AuditRecord } from '../audit/service.js';
import { verifiedAccounts } from '../company-verification/console.js';
import { audienceOf, UserRef, UserStatusEnum, UserTypeEnum } from '../users/schema.js';
import { findUserById } from '../users/service.js';
import { accountId, approveAccount, deactivateAccount, listAccounts, setVetted } from './accounts.js';
import { pendingCount } from './pending.js';
import { endImpersonation, impersonatorOf, openImpersonation, startImpersonation, type ImpersonationLink } from './impersonation.js';
import { listOutbox } from './outbox.js';
import { paginatorType } from '../../graphql/paginator-schema.js';
import type { outbox } from '../../db/schema/index.js';

const admin = { admin: true } as const;
const iso = (d: Date | null) => d?.toISOString() ?? null;

const UserPaginator = paginatorType('UserPaginator', UserRef);

const ImpersonationLinkRef = builder.objectRef<ImpersonationLink>('ImpersonationLink').implement({
  authScopes: { admin: true },
  fields: (t) => ({
    url: t.exposeString('url', { description: 'Relative: /{group}/impersonate/{id}?token=…' }),
    expires_at: t.string({ resolve: (l) => l.expires_at.toISOString() }),
  }),
});

const OutboxMessageRef = builder.objectRef<typeof outbox.$inferSelect>('OutboxMessage').implement({
  authScopes: { admin: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    to_address: t.exposeString('to_address'),
    subject: t.exposeString('subject'),
    text_body: t.exposeString('text_body'),
    status: t.exposeString('status'),
    transport: t.exposeString('transport'),
    created_at: t.string({ resolve: (m) => m.created_at.toISOString() }),
    sent_at: t.string({ nullable: true, resolve: (m) => iso(m.sent_at) }),
  }),
});
const OutboxPaginator = paginatorType('OutboxPaginator', OutboxMessageRef);

const AuditEntryRef = builder.objectRef<AuditRecord>('AuditEntry').implement({
  authScopes: { admin: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    actor_id: t.exposeID('actor_id', { nullable: true }),
    actor_email: t.exposeString('actor_email', { nullable: true }),
    action: t.exposeString('action'),
    target_type: t.exposeString('target_type', { nullable: true }),
    target_id: t.exposeID('target_id', { nullable: true }),
    details: t.string({
      nullable: true,
      description: 'The details object as JSON text.',
      resolve: (e) => (e.details == null ? null : JSON.stringify(e.details)),
    }),
    ip: t.exposeString('ip', { nullable: true }),
    created_at: t.string({ resolve: (e) => e.created_at.toISOString() }),
  }),
});
const AuditPaginator = paginatorType('AuditPaginator', AuditEntryRef);

builder.objectField(UserRef, 'impersonator', (t) =>
  t.field({
    type: 'Team',
    // The session audience of decision 0017: the person only (never shown to anyone else).
    ...audienceOf('impersonator'),
    description: "The administrator who opened this session as the user (impersonation); null otherwise. Set on the viewer's own user (`me`).",
    resolve: (u, _a, ctx) => impersonatorOf(ctx.deps.db, ctx.viewer, u.id),
  }),
);

builder.queryFields((t) => ({
  adminUsers: t.field({
    type: UserPaginator,
    authScopes: admin,
    description:
      'Accounts, those awaiting approval (INACTIVE) first, then the newest. search: name, email or company contains; verified: ' +
      'companies verified now (true) or not (false).',
    args: {
      search: t.arg.string(),
      type: t.arg({ type: UserTypeEnum }),
      status: t.arg({ type: UserStatusEnum }),
      createdFrom: t.arg.string({ description: 'YYYY-MM-DD (UTC) or an ISO date-time.' }),
      createdTo: t.arg.string({ description: 'YYYY-MM-DD (UTC, the whole day included) or an ISO date-time.' }),
      verified: t.arg.boolean(),
      first: t.arg.int({ defaultValue: 20 }),
      page: t.arg.int({ defaultValue: 1 }),
    },
    resolve: async (_r, args, ctx) => {
      const list = await listAccounts(ctx.deps.db, args);
      // The statement read each row's verification: User.company_verified answers from it, with no statement more.
      for (const row of list.data) verifiedAccounts(ctx).prime(row.id, row.company_verified);
      return list;
    },
  }),
  adminPendingCount: t.int({
    authScopes: admin,
    description: 'Accounts awaiting approval (INACTIVE, not administrators).',
    resolve: (_r, _a, ctx) => pendingCount(ctx.deps.db),
  }),
  adminUser: t.field({
    type: UserRef,
    nullable: true,
    authScopes: admin,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, { id }, ctx) => (await findUserById(ctx.deps.db, accountId(id))) ?? null,
  }),
  adminOutbox: t.field({
    type: OutboxPaginator,
    authScopes: admin,
    args: { first: t.arg.int({ defaultValue: 20 }), page: t.arg.int({ defaultValue: 1 }) },
    resolve: (_r, args, ctx) => listOutbox(ctx.deps.db, args),
  }),
  adminAuditLog: t.field({
    type: AuditPaginator,
    authScopes: admin,
    args: { first: t.arg.int({ defaultValue: 50 }), page: t.arg.int({ defaultValue: 1 }), actorId: t.arg.id() },
    resolve: (_r, { actorId, ...page }, ctx) =>
      listAudit(ctx.deps.db, { ...page, actorId: actorId == null ? null : accountId(actorId) }),
  }),
}));

const ImpersonateUserInput = builder.inputType('ImpersonateUserInput', {
  fields: (t) => ({ id: t.id({ required: true }), token: t.string({ required: true }) }),
});

builder.mutationFields((t) => ({
  adminApproveUser: t.field({
    type: UserRef,
    authScopes: admin,
    description: 'INACTIVE to ACTIVE; emails the user a sign-in link.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, { id }, ctx) => approveAccount(ctx.deps, ctx.viewer!, accountId(id), ctx.meta),
  }),
  adminDeactivateUser: t.field({
    type: UserRef,
    authScopes: admin,
    description: 'To INACTIVE, ending every session of the account. Not for yourself or another administrator.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, { id }, ctx) => deactivateAccount(ctx.deps, ctx.viewer!, accountId(id), ctx.meta),
  }),
  adminSetVetted: t.field({
    type: UserRef,
    authScopes: admin,
    description: 'Sets or clears the vetted badge (freelancers only).',
    args: { id: t.arg.id({ required: true }), vetted: t.arg.boolean({ required: true }) },
    resolve: (_r, { id, vetted }, ctx) => setVetted(ctx.deps, ctx.viewer!, accountId(id), vetted, ctx.meta),
  }),
  adminStartImpersonation: t.field({
    type: ImpersonationLinkRef,
    authScopes: admin,
    description: 'A one-time link (5 minutes) that signs in as the user. Not for administrators.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, { id }, ctx) => startImpersonation(ctx.deps, ctx.viewer!, accountId(id), ctx.meta),
  }),
  adminImpersonateUser: t.field({
    authScopes: PUBLIC,
    type: UserRef,
    description:
      'Opens an impersonation link: no session needed, but the X-CSRF-Token header must equal the mp_csrf cookie (GET /api/csrf). Returns the user with the access_token of the new session.',
    args: { input: t.arg({ type: ImpersonateUserInput, required: true }) },
    resolve: (_r, { input }, ctx) => openImpersonation(ctx.deps, { id: String(input.id), token: input.token }, ctx.meta),
  }),
  adminEndImpersonation: t.int({
    authScopes: admin,
    description:
      "Return to console: ends, on the server, every session this administrator opened as the account and voids their unopened links to it (audited as impersonation.end). Sent with the administrator's own session. Answers how many sessions ended.",
    args: { id: t.arg.id({ required: true, description: 'The account the administrator was signed in as.' }) },
    resolve: (_r, { id }, ctx) => endImpersonation(ctx.deps, ctx.viewer!, accountId(id), ctx.meta),
  }),
}));
