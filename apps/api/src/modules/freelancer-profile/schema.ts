import {
  freelancerProfileSchema, JOB_TYPE_KEYS, PROFILE_SCREENS, SALARY_CURRENCIES, SALARY_UNIT_VALUES, WORKING_HOUR_KEYS,
} from '@mp/domain';
import { builder } from '../../graphql/builder.js';
import { zodInputType } from '../../graphql/zod-input.js';
import { audienceOf, UserRef } from '../users/schema.js';
import { profileLoaders, type Choice, type ProfileSkill } from './loaders.js';
import { updateFreelancerProfile } from './service.js';

/**
 * The freelancer's profile (decision 0034): the lists on User, each in the `profile` audience of
 * decision 0017 (the person, administrators, employers browsing an ACTIVE profile, the teams applied to),
 * and the profile form's mutation.
 */

export const ProfileScreenEnum = builder.enumType('ProfileScreen', {
  description: 'Which screen sends the profile form: manage-cv or edit-profile (their job type and working-hour messages differ).',
  values: PROFILE_SCREENS,
});

export const ProfileChoice = builder.objectRef<Choice>('ProfileChoice').implement({
  description: 'An entry of a reference list on a profile.',
  // As visible as the User field that returns it: that field declares the audience.
  authScopes: { public: true },
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

const ProfileSkillType = builder.objectRef<ProfileSkill>('ProfileSkill').implement({
  description: 'A skill on a profile: software marks software skills, is_top the (at most 3) top skills.',
  authScopes: { public: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    software: t.exposeBoolean('software'),
    is_top: t.exposeBoolean('is_top'),
  }),
});

builder.objectFields(UserRef, (t) => ({
  industries: t.field({
    type: [ProfileChoice],
    ...audienceOf('industries'),
    description: 'The professional discipline (one).',
    resolve: (u, _a, ctx) => profileLoaders(ctx).industries.load(u.id),
  }),
  genres: t.field({
    type: [ProfileChoice],
    ...audienceOf('genres'),
    description: 'Category experience.',
    resolve: (u, _a, ctx) => profileLoaders(ctx).genres.load(u.id),
  }),
  skills: t.field({
    type: [ProfileSkillType],
    ...audienceOf('skills'),
    description: 'Skills and software skills, with the top ones.',
    resolve: (u, _a, ctx) => profileLoaders(ctx).skills.load(u.id),
  }),
  qualifications: t.field({
    type: [ProfileChoice],
    ...audienceOf('qualifications'),
    resolve: (u, _a, ctx) => profileLoaders(ctx).qualifications.load(u.id),
  }),
  job_type: t.string({
    ...audienceOf('job_type'),
    description: `Job type considered: ${JOB_TYPE_KEYS.join(', ')}.`,
    resolve: async (u, _a, ctx) => (await profileLoaders(ctx).preferences.load(u.id))?.job_type ?? null,
  }),
  working_hours: t.string({
    ...audienceOf('working_hours'),
    description: `Working hours considered: ${WORKING_HOUR_KEYS.join(', ')}.`,
    resolve: async (u, _a, ctx) => (await profileLoaders(ctx).preferences.load(u.id))?.working_hours ?? null,
  }),
}));

// The screens' rules differ in their messages only.
const FreelancerProfileInput = zodInputType(builder, 'FreelancerProfileInput', freelancerProfileSchema(), {
  description:
    "The profile form's whole submission (manage-cv, edit-profile), checked with the shared freelancerProfileSchema: " +
    'one discipline; genres, skills at least one; top_skills up to 3 of skills; software_skills and qualifications ' +
    'required with discipline 2; every id of the discipline. The lists replace the stored ones.',
  allOptional: true,
  fields: {
    skills: 'Non-software skills of the discipline.',
    top_skills: 'Up to 3 of skills.',
    job_type: JOB_TYPE_KEYS.join(', '),
    working_hours: WORKING_HOUR_KEYS.join(', '),
    salary_currency: `${SALARY_CURRENCIES.join(', ')}; default GBP.`,
    salary_unit: `${SALARY_UNIT_VALUES.join(', ')} (Day Rate, Year Rate); default DAY.`,
  },
});

builder.mutationFields((t) => ({
  updateFreelancerProfile: t.field({
    type: UserRef,
    // The signed-in freelancer's own profile: there is no id to name anyone else's.
    authScopes: { freelancer: true },
    description: "Saves the signed-in freelancer's profile form; answers 'Profile updated successfully!' on the screen.",
    args: {
      input: t.arg({ type: FreelancerProfileInput, required: true }),
      screen: t.arg({ type: ProfileScreenEnum, defaultValue: 'MANAGE_CV' }),
    },
    resolve: (_r, { input, screen }, ctx) => updateFreelancerProfile(ctx.deps.db, ctx.viewer!, input, screen ?? 'MANAGE_CV'),
  }),
}));
