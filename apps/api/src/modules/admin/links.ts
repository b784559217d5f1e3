import type { UserRow } from '../../db/schema/index.js';
import { escapeHtml as escape } from '../../lib/html.js';
import type { MailMessage } from '../../adapters/mail.js';

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

/** To an administrator: accounts wait for approval (at most one an hour each), with the console's accounts page. */
export function accountsWaitingMail(admin: UserRow, waiting: number, consoleLink: string): MailMessage {
  const name = admin.first_name ?? 'there';
  const accounts = waiting === 1 ? '1 account is' : `${waiting} accounts are`;
  return {
    to: admin.email,
    subject: 'Accounts waiting for approval',
    text: `Hello ${name},\n\n${accounts} waiting for approval. Review them in the console:\n\n${consoleLink}\n`,
    html: `<p>Hello ${escape(name)},</p><p>${accounts} waiting for approval.</p><p><a href="${escape(consoleLink)}">Review them in the console</a></p>`,
    // The console asks for an administrator's sign-in: no secret here.
    secrets: [],
  };
}
