// The zod rules of the company profile forms, shared by the web's forms and the API (updateUser with a
// form, updateTeam). Apart from company.ts so that a page needing only the texts does not load zod.
import { z } from './zod.js';
import { APART_MAX, COMPANY_MSG } from './company.js';
import { isCountryCode } from './countries.js';
import { MSG } from './messages.js';
import { BIO_MAX, emailRule, phoneRule } from './rules.js';
import { UPLOAD_MSG, UPLOAD_PATH_RE } from './uploads.js';

const required = (message: string, max = 255) => z.string({ error: message }).trim().min(1, message).max(max, message);
const optionalText = (max: number, message?: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

/** The address POST /api/uploads answered for the logo (the server also checks that it recorded it). */
const logoRule = (missing: string) =>
  z.string({ error: missing }).trim().min(1, missing).regex(UPLOAD_PATH_RE, UPLOAD_MSG.invalidImage);

/** Onboarding step 3 for a company (001:L60, L199-203): logo, bio, 'What sets you apart', logo-use consent. */
export const companyOnboardingSchema = z
  .object({
    avatar: logoRule(COMPANY_MSG.logoRequired),
    bio: z.string({ error: COMPANY_MSG.bioRequired }).trim().min(1, COMPANY_MSG.bioRequired).max(BIO_MAX, MSG.bioTooLong),
    description: z
      .string({ error: COMPANY_MSG.apartRequired })
      .trim()
      .min(1, COMPANY_MSG.apartRequired)
      .max(APART_MAX, COMPANY_MSG.apartTooLong),
    can_use_logo: z.boolean({ error: COMPANY_MSG.consentRequired }),
  })
  .strict();
export type CompanyOnboardingInput = z.output<typeof companyOnboardingSchema>;

/** The fields of the company record an admin edits, shared by the owner's and a guest admin's form. */
const companyRecord = {
  // Required only while empty: a stored logo is sent back as it is.
  avatar: logoRule(UPLOAD_MSG.invalidImage),
  company: required(COMPANY_MSG.employerName),
  bio: optionalText(BIO_MAX, COMPANY_MSG.bioAndDescriptionTooLong),
  description: optionalText(BIO_MAX, COMPANY_MSG.bioAndDescriptionTooLong),
  address_1: required(MSG.address),
  address_2: optionalText(255),
  city: required(MSG.city, 100),
  state: required(MSG.county, 100),
  country: z
    .string({ error: COMPANY_MSG.country })
    .trim()
    .toUpperCase()
    .refine(isCountryCode, COMPANY_MSG.country),
  zip: required(MSG.postcode, 20),
  phone: phoneRule,
};

/** The team account's profile as a guest admin edits it (updateTeam): the sign-in email stays the owner's. */
export const companyTeamProfileSchema = z.object(companyRecord).strict();
export type CompanyTeamProfileInput = z.output<typeof companyTeamProfileSchema>;

/** Edit profile (001:L193-197, fields L144), by the company's owner: the team record plus its email. */
export const companyProfileSchema = z
  .object({
    ...companyRecord,
    email: z.string({ error: COMPANY_MSG.emailRequired }).trim().min(1, COMPANY_MSG.emailRequired).pipe(emailRule),
  })
  .strict();
export type CompanyProfileInput = z.output<typeof companyProfileSchema>;
