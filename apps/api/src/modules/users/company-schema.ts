import { companyTeamProfileSchema, PROFILE_FORMS } from '@mp/domain';
import { builder } from '../../graphql/builder.js';
import { parseId } from '../../graphql/ids.js';
import { zodInputType } from '../../graphql/zod-input.js';
import { findCompanyProfile, updateTeamProfile, type CompanyProfileRow } from './company-service.js';

/** The company profile's operations (decision 0024); updateUser's `form` argument is declared in schema.ts. */

export const ProfileFormEnum = builder.enumType('ProfileForm', {
  values: PROFILE_FORMS,
  description: "A form whose whole submission updateUser checks with that form's rules (required fields, limits).",
});

const CompanyProfileRef = builder.objectRef<CompanyProfileRow>('CompanyProfile').implement({
  // Every field here is public to the signed-in (decision 0017: an approved company's card and town).
  authScopes: { signedIn: true },
  description: 'An employer as freelancers and agencies see it (company-profile/{id}): nothing but these fields.',
  fields: (t) => ({
    id: t.exposeID('id'),
    company: t.exposeString('company', { nullable: true }),
    avatar: t.exposeString('avatar', { nullable: true, description: 'The logo (/uploads/…).' }),
    city: t.exposeString('city', { nullable: true }),
    state: t.exposeString('state', { nullable: true, description: 'The county.' }),
    country: t.exposeString('country', { nullable: true, description: 'ISO 3166-1 alpha-2 code.' }),
    bio: t.exposeString('bio', { nullable: true, description: 'About the company.' }),
    description: t.exposeString('description', { nullable: true, description: 'What sets us apart.' }),
  }),
});

builder.queryFields((t) => ({
  companyProfile: t.field({
    type: CompanyProfileRef,
    authScopes: { signedIn: true },
    description:
      "An approved company's public profile, for any signed-in user (the team's own people also before approval); " +
      'NOT_FOUND for anyone else or an unknown id.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, { id }, ctx) => findCompanyProfile(ctx.deps.db, ctx.viewer!, parseId(id, 'company id')),
  }),
}));

const UpdateTeamInput = zodInputType(builder, 'UpdateTeamInput', companyTeamProfileSchema, {
  description: "The team account's profile as its admins edit it (a company's edit-profile for guest admins).",
  allOptional: true,
});

builder.mutationFields((t) => ({
  updateTeam: t.field({
    type: 'User',
    authScopes: { $all: { company: true, teamAdmin: true } },
    description:
      "Edits the active company team's account (a guest admin's edit-profile); the sign-in email stays the owner's. " +
      'NOT_FOUND for any other team.',
    args: { teamId: t.arg.id({ required: true }), input: t.arg({ type: UpdateTeamInput, required: true }) },
    resolve: (_r, { teamId, input }, ctx) =>
      updateTeamProfile(ctx.deps.db, ctx.viewer!, parseId(teamId, 'team'), input),
  }),
}));
