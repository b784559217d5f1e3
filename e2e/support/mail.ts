import { expect } from '@playwright/test';
import { mailsLoggedTo, SERVER_LOG } from './server-log';

/** The emails sent to `email` so far, oldest first, each as logged: 'mail to …: subject', the text, then '[attached: names]'. */
export function mailsTo(email: string): string[] {
  return mailsLoggedTo(email).map((mail) => mail.msg);
}

/**
 * The password-reset link from the latest reset email sent to `email`, as the person would read it in
 * their inbox. Waits (polling the log) until the count of reset emails to that address reaches `nth`.
 */
export async function readResetLink(email: string, nth = 1): Promise<string> {
  const links = () =>
    mailsTo(email)
      .map((text) => text.match(/https?:\/\/\S+\/reset-password\?\S+/)?.[0])
      .filter((link): link is string => Boolean(link));
  await expect.poll(() => links().length, { message: `reset email #${nth} to ${email} in ${SERVER_LOG}` }).toBeGreaterThanOrEqual(nth);
  return links()[nth - 1]!;
}

/** How many emails the server has sent to `email` so far. */
export function countMailsTo(email: string): number {
  return mailsTo(email).length;
}

/**
 * The team invitation links (issue 26) of the invitation emails sent to `email` so far, oldest first, as the invitee
 * reads them: the company's `/company/team/register/{token}&{email}`, the agency's `/agency/accept-invite/{token}?e=…`.
 */
export function invitationLinksTo(email: string): string[] {
  return mailsTo(email)
    .map((text) => text.match(/https?:\/\/\S+\/(?:team\/register\/|accept-invite\/)\S+/)?.[0])
    .filter((link): link is string => Boolean(link));
}

/** The link of the nth invitation email to `email`, waiting (polling the log) until it has been sent. */
export async function readInvitationLink(email: string, nth = 1): Promise<string> {
  await expect.poll(() => invitationLinksTo(email).length, { message: `invitation email #${nth} to ${email} in ${SERVER_LOG}` }).toBeGreaterThanOrEqual(nth);
  return invitationLinksTo(email)[nth - 1]!;
}

/** The verification links (issue 27) of the emails sent to `email` so far, oldest first: `/agency/verify-email?token=…`. */
export function verificationLinksTo(email: string): string[] {
  return mailsTo(email)
    .map((text) => text.match(/https?:\/\/\S+\/verify-email\?token=[A-Za-z0-9_-]+/)?.[0])
    .filter((link): link is string => Boolean(link));
}

/** The link of the nth verification email to `email`, waiting (polling the log) until it has been sent. */
export async function readVerificationLink(email: string, nth = 1): Promise<string> {
  await expect.poll(() => verificationLinksTo(email).length, { message: `verification email #${nth} to ${email} in ${SERVER_LOG}` }).toBeGreaterThanOrEqual(nth);
  return verificationLinksTo(email)[nth - 1]!;
}

/** The sign-in link of the approval email to `email` ('Your account has been approved'), waiting until it has been sent. */
export async function readApprovalLink(email: string): Promise<string> {
  const links = () =>
    mailsTo(email)
      .filter((text) => text.includes('your account has been approved'))
      .map((text) => text.match(/https?:\/\/\S+\/(?:freelancer|agency|company)\/login\b/)?.[0])
      .filter((link): link is string => Boolean(link));
  await expect.poll(() => links().length, { message: `approval email to ${email} in ${SERVER_LOG}` }).toBeGreaterThanOrEqual(1);
  return links()[0]!;
}
