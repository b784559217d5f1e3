import { agencyInvitationSchema, companyInvitationSchema, teamRegisterInputSchema } from '@mp/domain';
import type { TeamInvitationRow } from '../../db/schema/index.js';
import { builder, PUBLIC } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { parseId } from '../../graphql/ids.js';
import { zodInputType } from '../../graphql/zod-input.js';
import { idempotencyKeyArgs } from '../idempotency/schema.js';
import { UserRef } from '../users/schema.js';
import { acceptInvitation, previewInvitation, registerTeamUser, type InvitationPreview } from './acceptance.js';
import { canManageTeam } from './policy.js';
import { createInvitation, deleteInvitation, listInvitations, resendInvitation, statusOf } from './invitations.js';

/** Invitations (decision 0048): a team admin invites; the invitee accepts from the emailed link, signed in or not. */

const admins = (ctx: GraphQLContext) => canManageTeam(ctx.viewer);

const TeamInvitationRef = builder.objectRef<TeamInvitationRow>('TeamInvitation').implement({
  authScopes: (_i, ctx) => admins(ctx),
  description: 'An invitation waiting to be accepted (Previous Invites).',
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    firstName: t.exposeString('first_name', { nullable: true }),
    lastName: t.exposeString('last_name', { nullable: true }),
    sentAt: t.string({ description: 'Date Sent: created or last sent again.', resolve: (i) => i.sent_at.toISOString() }),
    expiresAt: t.string({ resolve: (i) => i.expires_at.toISOString() }),
    status: t.string({ description: "'Pending', or 'Expired' once its link no longer works (Send Again renews it).", resolve: (i) => statusOf(i) }),
  }),
});

const InvitationPreviewRef = builder.objectRef<InvitationPreview>('InvitationPreview').implement({
  authScopes: PUBLIC,
  description: "What an invitation link shows (getInvitation): the team and who invited, or why the link can't be used. Never the token.",
  fields: (t) => ({
    state: t.exposeString('state', { description: "'valid', 'used', 'expired' or 'invalid' (unknown or cancelled)." }),
    message: t.exposeString('message', { nullable: true, description: 'Why the link cannot be used; the page shows it and locks the form.' }),
    teamName: t.exposeString('teamName', { nullable: true }),
    teamType: t.exposeString('teamType', { nullable: true, description: 'COMPANY or AGENCY.' }),
    inviterName: t.exposeString('inviterName', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    accountExists: t.exposeBoolean('accountExists', { description: 'The email has an account: it joins as it is (acceptInvitation) instead of signing up.' }),
  }),
});

const AcceptedInvitationRef = builder.objectRef<{ teamId: number; teamName: string }>('AcceptedInvitation').implement({
  authScopes: PUBLIC,
  fields: (t) => ({ teamId: t.exposeID('teamId'), teamName: t.exposeString('teamName') }),
});

const InvitationInput = zodInputType(builder, 'InvitationInput', [companyInvitationSchema, agencyInvitationSchema], {
  allOptional: true,
  fields: {
    email: "Company: 'Please add a valid email address'. Agency: 'Email is required' / 'Please enter a valid email address'.",
    first_name: "Optional for a company; an agency's: 'First name is required'.",
    last_name: "Optional for a company; an agency's: 'Last name is required'.",
  },
});

const TeamRegisterInput = zodInputType(builder, 'TeamRegisterInput', teamRegisterInputSchema, {
  allOptional: true,
  description:
    "A company invitation takes document 2 §5's GUEST form (email, password, names, position, address, county, postcode, country, " +
    'phone, terms); an agency invitation takes the names, email, password and password_confirmation.',
});

builder.queryFields((t) => ({
  teamInvitations: t.field({
    type: [TeamInvitationRef],
    authScopes: (_r, _a, ctx) => admins(ctx),
    description: "viewInvitations: the active team's waiting invitations, newest first.",
    resolve: (_r, _a, ctx) => listInvitations(ctx.deps, ctx.viewer),
  }),
  invitation: t.field({
    type: InvitationPreviewRef,
    authScopes: PUBLIC,
    description: 'getInvitation (no login): what the link shows. 60 a minute per address.',
    args: { token: t.arg.string({ required: true }) },
    resolve: (_r, { token }, ctx) => previewInvitation(ctx.deps, token, ctx.meta),
  }),
}));

builder.mutationFields((t) => ({
  createInvitation: t.field({
    type: TeamInvitationRef,
    authScopes: (_r, _a, ctx) => admins(ctx),
    description:
      "'Invite Team Member'. Refused: yourself, a freelancer, a member already, the other account type, a second waiting " +
      'invitation to one email. Limits: 20 emails per team an hour, 3 per address a day, 100 waiting per team.',
    args: { input: t.arg({ type: InvitationInput, required: true }), ...idempotencyKeyArgs },
    resolve: (_r, { input, idempotencyKey }, ctx) => createInvitation(ctx.deps, ctx.viewer, input, idempotencyKey),
  }),
  resendInvitation: t.field({
    type: TeamInvitationRef,
    authScopes: (_r, _a, ctx) => admins(ctx),
    description: 'Send Again (updateInvitation): a new link (the old one stops working), Date Sent and the 7 days renewed.',
    args: { invitationId: t.arg.id({ required: true }) },
    resolve: (_r, { invitationId }, ctx) => resendInvitation(ctx.deps, ctx.viewer, parseId(invitationId, 'invitation id')),
  }),
  deleteInvitation: t.boolean({
    authScopes: (_r, _a, ctx) => admins(ctx),
    description: 'Cancel (deleteInvitation): the invitation and its link are gone.',
    args: { invitationId: t.arg.id({ required: true }) },
    resolve: (_r, { invitationId }, ctx) => deleteInvitation(ctx.deps, ctx.viewer, parseId(invitationId, 'invitation id')),
  }),
  acceptInvitation: t.field({
    type: AcceptedInvitationRef,
    authScopes: PUBLIC,
    description: 'createTeamUser / processInvitation for an account that exists: it joins the team (the emailed link proves the inbox).',
    args: { token: t.arg.string({ required: true }), email: t.arg.string({ required: true }) },
    resolve: (_r, { token, email }, ctx) => acceptInvitation(ctx.deps, token, email, ctx.meta),
  }),
  registerTeamUser: t.field({
    type: UserRef,
    authScopes: PUBLIC,
    description: "A new GUEST account from an invitation, in the team and signed in (access_token, as register answers).",
    args: { token: t.arg.string({ required: true }), input: t.arg({ type: TeamRegisterInput, required: true }) },
    resolve: async (_r, { token, input }, ctx) => {
      const { user, access_token } = await registerTeamUser(ctx.deps, token, input, ctx.meta);
      return { ...user, access_token };
    },
  }),
}));
