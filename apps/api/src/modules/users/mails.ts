import type { UserRow } from '../../db/schema/index.js';
import { escapeHtml as escape } from '../../lib/html.js';
import type { MailMessage } from '../../adapters/mail.js';

/**
 * To the old address after the sign-in email changed, so the owner learns of a takeover made with a
 * stolen session. A reset link would now go to the new address, so the way back is to contact us.
 */
export const EMAIL_CHANGED_SUBJECT = 'Your sign-in email was changed';
/** How the notice names the new address: an erased account's former addresses are found by it (decision 0035). */
export const changedToWords = (email: string) => `changed to ${email}.`;

export function emailChangedMail(user: UserRow, oldEmail: string, siteUrl: string): MailMessage {
  const name = user.first_name ?? 'there';
  const body = `Your sign-in email was ${changedToWords(user.email)} From now on you sign in with that address.`;
  const help = `If this wasn't you, contact us straight away (${siteUrl}) so we can restore your address and secure your account.`;
  return {
    to: oldEmail,
    subject: EMAIL_CHANGED_SUBJECT,
    text: `Hello ${name},\n\n${body}\n\n${help}\n`,
    html: `<p>Hello ${escape(name)},</p><p>${escape(body)}</p><p>${escape(help)}</p>`,
    secrets: [],
  };
}
