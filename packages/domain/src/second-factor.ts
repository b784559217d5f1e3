import { passkeyResponseRule } from './passkeys.js';
import { z } from './zod.js';

/**
 * Second factors (decision 0064): an authenticator app (TOTP, RFC 6238) with ten single-use recovery codes. The
 * texts the sign-in's second step, the account page and the console's gate show.
 */

/** Recovery codes issued at set-up (and each time they are renewed). */
export const RECOVERY_CODE_COUNT = 10;
/** How long a proved factor counts as fresh for a step-up (changing email, password, factors; removing a card). */
export const STEP_UP_MINUTES = 5;
/** How long the second step of a sign-in waits after the password. */
export const PENDING_SIGN_IN_MINUTES = 5;

export const SECOND_FACTOR_MSG = {
  codeRequired: 'Please enter the code from your authenticator app',
  codeInvalid: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes',
  setupCodeInvalid: 'Enter the 6-digit code your authenticator app shows',
  wrongCode: 'That code is not right, or it was already used. Check your authenticator app and try again.',
  signInExpired: 'Your sign-in took too long. Please log in again.',
  secondStepNeeded: 'Enter the code from your authenticator app to finish signing in.',
  alreadySetUp: 'Your authenticator app is already set up.',
  noSetup: 'Start the set-up again: it expired or was replaced.',
  notSetUp: 'You have no authenticator app set up.',
  adminNeedsFactor: 'The console needs a second factor. Set up an authenticator app on your account page, then sign in with it.',
  stepUpNeeded: 'For your security, confirm it is you with a code from your authenticator app first.',
  stepUpPasskey: 'For your security, confirm it is you with your passkey first.',
  secondStepPasskey: 'Use your passkey to finish signing in.',
  enabled: 'Your authenticator app is set up.',
  disabled: 'Your authenticator app was turned off.',
  confirmed: 'Confirmed. You can go on.',
  codesRenewed: 'New recovery codes are ready. The old ones no longer work.',
  lastRecoveryCode: 'That was your last recovery code. Make new ones on your account page.',
} as const;

/** A 6-digit code; people type spaces ('123 456'), which are dropped. */
export const totpCodeRule = z
  .string({ error: SECOND_FACTOR_MSG.setupCodeInvalid })
  .transform((s) => s.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, SECOND_FACTOR_MSG.setupCodeInvalid));

/** A recovery code as issued: three groups of four from RECOVERY_ALPHABET; case, spaces and dashes are forgiven. */
export const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const normaliseRecoveryCode = (s: string) => s.toLowerCase().replace(/[\s-]+/g, '');
const recoveryPattern = new RegExp(`^[${RECOVERY_ALPHABET}]{12}$`);

/** The second step accepts either: a 6-digit code or a recovery code. */
export const secondFactorCodeRule = z
  .string({ error: SECOND_FACTOR_MSG.codeRequired })
  .trim()
  .min(1, SECOND_FACTOR_MSG.codeRequired)
  .max(40, SECOND_FACTOR_MSG.codeInvalid)
  .refine((s) => /^\d{6}$/.test(s.replace(/\s+/g, '')) || recoveryPattern.test(normaliseRecoveryCode(s)), SECOND_FACTOR_MSG.codeInvalid);

/** Which of the two a valid second-step code is. */
export const codeKind = (code: string): 'TOTP' | 'RECOVERY' => (/^\d{6}$/.test(code.replace(/\s+/g, '')) ? 'TOTP' : 'RECOVERY');

/** A proof of the factor: a code, or a passkey's answer (its JSON); without either, the code is asked for. */
const proof = { code: secondFactorCodeRule.optional(), passkey: passkeyResponseRule.optional() };
const oneProof = (v: { code?: string; passkey?: string }, ctx: z.RefinementCtx) => {
  if (!v.code && !v.passkey) ctx.addIssue({ code: 'custom', path: ['code'], message: SECOND_FACTOR_MSG.codeRequired });
};

export const secondStepSchema = z.object({ pending_token: z.string().min(1).max(200), ...proof }).superRefine(oneProof);
export const confirmTotpSchema = z.object({ code: totpCodeRule });
export const stepUpSchema = z.object(proof).superRefine(oneProof);
export const disableTotpSchema = z.object({ password: z.string().min(1, 'Please enter your password').max(200), code: secondFactorCodeRule });
