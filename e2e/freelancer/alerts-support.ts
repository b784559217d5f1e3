import { expect } from '@playwright/test';
import { mailsLoggedTo, SERVER_LOG } from '../support/server-log';

// Job alert emails as the person reads them (the server's log, e2e/support/server-log.ts). The outbox and the
// console keep the mail without its unsubscribe link, which is a secret of the recipient's.
const mailsTo = (email: string) => mailsLoggedTo(email).map((mail) => ({ subject: mail.mail?.subject ?? '', text: mail.msg }));

/** Waits for the alert mail about `title` to `email` and answers its text. */
export async function readAlert(email: string, title: string): Promise<string> {
  const subject = `New opportunity for you: ${title}`;
  const find = () => mailsTo(email).find((m) => m.subject === subject)?.text;
  await expect.poll(find, { message: `the alert "${subject}" to ${email} in ${SERVER_LOG}`, timeout: 15_000 }).toBeTruthy();
  return find()!;
}

/** The one-click unsubscribe link in an alert's text. */
export function unsubscribeLinkIn(text: string): string {
  const link = /https?:\/\/\S+\/api\/alerts\/unsubscribe\?token=[\w.-]+/.exec(text)?.[0];
  expect(link, 'an unsubscribe link in the alert').toBeTruthy();
  return link!;
}
