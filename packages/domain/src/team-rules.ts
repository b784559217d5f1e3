// The team forms' rules (inventory group (d)): inviting, and signing up from an invitation. Apart from
// the pages that need no zod (decision 0056).
import { z } from './zod.js';
import { MSG } from './messages.js';
import { countryRule, emailRule, newPasswordRule, phoneRule } from './rules.js';

/** The team screens' texts as the spec writes them, its misspelling 'succesfully' spelled right. */
export const TEAM_MSG = {
  // Inviting (D-F1, D-F2, D-T4, D-T12)
  inviteEmail: 'Please add a valid email address',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  inviteSent: 'Invite sent successfully!',
  inviteResent: 'Invite resent successfully!',
  inviteDeleted: 'Invite deleted successfully!',
  couldNotResend: 'Could not resend invite',
  couldNotDelete: 'Could not delete invite',
  // Refusals of an invitation
  alreadyPending: 'An invitation to this email is already waiting. Use Send Again to send it once more.',
  alreadyMember: 'This person is already a member of your team.',
  inviteYourself: 'You cannot invite yourself.',
  freelancerInvite: 'Freelancer accounts cannot join a team',
  tooManyPending: 'Your team has 100 invitations waiting. Cancel some before inviting more.',
  notFound: 'Could not find the invitation.',
  // Accepting (D-T9, D-T10)
  used: 'This invitation has already been used',
  invalid: 'This invitation is no longer valid',
  expired: 'This invitation has expired. Ask your team admin to send it again.',
  freelancerJoin: 'Freelancer accounts cannot join a team',
  companyIntoAgency: 'A company account cannot join an agency team.',
  agencyIntoCompany: 'An agency account cannot join a company team.',
  alreadyInTeam: 'You are already a member of this team.',
  ownTeam: 'This is your own team.',
  wrongEmail: 'This invitation was sent to another email address.',
  accepted: 'Invitation accepted successfully',
  welcome: "You've successfully accepted your team invitation.",
  couldNotAccept: 'Could not accept invite',
  couldNotCreate: 'Could not create team account',
  terms: 'You must accept the terms & conditions',
  noTeam: 'You are no longer part of a team',
} as const;

const optionalName = z
  .string()
  .trim()
  .max(100)
  .nullish()
  .transform((v) => v || null);

/** 'Invite Team Member', employer (D-F1): the email; names optional (D-Q5). */
export const companyInvitationSchema = z.object({
  email: z
    .string({ error: TEAM_MSG.inviteEmail })
    .trim()
    .min(1, TEAM_MSG.inviteEmail)
    .max(254, TEAM_MSG.inviteEmail)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, TEAM_MSG.inviteEmail)
    .transform((v) => v.toLowerCase()),
  first_name: optionalName,
  last_name: optionalName,
});

/** The agency's invite (D-F2): first and last name and email, all required. */
export const agencyInvitationSchema = z.object({
  first_name: z.string({ error: TEAM_MSG.firstNameRequired }).trim().min(1, TEAM_MSG.firstNameRequired).max(100),
  last_name: z.string({ error: TEAM_MSG.lastNameRequired }).trim().min(1, TEAM_MSG.lastNameRequired).max(100),
  email: z
    .string({ error: TEAM_MSG.emailRequired })
    .trim()
    .min(1, TEAM_MSG.emailRequired)
    .max(254, TEAM_MSG.emailInvalid)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, TEAM_MSG.emailInvalid)
    .transform((v) => v.toLowerCase()),
});

const required = (message: string, max = 255) => z.string({ error: message }).trim().min(1, message).max(max);

/** The employer's team sign-up (D-F5, document 2 §5's GUEST form): the account's details and the terms. */
export const companyTeamRegisterSchema = z.object({
  email: emailRule,
  password: newPasswordRule,
  first_name: required(MSG.firstName, 100),
  last_name: required(MSG.lastName, 100),
  position: required(MSG.position),
  address_1: required(MSG.address),
  address_2: z.string().trim().max(255).nullish().transform((v) => v || null),
  city: required(MSG.city, 100),
  state: required(MSG.county, 100),
  zip: required(MSG.postcode, 20),
  country: countryRule,
  phone: phoneRule,
  terms: z.literal(true, { error: TEAM_MSG.terms }),
});

/** The agency's invitation sign-up (D-F6, D-Q17): names, the email, a password and its confirmation. */
export const agencyTeamRegisterSchema = z
  .object({
    email: emailRule,
    password: newPasswordRule,
    password_confirmation: z.string({ error: MSG.passwordsNoMatchAgency }),
    first_name: z.string({ error: TEAM_MSG.firstNameRequired }).trim().min(1, TEAM_MSG.firstNameRequired).max(100),
    last_name: z.string({ error: TEAM_MSG.lastNameRequired }).trim().min(1, TEAM_MSG.lastNameRequired).max(100),
  })
  .refine((v) => v.password === v.password_confirmation, { path: ['password_confirmation'], message: MSG.passwordsNoMatchAgency });

/** Everything registerTeamUser's input may carry (the GraphQL type); the invitation's team type picks the rules. */
export const teamRegisterInputSchema = z.object({
  email: z.string(),
  password: z.string(),
  password_confirmation: z.string().nullish(),
  first_name: z.string(),
  last_name: z.string(),
  position: z.string().nullish(),
  address_1: z.string().nullish(),
  address_2: z.string().nullish(),
  city: z.string().nullish(),
  state: z.string().nullish(),
  zip: z.string().nullish(),
  country: z.string().nullish(),
  phone: z.string().nullish(),
  terms: z.boolean().nullish(),
});
