import { z } from './zod.js';

/**
 * Passkeys (WebAuthn, decision 0064): several a person, each named; a second factor, and a sign-in without a
 * password. The texts My Account's list, the login page and the second step show.
 */

export const PASSKEY_NAME_MAX = 60;
/** How long a WebAuthn challenge waits for the authenticator's answer. */
export const PASSKEY_CHALLENGE_MINUTES = 5;

export const PASSKEY_MSG = {
  nameRequired: 'Please give the passkey a name',
  nameTooLong: `Keep the name to ${PASSKEY_NAME_MAX} characters or fewer`,
  responseInvalid: 'The passkey answer could not be read. Please try again.',
  notVerified: 'That passkey could not be verified. Please try again.',
  expired: 'That took too long. Please try again.',
  alreadyRegistered: 'This passkey is already registered.',
  notFound: 'This passkey was not found.',
  noPasskey: 'You have no passkey for this account.',
  signInFailed: 'That passkey could not sign you in. Use your email and password, or another passkey.',
  cancelled: 'The passkey request was cancelled or timed out.',
  unsupported: 'This browser cannot use passkeys.',
  added: 'Your passkey was added.',
  removed: 'The passkey was removed.',
  renamed: 'The passkey was renamed.',
} as const;

export const passkeyNameRule = z
  .string({ error: PASSKEY_MSG.nameRequired })
  .trim()
  .min(1, PASSKEY_MSG.nameRequired)
  .max(PASSKEY_NAME_MAX, PASSKEY_MSG.nameTooLong);

/** The browser's answer to a WebAuthn ceremony, as JSON (what @simplewebauthn/browser answers). */
export const passkeyResponseRule = z.string({ error: PASSKEY_MSG.responseInvalid }).min(2, PASSKEY_MSG.responseInvalid).max(20_000, PASSKEY_MSG.responseInvalid);

const passkeyIdRule = z.union([z.string(), z.number()], { error: PASSKEY_MSG.notFound }).transform((v, ctx) => {
  const n = Number(v);
  if (Number.isSafeInteger(n) && n > 0) return n;
  ctx.addIssue({ code: 'custom', message: PASSKEY_MSG.notFound });
  return z.NEVER;
});

/** Which ceremony a challenge is for; SECOND_STEP needs the pending sign-in's token. */
export const PASSKEY_PURPOSES = ['SIGN_IN', 'SECOND_STEP', 'STEP_UP'] as const;
export type PasskeyPurpose = (typeof PASSKEY_PURPOSES)[number];

export const passkeyOptionsSchema = z.object({
  purpose: z.enum(PASSKEY_PURPOSES),
  pending_token: z.string().min(1).max(200).optional(),
});
export const registerPasskeySchema = z.object({ name: passkeyNameRule, response: passkeyResponseRule });
export const renamePasskeySchema = z.object({ id: passkeyIdRule, name: passkeyNameRule });
export const removePasskeySchema = z.object({ id: passkeyIdRule });
export const passkeySignInSchema = z.object({ response: passkeyResponseRule });
