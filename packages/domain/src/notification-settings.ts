import { z } from './zod.js';
import { NOTIFICATION_FREQUENCIES, PRIVACY } from './enums.js';
import { phoneRule } from './rules.js';

/** The text-message code: 6 digits (spec 000 §9, 002 §9). */
export const SMS_CODE_LENGTH = 6;
/** Minutes a code stays valid, and wrong tries allowed per code (decision 0032). */
export const SMS_CODE_TTL_MINUTES = 10;
export const SMS_CODE_MAX_TRIES = 5;

/** The notification settings and privacy screens' texts (spec 002 §8; decision 0032 for the server's reasons). */
export const SETTINGS_MSG = {
  updated: 'Your notification settings updated!',
  failed: 'Something went wrong.',
  codeSent: "We've sent you a verification code!",
  invalidCode: 'Please enter a valid code',
  wrongCode: 'That code is not right. Please check it and try again.',
  expiredCode: 'That code has expired. Please ask for a new one.',
  usedUpCode: 'Too many wrong codes. Please ask for a new one.',
  noCode: 'Please ask for a verification code first.',
  privacyUpdated: 'Your profile privacy updated!',
  privacyForbidden: "Only the team's admins can change its profile privacy.",
} as const;

export const codeRule = z
  .string({ error: SETTINGS_MSG.invalidCode })
  .trim()
  .regex(new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`), SETTINGS_MSG.invalidCode);

/** Email notifications (the text-message toggle turns on only through verification, turns off on its own). */
export const notificationSettingsSchema = z
  .object({
    send_email: z.boolean(),
    notification_frequency: z.enum(NOTIFICATION_FREQUENCIES),
    /** The applicant pipeline's 'Not selected' mail. */
    send_not_selected_email: z.boolean(),
    /** The notice of a new message about an application (the hiring conversation). */
    send_message_email: z.boolean(),
  })
  .partial()
  .strict();
export type NotificationSettingsInput = z.infer<typeof notificationSettingsSchema>;

export const verificationPhoneSchema = z.object({ phone: phoneRule });
export const verificationCodeSchema = z.object({ code: codeRule });
export const privacySchema = z.object({ privacy: z.enum(PRIVACY) });
