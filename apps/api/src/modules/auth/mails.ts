import type { UserRow } from '../../db/schema/index.js';
import type { MailMessage } from '../../adapters/mail.js';

import { escapeHtml as escape } from '../../lib/html.js';

export function resetPasswordMail(user: UserRow, link: string, minutes: number): MailMessage {
  const name = user.first_name ?? 'there';
  return {
    to: user.email,
    subject: 'Reset your password',
    text: `Hello ${name},\n\nWe received a request to reset your password. Open this link to set a new one:\n\n${link}\n\nThe link works once and expires in ${minutes} minutes. If you did not ask for it, you can ignore this email.\n`,
    html: `<p>Hello ${escape(name)},</p><p>We received a request to reset your password.</p><p><a href="${escape(link)}">Set a new password</a></p><p>The link works once and expires in ${minutes} minutes. If you did not ask for it, you can ignore this email.</p>`,
    secrets: [link],
  };
}

/** On registration: the account waits for an administrator, and the person hears so at once (approval mails later). */
export function awaitingApprovalMail(user: UserRow): MailMessage {
  const name = user.first_name ?? 'there';
  const body = 'Thanks for signing up. Your account is being approved by our team; we will email you as soon as it is active.';
  return {
    to: user.email,
    subject: 'Your account is being approved',
    text: `Hello ${name},\n\n${body}\n`,
    html: `<p>Hello ${escape(name)},</p><p>${escape(body)}</p>`,
    secrets: [],
  };
}
