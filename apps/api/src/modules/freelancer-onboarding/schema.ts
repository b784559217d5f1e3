import { ETHNICITIES, NOTICE_UNITS, PAYROLL_STATUSES, RIGHT_TO_WORK, START_TIMINGS, WORK_LOCATIONS } from '@mp/domain';
import { builder } from '../../graphql/builder.js';
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

const FreelancerOnboardingInput = builder.inputType('FreelancerOnboardingInput', {
  description: "complete-profile/2, checked with the shared freelancerOnboardingSchema. job_levels replaces the stored list.",
  fields: (t) => ({
    avatar: t.string({ description: 'The photo: the address POST /api/uploads answered (purpose photo).' }),
    bio: t.string(),
    job_levels: t.idList({ description: 'At most 2.' }),
    location: t.string({ description: WORK_LOCATIONS.keys.join(', ') }),
    payroll_status: t.string({ description: PAYROLL_STATUSES.options.map((o) => `${o.value} ${o.label}`).join(', ') }),
    hear_us: t.string(),
    hear_us_additional: t.string({ description: 'Kept for recommendation and other only.' }),
  }),
});

const FullerOnboardingInput = builder.inputType('FullerOnboardingInput', {
  description: 'complete-profile, checked with the shared fullerOnboardingSchema. The lists replace the stored ones.',
  fields: (t) => ({
    languages: t.idList({ description: 'At most 10.' }),
    notice_period: t.int({ description: '1 to 31.' }),
    notice_period_unit: t.string({ description: NOTICE_UNITS.keys.join(', ') }),
    right_to_work: t.string({ description: RIGHT_TO_WORK.options.map((o) => `${o.value} ${o.label}`).join(', ') }),
    start_date: t.string({ description: START_TIMINGS.options.map((o) => `${o.value} ${o.label}`).join(', ') }),
    ethnicity: t.string({ description: `One of the ${ETHNICITIES.length} entries of the list, or null.` }),
    referee_1: t.string(),
    referee_2: t.string(),
    positions: t.idList({ description: 'At most 5.' }),
  }),
});

const PersonalInformationInput = builder.inputType('PersonalInformationInput', {
  description: 'edit-personal-information, checked with the shared personalInformationSchema.',
  fields: (t) => ({
    ...Object.fromEntries(
      ['first_name', 'last_name', 'email', 'phone', 'address_1', 'address_2', 'city', 'state', 'country', 'zip', 'jobtitle', 'pronouns'].map(
        (k) => [k, t.string()],
      ),
    ),
    job_levels: t.idList({ description: 'At most 3.' }),
    current_password: t.string({ description: 'Needed when the email changes.' }),
  }),
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
    resolve: (_r, { input }, ctx) => updatePersonalInformation(ctx.deps, ctx.viewer!, input as Record<string, unknown>),
  }),
}));
