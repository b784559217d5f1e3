// The freelancer's onboarding and personal-information forms (document 3, inventory E-F1 to E-F3; decision
// 0033): the choices with their labels, the limits and the spec's messages, and the zod rules shared by the
// web's forms and the API.
import { z } from './zod.js';
import { isCountryCode } from './countries.js';
import { HEAR_US, PRONOUNS } from './enums.js';
import { MSG } from './messages.js';
import { BIO_MAX, emailRule, phoneRule } from './rules.js';
import { UPLOAD_MSG, UPLOAD_PATH_RE } from './uploads.js';

export const FREELANCER_MSG = {
  signedUp: "You're signed up",
  bioMissing: 'Please fill in your profile bio',
  bioEmpty: 'Please add your profile bio',
  bioTooLong: MSG.bioTooLong,
  location: 'Please select your preferred work location',
  payroll: 'Please select your payroll status',
  hearUs: 'Please select where did you hear about us',
  noticePeriod: 'Please select your notice period',
  noticePeriodUnit: 'Please select your notice period unit',
  rightToWork: 'Please select your right to work',
  startDate: 'Please select your availability',
  address: MSG.address,
  city: MSG.city,
  county: 'Please enter an county',
  country: 'Please enter country',
  postcode: MSG.postcode,
  jobTitle: 'Please enter your last job title',
  profileCompleted: MSG.profileCompleted,
  profileUpdated: 'Profile updated successfully!',
  couldNotUpdate: 'Could not update profile',
  couldNotGetPositions: 'Could not get positions',
  // The spec gives limits without texts (decision 0033): these say the limit.
  onboardingLevelsMax: 'Please select at most 2 role levels',
  editLevelsMax: 'Please select at most 3 role levels',
  positionsMax: 'Please select at most 5 positions',
  languagesMax: 'Please select at most 10 languages',
  unknownChoice: 'Please choose from the list',
} as const;

/** Limits of section 9 (inventory E-X5). */
export const FREELANCER_LIMITS = {
  onboardingLevels: 2,
  editLevels: 3,
  positions: 5,
  languages: 10,
  noticeMin: 1,
  noticeMax: 31,
  referee: 255,
  hearUsAdditional: 500,
} as const;

const labelled = <K extends string>(entries: readonly (readonly [K, string])[]) => ({
  keys: entries.map(([k]) => k) as [K, ...K[]],
  label: Object.fromEntries(entries) as Record<K, string>,
  options: entries.map(([value, label]) => ({ value, label })),
});

export const WORK_LOCATIONS = labelled([
  ['ONSITE', 'On-site'],
  ['REMOTE', 'Remote'],
  ['HYBRID', 'Hybrid'],
] as const);
export const PAYROLL_STATUSES = labelled([
  ['1', 'Payroll'],
  ['2', 'Limited Company'],
  ['3', 'Either'],
] as const);
export const RIGHT_TO_WORK = labelled([
  ['1', 'No visa needed'],
  ['2', 'Visa required now or within 3 years'],
] as const);
export const START_TIMINGS = labelled([
  ['1', 'As soon as possible'],
  ['2', 'In the next year'],
  ['3', 'Window shopping'],
] as const);
/** Notice-period units (inventory E-Q6): stored in freelancer_preferences.notice_period_unit. */
export const NOTICE_UNITS = labelled([
  ['DAYS', 'Days'],
  ['WEEKS', 'Weeks'],
  ['MONTHS', 'Months'],
] as const);
export const HEAR_US_OPTIONS = labelled([
  ['recommendation', 'Recommendation'],
  ['google', 'Google'],
  ['trade press', 'Trade press'],
  ['social media', 'Social media'],
  ['other', 'Other'],
] as const satisfies readonly (readonly [(typeof HEAR_US)[number], string])[]);
/** hear_us_additional is asked only for these sources (002:L216). */
export const HEAR_US_WITH_DETAIL: readonly string[] = ['recommendation', 'other'];

/** The ethnic groups of the 2021 census for England and Wales (ONS), and 'Prefer not to say' (inventory E-Q6). */
export const PREFER_NOT_TO_SAY = 'Prefer not to say';
export const ETHNICITIES = [
  'Asian or Asian British: Bangladeshi',
  'Asian or Asian British: Chinese',
  'Asian or Asian British: Indian',
  'Asian or Asian British: Pakistani',
  'Asian or Asian British: Any other Asian background',
  'Black, Black British, Caribbean or African: African',
  'Black, Black British, Caribbean or African: Caribbean',
  'Black, Black British, Caribbean or African: Any other Black, Black British or Caribbean background',
  'Mixed or Multiple ethnic groups: White and Asian',
  'Mixed or Multiple ethnic groups: White and Black African',
  'Mixed or Multiple ethnic groups: White and Black Caribbean',
  'Mixed or Multiple ethnic groups: Any other Mixed or Multiple ethnic background',
  'White: English, Welsh, Scottish, Northern Irish or British',
  'White: Irish',
  'White: Gypsy or Irish Traveller',
  'White: Roma',
  'White: Any other White background',
  'Other ethnic group: Arab',
  'Other ethnic group: Any other ethnic group',
  PREFER_NOT_TO_SAY,
] as const;

/** The five languages listed first (inventory E-Q6), by name; the rest follow in the list's own order. */
export const PREFERRED_LANGUAGES = ['English', 'Welsh', 'French', 'German', 'Spanish'] as const;

