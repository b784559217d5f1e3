import type { Group } from '@mp/domain';
import { z } from 'zod';
import { INVITE_MSG } from './messages';

// The address rule of sign-up (@mp/domain's emailRule): something@host.tld, no spaces, at most 254 characters.
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const NAME_MAX = 100;

const email = (required: string, invalid: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .max(254, invalid)
    .regex(EMAIL_RE, invalid)
    .transform((v) => v.toLowerCase());

/** An optional name: trimmed, sent as null when empty. */
const optionalName = z
  .string()
  .trim()
  .max(NAME_MAX)
  .transform((v) => v || null);

const requiredName = (message: string) => z.string().trim().min(1, message).max(NAME_MAX);

/**
 * 'Invite Team Member' of an employer (D-F1, D-Q5): the email ('Please add a valid email address', empty or not an
 * address); first and last name optional, carried by the invitation to the sign-up form.
 */
export const companyInviteSchema = z.object({
  email: email(INVITE_MSG.companyEmail, INVITE_MSG.companyEmail),
  first_name: optionalName,
  last_name: optionalName,
});

/** The agency's invite (D-F2): all three required, with document 3's messages. */
export const agencyInviteSchema = z.object({
  first_name: requiredName(INVITE_MSG.firstName),
  last_name: requiredName(INVITE_MSG.lastName),
  email: email(INVITE_MSG.emailRequired, INVITE_MSG.emailInvalid),
});

export type InviteValues = { email: string; first_name: string; last_name: string };
export type InviteInput = { email: string; first_name: string | null; last_name: string | null };

/** The form's rules for the team's type: an agency's under /agency, an employer's under /company and /employer. */
export const inviteSchemaOf = (group: Group) => (group === 'agency' ? agencyInviteSchema : companyInviteSchema);

export const EMPTY_INVITE: InviteValues = { email: '', first_name: '', last_name: '' };
