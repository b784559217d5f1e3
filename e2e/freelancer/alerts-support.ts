import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';

/**
 * Job alert emails as the person reads them: the test server's log (e2e/support/server.ts) holds each mail's real
 * text, links included, because that server is not in production (NODE_ENV=test, decision 0016). The outbox and
 * the console keep the mail without its unsubscribe link, which is a secret of the recipient's.
 */
const SERVER_LOG = process.env.E2E_SERVER_LOG ?? fileURLToPath(new URL('../.server.log', import.meta.url));

interface LogLine {
  msg?: string;
  mail?: { to?: string; subject?: string };
}

function mailsTo(email: string): { subject: string; text: string }[] {
  if (!fs.existsSync(SERVER_LOG)) return [];
  return fs
    .readFileSync(SERVER_LOG, 'utf8')
    .split('\n')
    .slice(0, -1)
    .filter((line) => line.startsWith('{') && line.includes('"mail"'))
    .map((line) => JSON.parse(line) as LogLine)
    .filter((entry) => entry.mail?.to === email && entry.msg)
    .map((entry) => ({ subject: entry.mail!.subject ?? '', text: entry.msg! }));
}

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
