import { z } from './zod.js';
import { HEAR_US, PRONOUNS, REGISTERABLE_TYPES } from './enums.js';
import { isCountryCode } from './countries.js';
import { MSG } from './messages.js';

export const PASSWORD_MIN = 8;
export const PHONE_MIN = 5;
export const BIO_MAX = 1000;

// Ordinary address: something@host.tld, no spaces.
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
// Spec: digits with an optional leading plus, optional parentheses around 1 to 4 digits,
// then digits, dashes, spaces, dots or slashes.
export const PHONE_RE = /^\+?(\(\d{1,4}\))?[\d\-\s./]*\d[\d\-\s./]*$/;
export const WEBSITE_RE = /^https?:\/\/([\w-]+\.)+[a-z]{2,6}(:\d+)?(\/\S*)?$/i;

export const emailRule = z
  .string({ error: MSG.emailRequired })
  .trim()
  .min(1, MSG.emailRequired)
  .max(254, MSG.emailInvalid)
  .regex(EMAIL_RE, MSG.emailInvalid)
  .transform((v) => v.toLowerCase());

export const loginPasswordRule = z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired).max(200);

/**
 * Registration password. Reading 2 of the spec: a length failure says
 * 'Password must be at least 8 characters', a missing special character says
 * 'Password must contain 1 special character'. Spaces get their own message (decision 0003).
 */
export const newPasswordRule = z
  .string({ error: MSG.passwordRequired })
  .min(1, MSG.passwordRequired)
  .min(PASSWORD_MIN, MSG.passwordTooShort)
  .max(200, MSG.passwordTooShort)
  .refine((v) => !/\s/.test(v), MSG.passwordSpaces)
  .refine((v) => /[^A-Za-z0-9\s]/.test(v), MSG.passwordSpecial);

/**
 * The spec's pattern, as typed (trimmed). The server stores the number in E.164, read with the profile's country
 * (phone.ts); a plus is never added here: '07700 900123' is a national number, not '+07700 900123'.
 */
export const phoneRule = z
  .string({ error: MSG.phone })
  .trim()
  .min(PHONE_MIN, MSG.phone)
  .max(30, MSG.phone)
  .refine((v) => PHONE_RE.test(v.replace(/^\+{2,}/, '+')), MSG.phone);

const required = (message: string, max = 255) => z.string({ error: message }).trim().min(1, message).max(max);
const optionalText = (max = 255) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

export const countryRule = z
  .string({ error: MSG.country })
  .trim()
  .toUpperCase()
  .refine(isCountryCode, MSG.country);

export const pronounsRule = z.enum(PRONOUNS).optional().nullable();
export const hearUsRule = z.enum(HEAR_US).optional().nullable();
export const websiteRule = z.string().trim().regex(WEBSITE_RE, MSG.website);

/** Step 1 of sign-up. */
export const registerStep1Schema = z.object({ email: emailRule, password: newPasswordRule });

/**
 * Step 2 of sign-up (spec 000 §5). The employer (or agency) name is optional for candidates only; the
 * position or latest job title is optional for everyone but employers, so an agency may leave it out.
 */
export function registerStep2Schema(type: (typeof REGISTERABLE_TYPES)[number]) {
  const needsCompany = type !== 'FREELANCER';
  const needsPosition = type === 'COMPANY';
  return z.object({
    first_name: required(MSG.firstName, 100),
    last_name: required(MSG.lastName, 100),
    company: needsCompany ? required(MSG.company) : optionalText(),
    position: needsPosition ? required(MSG.position) : optionalText(),
    address_1: required(MSG.address),
    address_2: optionalText(),
    city: required(MSG.city, 100),
    state: required(MSG.county, 100),
    zip: required(MSG.postcode, 20),
    country: countryRule,
    phone: phoneRule,
    pronouns: type === 'FREELANCER' ? pronounsRule : z.null().optional(),
    hear_us: hearUsRule,
    hear_us_additional: optionalText(500),
  });
}

/** What `register` takes besides step 2's details: the account type, step 1, and an optional Google id. */
export const registerAccountSchema = z.object({
  type: z.enum(REGISTERABLE_TYPES),
  email: emailRule,
  password: newPasswordRule,
  googleId: z.string().max(255).optional().nullable(),
});

/** Everything `register` accepts: both steps, the account type, and an optional Google id. */
export function parseRegisterInput(input: unknown) {
  const base = registerAccountSchema.parse(input);
  const details = registerStep2Schema(base.type).parse(input);
  return { ...base, ...details };
}

export const loginSchema = z.object({ email: emailRule, password: loginPasswordRule });

export const forgotPasswordSchema = z.object({ email: emailRule });

export const resetPasswordSchema = z
  .object({
    email: emailRule,
    token: z.string().min(1).max(200),
    password: newPasswordRule,
    password_confirmation: z.string(),
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: MSG.passwordConfirmationMismatch,
    path: ['password_confirmation'],
  });

/** Change password: both at least 8 characters; the new one must also follow the sign-up rules. */
export const changePasswordSchema = z
  .object({
    // The current password is only checked against the stored one: empty is the one thing to say.
    current_password: z.string().min(1, MSG.passwordRequired).max(200, MSG.passwordTooShort),
    password: newPasswordRule,
    password_confirmation: z.string(),
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: MSG.passwordsDoNotMatch,
    path: ['password_confirmation'],
  });

/** Profile fields a user may edit on their own record in this slice. */
export const updateUserSchema = z
  .object({
    first_name: required(MSG.firstName, 100),
    last_name: required(MSG.lastName, 100),
    email: emailRule,
    company: optionalText(),
    position: optionalText(),
    jobtitle: optionalText(),
    address_1: required(MSG.address),
    address_2: optionalText(),
    city: required(MSG.city, 100),
    state: required(MSG.county, 100),
    zip: required(MSG.postcode, 20),
    country: countryRule,
    phone: phoneRule,
    pronouns: pronounsRule,
    bio: z.string().trim().max(BIO_MAX, MSG.bioTooLong).optional().nullable(),
    description: z.string().trim().max(BIO_MAX, MSG.bioTooLong).optional().nullable(),
    website: websiteRule.optional().nullable().or(z.literal('')),
    hear_us: hearUsRule,
    hear_us_additional: optionalText(500),
  })
  .partial()
  .strict();

/** First message of a zod error per field path, for forms and API errors alike. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

// The posting, editing, closing and granting forms (decision 0022).
export * from './opportunity-rules.js';
