import { builder, PUBLIC } from '../../graphql/builder.js';
import { parseId } from '../../graphql/ids.js';
import { audienceOf, UserRef } from '../users/schema.js';
import { verifiedAccounts } from './console.js';
import { companyTeamOf } from './policy.js';
import { confirmVerification, requestVerification, revokeVerification, verificationOf, type CompanyVerification } from './service.js';

/**
 * Verified companies (decision 0066): a company admin asks for a link to a work address at the website's domain; the
 * link verifies the company; the console reads and revokes it.
 */
const company = { company: true } as const;
const admin = { admin: true } as const;
const iso = (d: Date) => d.toISOString();

const VerifiedRef = builder.objectRef<NonNullable<CompanyVerification['verified']>>('CompanyVerified').implement({
  authScopes: { $any: { company: true, admin: true } },
  fields: (t) => ({
    email: t.exposeString('email', { description: 'The work address the link went to.' }),
    domain: t.exposeString('domain'),
    verified_at: t.string({ resolve: (v) => iso(v.at) }),
  }),
});

const PendingRef = builder.objectRef<NonNullable<CompanyVerification['pending']>>('CompanyVerificationPending').implement({
  authScopes: { $any: { company: true, admin: true } },
  fields: (t) => ({ email: t.exposeString('email'), expires_at: t.string({ resolve: (p) => iso(p.expires_at) }) }),
});

const VerificationRef = builder.objectRef<CompanyVerification>('CompanyVerification').implement({
  authScopes: { $any: { company: true, admin: true } },
  description: "A company's verification: the domain its website gives now, the standing verification, and a link still out.",
  fields: (t) => ({
    domain: t.exposeString('domain', { nullable: true, description: "The website's registrable domain; null without a website that can verify." }),
    verified: t.field({ type: VerifiedRef, nullable: true, resolve: (v) => v.verified }),
    pending: t.field({ type: PendingRef, nullable: true, resolve: (v) => v.pending }),
  }),
});

const SentRef = builder.objectRef<{ email: string; message: string }>('CompanyVerificationSent').implement({
  authScopes: company,
  fields: (t) => ({ email: t.exposeString('email'), message: t.exposeString('message') }),
});

const ConfirmedRef = builder.objectRef<{ domain: string; message: string }>('CompanyVerificationConfirmed').implement({
  authScopes: PUBLIC,
  fields: (t) => ({ domain: t.exposeString('domain'), message: t.exposeString('message') }),
});

builder.objectFields(UserRef, (t) => ({
  company_verified: t.boolean({
    ...audienceOf('company_verified'),
    description: "Whether the account's company is verified now; false for any other kind of account. The console's.",
    resolve: (u, _a, ctx) => u.type === 'COMPANY' && verifiedAccounts(ctx).load(u.id),
  }),
}));

builder.queryFields((t) => ({
  myCompanyVerification: t.field({
    type: VerificationRef,
    authScopes: company,
    description: "The active company team's verification, for anyone of the team.",
    resolve: (_r, _a, ctx) => verificationOf(ctx.deps.db, companyTeamOf(ctx.viewer)),
  }),
  adminCompanyVerification: t.field({
    type: VerificationRef,
    authScopes: admin,
    description: "The console's reading of a company account's verification.",
    args: { userId: t.arg.id({ required: true }) },
    resolve: (_r, { userId }, ctx) => verificationOf(ctx.deps.db, parseId(userId, 'user id')),
  }),
}));

builder.mutationFields((t) => ({
  requestCompanyVerification: t.field({
    type: SentRef,
    authScopes: company,
    description:
      "A company team's admin asks for a link to a work address at the website's registrable domain (or a subdomain), never a " +
      'mailbox provider’s. 5 a day a team, 3 an hour an address (RATE_LIMITED). A member, or an administrator acting as the person, is FORBIDDEN.',
    args: { email: t.arg.string({ required: true }), idempotencyKey: t.arg.string({ description: 'A UUID per form submission (decision 0041).' }) },
    resolve: (_r, { email, idempotencyKey }, ctx) => requestVerification(ctx.deps, ctx.viewer, { email }, idempotencyKey),
  }),
  confirmCompanyVerification: t.field({
    type: ConfirmedRef,
    authScopes: PUBLIC,
    description: "The mailed link's token: verifies its company, once, within 24 hours. No sign-in: the token proves the mailbox.",
    args: { token: t.arg.string({ required: true }) },
    resolve: (_r, { token }, ctx) => confirmVerification(ctx.deps, token),
  }),
  revokeCompanyVerification: t.field({
    type: 'Boolean',
    authScopes: admin,
    description: "The console revokes a company's verification (audited). False when it had none.",
    args: { userId: t.arg.id({ required: true }) },
    resolve: (_r, { userId }, ctx) => revokeVerification(ctx.deps, ctx.viewer!, parseId(userId, 'user id'), ctx.meta),
  }),
}));