/** Puts the preferred languages first, in PREFERRED_LANGUAGES order, keeping the others' order. */
export function preferredLanguagesFirst<L extends { name: string }>(languages: readonly L[]): L[] {
  const rank = (l: L) => {
    const i = (PREFERRED_LANGUAGES as readonly string[]).indexOf(l.name);
    return i === -1 ? PREFERRED_LANGUAGES.length : i;
  };
  return languages
    .map((l, i) => [l, i] as const)
    .sort(([a, i], [b, j]) => rank(a) - rank(b) || i - j)
    .map(([l]) => l);
}

const choice = <K extends string>(keys: readonly [K, ...K[]], message: string) =>
  z.enum(keys, { error: message });
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
/** An optional pick from a fixed list: '' and null are none. */
const optionalChoice = <K extends string>(keys: readonly [K, ...K[]]) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), z.enum(keys, { error: FREELANCER_MSG.unknownChoice }).nullable());
const required = (message: string, max = 255) => z.string({ error: message }).trim().min(1, message).max(max, message);

/** A list of reference ids (GraphQL IDs or numbers), without repeats, at most `max`. */
export const idList = (max: number, message: string) =>
  z
    .array(z.union([z.string(), z.number()]).transform(Number).pipe(z.number().int().positive(FREELANCER_MSG.unknownChoice)), {
      error: FREELANCER_MSG.unknownChoice,
    })
    .transform((ids) => [...new Set(ids)])
    .pipe(z.array(z.number()).max(max, message));

/** The address POST /api/uploads answered for the photo (the server also checks that it recorded it). */
const photoRule = z.string({ error: UPLOAD_MSG.invalidImage }).trim().regex(UPLOAD_PATH_RE, UPLOAD_MSG.invalidImage);

/** complete-profile/2, "You're signed up", step 3 of 3 (002:L98, L212-218; inventory E-F1). */
export const freelancerOnboardingSchema = z
  .object({
    avatar: photoRule,
    bio: z.string({ error: FREELANCER_MSG.bioMissing }).trim().min(1, FREELANCER_MSG.bioEmpty).max(BIO_MAX, MSG.bioTooLong),
    job_levels: idList(FREELANCER_LIMITS.onboardingLevels, FREELANCER_MSG.onboardingLevelsMax).default([]),
    location: choice(WORK_LOCATIONS.keys, FREELANCER_MSG.location),
    payroll_status: choice(PAYROLL_STATUSES.keys, FREELANCER_MSG.payroll),
    hear_us: choice(HEAR_US_OPTIONS.keys, FREELANCER_MSG.hearUs),
    hear_us_additional: optionalText(FREELANCER_LIMITS.hearUsAdditional),
  })
  .strict()
  // The extra field belongs to two sources only: kept for them, cleared for the others.
  .transform((v) => ({ ...v, hear_us_additional: HEAR_US_WITH_DETAIL.includes(v.hear_us) ? v.hear_us_additional : null }));
export type FreelancerOnboardingInput = z.output<typeof freelancerOnboardingSchema>;

/** The notice period's number, from a number field ('' when empty) or the API's Int. */
const noticePeriodRule = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? undefined : Number(v)),
  z
    .number({ error: FREELANCER_MSG.noticePeriod })
    .int(FREELANCER_MSG.noticePeriod)
    .min(FREELANCER_LIMITS.noticeMin, FREELANCER_MSG.noticePeriod)
    .max(FREELANCER_LIMITS.noticeMax, FREELANCER_MSG.noticePeriod),
);

/** complete-profile, the fuller onboarding (002:L99, L213-216; inventory E-F2). */
export const fullerOnboardingSchema = z
  .object({
    languages: idList(FREELANCER_LIMITS.languages, FREELANCER_MSG.languagesMax).default([]),
    notice_period: noticePeriodRule,
    notice_period_unit: choice(NOTICE_UNITS.keys, FREELANCER_MSG.noticePeriodUnit),
    right_to_work: choice(RIGHT_TO_WORK.keys, FREELANCER_MSG.rightToWork),
    start_date: choice(START_TIMINGS.keys, FREELANCER_MSG.startDate),
    ethnicity: optionalChoice(ETHNICITIES),
    referee_1: optionalText(FREELANCER_LIMITS.referee),
    referee_2: optionalText(FREELANCER_LIMITS.referee),
    positions: idList(FREELANCER_LIMITS.positions, FREELANCER_MSG.positionsMax).default([]),
  })
  .strict();
export type FullerOnboardingInput = z.output<typeof fullerOnboardingSchema>;

/** edit-personal-information (002:L220-221, fields L139; inventory E-F3). */
export const personalInformationSchema = z
  .object({
    first_name: required(MSG.firstName, 100),
    last_name: required(MSG.lastName, 100),
    email: z.string({ error: MSG.emailRequired }).trim().min(1, MSG.emailRequired).pipe(emailRule),
    phone: phoneRule,
    address_1: required(FREELANCER_MSG.address),
    address_2: optionalText(255),
    city: required(FREELANCER_MSG.city, 100),
    state: required(FREELANCER_MSG.county, 100),
    country: z.string({ error: FREELANCER_MSG.country }).trim().toUpperCase().refine(isCountryCode, FREELANCER_MSG.country),
    zip: required(FREELANCER_MSG.postcode, 20),
    jobtitle: required(FREELANCER_MSG.jobTitle),
    pronouns: optionalChoice(PRONOUNS),
    job_levels: idList(FREELANCER_LIMITS.editLevels, FREELANCER_MSG.editLevelsMax).default([]),
  })
  .strict();
export type PersonalInformationInput = z.output<typeof personalInformationSchema>;

/** The dashboard sends a freelancer without a bio or a photo to complete-profile/2. */
export const hasFreelancerBasics = (u: { bio?: string | null; avatar?: string | null }) => Boolean(u.bio?.trim() && u.avatar);
