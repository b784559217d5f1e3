// The agency's profile forms (decision 0050): complete-profile, edit-profile and edit-account-information.
// The same schemas validate each page's form and the API's mutation (completeAgencyProfile, updateAgencyProfile,
// updateAgencyAccount). The texts are the spec's, quoted as written (002 §5, inventory G-F1..G-F3).
import { z } from './zod.js';
import { isCountryCode } from './countries.js';
import { MSG } from './messages.js';
import { BIO_MAX, phoneRule, WEBSITE_RE } from './rules.js';
import { UPLOAD_MSG, UPLOAD_PATH_RE } from './uploads.js';

export const AGENCY_LOCATIONS_MAX = 2;
export const AGENCY_PHONES_MAX = 4;

export const AGENCY_MSG = {
  logoRequired: 'You must upload an agency logo',
  agencyName: 'Please enter agency name',
  location: 'Please enter your location',
  locationsMax: 'You can add at most 2 locations',
  bioRequired: 'Please add your agency profile bio',
  bioTooLong: MSG.bioTooLong,
  phonesMax: 'You can add at most 4 phone numbers',
  services: 'Please select services',
  genres: 'Please select category experience',
  editName: 'Add agency Name',
  accountBio: 'Add bio',
  accountName: 'Please enter your agency name',
  address: 'Please enter an address',
  city: MSG.city,
  county: MSG.county,
  postcode: MSG.postcode,
  country: 'Please select a country',
  notListedYet: 'Your agency is not listed in the marketplace yet: please verify your email address.',
  verifySent: "We've sent you a verification email!",
  verified: 'Your email address is verified.',
  linkInvalid: 'This verification link is invalid or has expired.',
  alreadyVerified: 'Your email address is already verified.',
  profileSaved: 'Profile updated successfully!',
  accountSaved: 'Your account information was updated!',
  notAgencyAdmin: 'Only the admins of an agency team can do this.',
} as const;

/**
 * The length of a bio as a person reads it: its text without tags, entities counted as one character. The server
 * measures again after sanitising (the rich text of edit-profile's about us); a plain bio measures as itself.
 */
export function bioTextLength(html: string): number {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, '_')
    .trim().length;
}

const required = (message: string, max = 255) => z.string({ error: message }).trim().min(1, message).max(max, message);

const bioRule = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .refine((v) => bioTextLength(v) > 0, missing)
    .refine((v) => bioTextLength(v) <= BIO_MAX, AGENCY_MSG.bioTooLong)
    // The HTML itself is bounded too, so a bio of 1000 characters cannot carry megabytes of tags.
    .refine((v) => v.length <= 20 * BIO_MAX, AGENCY_MSG.bioTooLong);

const logoRule = (missing: string) =>
  z.string({ error: missing }).trim().min(1, missing).regex(UPLOAD_PATH_RE, UPLOAD_MSG.invalidImage);

/** A multi-select's ids (numbers or numeric strings), each once; at least one, `message` otherwise. */
const idList = (message: string) =>
  z
    .array(z.union([z.string(), z.number()]), { error: message })
    .max(100, message)
    .transform((v, ctx) => {
      const ids = v.map((x) => (typeof x === 'number' ? x : /^\s*[1-9]\d{0,9}\s*$/.test(x) ? Number(x) : NaN));
      if (ids.some((n) => !Number.isInteger(n) || n < 1 || n > 2_147_483_647)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return [...new Set(ids)];
    })
    .refine((v) => v.length >= 1, message);

/** Up to 2 places (the place search's label, or typed), each once; `min` 1 when a location is required. */
const locationsRule = (min: number) =>
  z
    .array(z.string().trim().max(255, AGENCY_MSG.location), { error: AGENCY_MSG.location })
    .transform((v) => [...new Set(v.filter(Boolean))])
    .refine((v) => v.length >= min, AGENCY_MSG.location)
    .refine((v) => v.length <= AGENCY_LOCATIONS_MAX, AGENCY_MSG.locationsMax);

/** Up to 4 phones, each the spec's pattern; empty rows are dropped (the form keeps a blank one to type in). */
const phonesRule = z
  .array(z.string().trim(), { error: MSG.phone })
  .transform((v) => v.filter(Boolean))
  .pipe(z.array(phoneRule).max(AGENCY_PHONES_MAX, AGENCY_MSG.phonesMax));

const websiteRule = z
  .string()
  .trim()
  .refine((v) => v === '' || WEBSITE_RE.test(v), MSG.website)
  .nullish()
  .transform((v) => (v ? v : null));

/** register/complete-profile (G-F1): logo, name, 1-2 locations, bio, up to 4 phones, services and categories. */
export const agencyOnboardingSchema = z
  .object({
    avatar: logoRule(AGENCY_MSG.logoRequired),
    agency_name: required(AGENCY_MSG.agencyName),
    agency_locations: locationsRule(1),
    bio: bioRule(AGENCY_MSG.bioRequired),
    agency_phones: phonesRule.default([]),
    services: idList(AGENCY_MSG.services),
    genres: idList(AGENCY_MSG.genres),
  })
  .strict();
export type AgencyOnboardingInput = z.output<typeof agencyOnboardingSchema>;

/** edit-profile (G-F3): as onboarding, but the bio (about us, rich text) may be empty and a website is added. */
export const agencyProfileSchema = z
  .object({
    avatar: logoRule(AGENCY_MSG.logoRequired),
    agency_name: required(AGENCY_MSG.editName),
    bio: z
      .string()
      .trim()
      .refine((v) => bioTextLength(v) <= BIO_MAX, AGENCY_MSG.bioTooLong)
      .refine((v) => v.length <= 20 * BIO_MAX, AGENCY_MSG.bioTooLong)
      .nullish()
      .transform((v) => (v && bioTextLength(v) > 0 ? v : null)),
    website: websiteRule,
    agency_locations: locationsRule(0),
    agency_phones: phonesRule.default([]),
    services: idList(AGENCY_MSG.services),
    genres: idList(AGENCY_MSG.genres),
  })
  .strict();
export type AgencyProfileInput = z.output<typeof agencyProfileSchema>;

/**
 * edit-account-information (G-F2): the team account's about us, name, address and phones, and the logo. The sign-in
 * email is not edited here (decision 0050): it is shown, and changed with the current password like every account's.
 */
export const agencyAccountSchema = z
  .object({
    avatar: logoRule(UPLOAD_MSG.invalidImage),
    bio: bioRule(AGENCY_MSG.accountBio),
    agency_name: required(AGENCY_MSG.accountName),
    address_1: required(AGENCY_MSG.address),
    address_2: z
      .string()
      .trim()
      .max(255)
      .nullish()
      .transform((v) => (v ? v : null)),
    city: required(AGENCY_MSG.city, 100),
    state: required(AGENCY_MSG.county, 100),
    country: z.string({ error: AGENCY_MSG.country }).trim().toUpperCase().refine(isCountryCode, AGENCY_MSG.country),
    zip: required(AGENCY_MSG.postcode, 20),
    agency_phones: phonesRule.default([]),
  })
  .strict();
export type AgencyAccountInput = z.output<typeof agencyAccountSchema>;
