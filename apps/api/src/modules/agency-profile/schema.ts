import DataLoader from 'dataloader';
import { agencyAccountSchema, agencyOnboardingSchema, agencyProfileSchema } from '@mp/domain';
import { formatPhone } from '@mp/domain/phone';
import { builder } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { zodInputType } from '../../graphql/zod-input.js';
import type { UserRow } from '../../db/schema/index.js';
import { ProfileChoice } from '../freelancer-profile/schema.js';
import { profileLoaders } from '../freelancer-profile/loaders.js';
import { audienceOf, UserRef } from '../users/schema.js';
import { needsOnboarding } from './policy.js';
import {
  agencyAccountOf, completeAgencyProfile, phonesOf, servicesOfUsers, updateAgencyAccount, updateAgencyProfile,
} from './service.js';

/**
 * The agency's profile and account (decision 0050): User.services and User.email_verified (audiences in
 * users/visibility.ts), the team account as its admins edit it (agencyAccount), and the three forms' mutations.
 */

const SERVICES = Symbol('agency services');
const servicesLoader = (ctx: GraphQLContext) =>
  ctx.memo(SERVICES, () => new DataLoader<number, { id: number; name: string }[]>((ids) => servicesOfUsers(ctx.deps.db, ids)));

builder.objectFields(UserRef, (t) => ({
  services: t.field({
    type: [ProfileChoice],
    ...audienceOf('services'),
    description: "The services an agency offers (one query per request for a whole list of people).",
    resolve: (u, _a, ctx) => servicesLoader(ctx).load(u.id),
  }),
  email_verified: t.boolean({
    ...audienceOf('email_verified'),
    description: 'Whether the account verified its email (Google sign-ups are). An unverified agency is not listed.',
    resolve: (u) => u.email_verified_at !== null,
  }),
}));

const AgencyAccountRef = builder.objectRef<UserRow>('AgencyAccount').implement({
  // Only agencyAccount returns it, to the team's admins.
  authScopes: { public: true },
  description: "The viewer's active agency team account, as its admins read and edit it (the forms, account-information).",
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email', { description: 'The sign-in address of the account (its owner).' }),
    first_name: t.exposeString('first_name', { nullable: true }),
    last_name: t.exposeString('last_name', { nullable: true }),
    position: t.exposeString('position', { nullable: true }),
    agency_name: t.exposeString('agency_name', { nullable: true }),
    avatar: t.exposeString('avatar', { nullable: true, description: 'The logo (/uploads/…).' }),
    bio: t.exposeString('bio', { nullable: true, description: 'About us: sanitised HTML.' }),
    website: t.exposeString('website', { nullable: true }),
    address_1: t.exposeString('address_1', { nullable: true }),
    address_2: t.exposeString('address_2', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    state: t.exposeString('state', { nullable: true, description: 'The county.' }),
    country: t.exposeString('country', { nullable: true }),
    zip: t.exposeString('zip', { nullable: true }),
    agency_locations: t.stringList({ resolve: (u) => u.agency_locations }),
    agency_phones: t.stringList({ description: 'As stored: E.164 with its +.', resolve: (u) => phonesOf(u) }),
    agency_phones_display: t.stringList({
      description: 'As shown: a UK number in national format, any other international.',
      resolve: (u) => phonesOf(u).map(formatPhone),
    }),
    services: t.field({ type: [ProfileChoice], resolve: (u, _a, ctx) => servicesLoader(ctx).load(u.id) }),
    genres: t.field({ type: [ProfileChoice], description: 'Category experience.', resolve: (u, _a, ctx) => profileLoaders(ctx).genres.load(u.id) }),
    email_verified: t.boolean({ resolve: (u) => u.email_verified_at !== null }),
    needsOnboarding: t.boolean({
      description: 'The owner has not completed register/complete-profile (no bio yet): the dashboard sends them there.',
      resolve: (u) => needsOnboarding(u),
    }),
    status: t.exposeString('status'),
  }),
});

builder.queryFields((t) => ({
  agencyAccount: t.field({
    type: AgencyAccountRef,
    authScopes: { $all: { agency: true, teamAdmin: true } },
    description: "The active agency team's account, for its admins (owner, guest admins); FORBIDDEN to its members.",
    resolve: (_r, _a, ctx) => agencyAccountOf(ctx.deps.db, ctx.viewer),
  }),
}));

const phones = 'Up to 4 numbers as typed (the spec pattern); stored in E.164 read in the account country (GB by default).';

const CompleteAgencyProfileInput = zodInputType(builder, 'CompleteAgencyProfileInput', agencyOnboardingSchema, {
  allOptional: true,
  description: 'register/complete-profile: the whole form (bio a plain textarea).',
  fields: { services: { type: 'ID' }, genres: { type: 'ID' }, agency_phones: phones },
});
const UpdateAgencyProfileInput = zodInputType(builder, 'UpdateAgencyProfileInput', agencyProfileSchema, {
  allOptional: true,
  description: "edit-profile: the whole form (bio is about us, rich text sanitised on save).",
  fields: { services: { type: 'ID' }, genres: { type: 'ID' }, agency_phones: phones },
});
const UpdateAgencyAccountInput = zodInputType(builder, 'UpdateAgencyAccountInput', agencyAccountSchema, {
  allOptional: true,
  description: 'edit-account-information: the whole form (not the sign-in email).',
  fields: { agency_phones: phones },
});

const adminsOnly = { $all: { agency: true, teamAdmin: true } } as const;
const refusals = ' FORBIDDEN for members of the team and anyone outside an agency; nothing is saved on a refusal.';

builder.mutationFields((t) => ({
  completeAgencyProfile: t.field({
    type: AgencyAccountRef,
    authScopes: adminsOnly,
    description: "Onboarding: writes the active agency team's logo, name, locations, bio, phones, services and categories." + refusals,
    args: { input: t.arg({ type: CompleteAgencyProfileInput, required: true }) },
    resolve: (_r, { input }, ctx) => completeAgencyProfile(ctx.deps, ctx.viewer, input),
  }),
  updateAgencyProfile: t.field({
    type: AgencyAccountRef,
    authScopes: adminsOnly,
    description: "edit-profile: at least one service and one category ('Please select services', 'Please select category experience')." + refusals,
    args: { input: t.arg({ type: UpdateAgencyProfileInput, required: true }) },
    resolve: (_r, { input }, ctx) => updateAgencyProfile(ctx.deps, ctx.viewer, input),
  }),
  updateAgencyAccount: t.field({
    type: AgencyAccountRef,
    authScopes: adminsOnly,
    description: "edit-account-information: about us, agency name, address, phones and logo of the team account." + refusals,
    args: { input: t.arg({ type: UpdateAgencyAccountInput, required: true }) },
    resolve: (_r, { input }, ctx) => updateAgencyAccount(ctx.deps, ctx.viewer, input),
  }),
}));
