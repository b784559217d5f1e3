/**
 * The employer's company profile (document 2: onboarding step 3, My Account, the profile and its edit form).
 * Texts are the spec's, typos included; the zod rules are in company-rules.ts, so a page that needs only
 * these constants does not load zod.
 */

import { teamName } from './names.js';

/** 'What sets you apart' at onboarding (001:L201, L324); the edit form allows the bio's 1000 (001:L195). */
export const APART_MAX = 250;

export const COMPANY_MSG = {
  logoRequired: 'You must upload a company logo',
  selectImage: 'Please select an image file.',
  bioRequired: 'Please fill in your profile bio',
  apartRequired: 'This field is required',
  apartTooLong: `What sets you apart must be at most ${APART_MAX} characters`,
  consentRequired: 'You must fill this field',
  employerName: 'Add Employer Name',
  country: 'Please enter country',
  emailRequired: 'Please add email address',
  bioAndDescriptionTooLong: 'Bio and Description must be less than 1000 characters',
  profileUpdated: 'Profile updated successfully!',
  /** A company-profile/{id} that is no approved company (or an unknown id). */
  notFound: 'Could not find the company',
} as const;

/**
 * The forms that write a person's profile through `updateUser(input, form)`: the server applies the named
 * form's rules (required fields and limits) instead of the per-field rules of a partial update.
 */
export const PROFILE_FORMS = ['COMPANY_ONBOARDING', 'COMPANY_PROFILE'] as const;
export type ProfileForm = (typeof PROFILE_FORMS)[number];

/** Whether the company's profile is complete enough for the dashboard (bio and logo both). */
export const hasCompanyBasics = (u: { bio?: string | null; avatar?: string | null }): boolean => Boolean(u.bio && u.avatar);

/**
 * How a posting team is named to seekers (the public job page, cards, the applied list, alerts): the team's name
 * (a company's: it has no agency name), else a neutral phrase.
 */
export function postingCompanyName(team: { company: string | null; first_name: string | null; last_name: string | null }): string {
  return teamName({ ...team, agency_name: null }) ?? 'A company on Onbrief';
}
