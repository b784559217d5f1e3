import {
  ETHNICITIES, freelancerOnboardingSchema, fullerOnboardingSchema, NOTICE_UNITS, PAYROLL_STATUSES, personalInformationSchema, RIGHT_TO_WORK,
  START_TIMINGS, WORK_LOCATIONS,
} from '@mp/domain';
import { builder } from '../../graphql/builder.js';
import { zodInputType } from '../../graphql/zod-input.js';
import { JobLevelType, LanguageType, PositionType } from '../reference/types.js';
import { audienceOf, UserRef } from '../users/schema.js';
import { onboardingLoaders } from './loaders.js';
import { completeFullerOnboarding, completeOnboarding, updatePersonalInformation } from './service.js';

/**
 * The freelancer's onboarding (complete-profile/2, complete-profile) and personal information (decision 0033):
 * the lists on User, each in the `profile` audience of decision 0017, and one mutation per form, each the
 * signed-in freelancer's own (scope `freelancer`; everyone else FORBIDDEN, a visitor UNAUTHENTICATED).
 */

builder.objectFields(UserRef, (t) => ({
  job_levels: t.field({
    type: [JobLevelType],
    ...audienceOf('job_levels'),
    description: 'Role levels looked for (at most 2 at onboarding, 3 on personal information).',
    resolve: (u, _a, ctx) => onboardingLoaders(ctx).jobLevels.load(u.id),
  }),
  languages: t.field({
    type: [LanguageType],
    ...audienceOf('languages'),
    description: 'Languages spoken (at most 10).',
    resolve: (u, _a, ctx) => onboardingLoaders(ctx).languages.load(u.id),
  }),
  positions: t.field({
    type: [PositionType],
    ...audienceOf('positions'),
    description: 'Positions sought (at most 5).',
    resolve: (u, _a, ctx) => onboardingLoaders(ctx).positions.load(u.id),
  }),
  notice_period_unit: t.string({
    ...audienceOf('notice_period_unit'),
    description: `The unit of notice_period (a number 1 to 31): ${NOTICE_UNITS.keys.join(', ')}.`,
    resolve: async (u, _a, ctx) => (await onboardingLoaders(ctx).preferences.load(u.id))?.notice_period_unit ?? null,
  }),
  start_timing: t.string({
    ...audienceOf('start_timing'),
    description: `When the freelancer can start: ${START_TIMINGS.options.map((o) => `${o.value} ${o.label}`).join(', ')}.`,
    resolve: async (u, _a, ctx) => (await onboardingLoaders(ctx).preferences.load(u.id))?.start_timing ?? null,
  }),
}));

const FreelancerOnboardingInput = zodInputType(builder, 'FreelancerOnboardingInput', freelancerOnboardingSchema, {
  description: 'complete-profile/2, checked with the shared freelancerOnboardingSchema. job_levels replaces the stored list.',
  allOptional: true,
  fields: {
    avatar: 'The photo: the address POST /api/uploads answered (purpose photo).',
    job_levels: 'At most 2.',
    location: WORK_LOCATIONS.keys.join(', '),
    payroll_status: PAYROLL_STATUSES.options.map((o) => `${o.value} ${o.label}`).join(', '),
    hear_us_additional: 'Kept for recommendation and other only.',
  },
});

const FullerOnboardingInput = zodInputType(builder, 'FullerOnboardingInput', fullerOnboardingSchema, {
  description: 'complete-profile, checked with the shared fullerOnboardingSchema. The lists replace the stored ones.',
  allOptional: true,
  fields: {
    languages: 'At most 10.',
    notice_period: '1 to 31.',
    notice_period_unit: NOTICE_UNITS.keys.join(', '),
    right_to_work: RIGHT_TO_WORK.options.map((o) => `${o.value} ${o.label}`).join(', '),
    start_date: START_TIMINGS.options.map((o) => `${o.value} ${o.label}`).join(', '),
    ethnicity: `One of the ${ETHNICITIES.length} entries of the list, or null.`,
    positions: 'At most 5.',
  },
});

const PersonalInformationInput = zodInputType(builder, 'PersonalInformationInput', personalInformationSchema, {
  description: 'edit-personal-information, checked with the shared personalInformationSchema.',
  allOptional: true,
  fields: { job_levels: 'At most 3.' },
  // Checked against the stored password when the email changes, by the service: no rule has it.
  extra: (t) => ({ current_password: t.string({ description: 'Needed when the email changes.' }) }),
});

builder.mutationFields((t) => ({
  completeFreelancerOnboarding: t.field({
    type: UserRef,
    authScopes: { freelancer: true },
    description: "complete-profile/2 (\"You're signed up\", step 3 of 3): the signed-in freelancer's own record.",
    args: { input: t.arg({ type: FreelancerOnboardingInput, required: true }) },
    resolve: (_r, { input }, ctx) => completeOnboarding(ctx.deps, ctx.viewer!, input),
  }),
  completeFreelancerDetails: t.field({
    type: UserRef,
    authScopes: { freelancer: true },
    description: "complete-profile (the fuller onboarding): the signed-in freelancer's own record.",
    args: { input: t.arg({ type: FullerOnboardingInput, required: true }) },
    resolve: (_r, { input }, ctx) => completeFullerOnboarding(ctx.deps, ctx.viewer!, input),
  }),
  updatePersonalInformation: t.field({
    type: UserRef,
    authScopes: { freelancer: true },
    description: "edit-personal-information: the signed-in freelancer's own record; a new email needs current_password.",
    args: { input: t.arg({ type: PersonalInformationInput, required: true }) },
    resolve: (_r, { input }, ctx) => updatePersonalInformation(ctx.deps, ctx.viewer!, input),
  }),
}));
