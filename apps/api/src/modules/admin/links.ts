import type { UserRow } from '../../db/schema/index.js';
import type { MailMessage } from '../../services/mail.js';

export function approvedMail(user: UserRow, loginLink: string): MailMessage {
  const name = user.first_name ?? 'there';
  return {
    to: user.email,
    subject: 'Your account has been approved',
    text: `Hello ${name},\n\nGood news: your account has been approved and is now active.\n\nSign in here:\n\n${loginLink}\n`,
    // The sign-in page opens nothing by itself: no secret to keep out of the outbox.
    secrets: [],
  };
}
