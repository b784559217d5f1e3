import fs from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { fileURLToPath } from 'node:url';

/**
 * The test server's stdout (e2e/support/server.ts): pino JSON lines. Outside production the offline mailer and SMS
 * adapter log each message's real text, links and codes included (decision 0016): the tests read them here as the
 * person would read their inbox or phone.
 */
// E2E_SERVER_LOG lets two runs on one machine keep separate logs (e2e/support/server.ts writes it).
export const SERVER_LOG = process.env.E2E_SERVER_LOG ?? fileURLToPath(new URL('../.server.log', import.meta.url));

export interface Message {
  /** The text as sent ('mail to …: subject', the body, then '[attached: names]'; an SMS's words). */
  msg: string;
  mail?: { to?: string; subject?: string };
  sms?: { to?: string };
}

// The log grows to megabytes of request lines over a run, and the tests poll it: each worker reads only what was
// appended since its last look, and keeps the messages.
const messages: Message[] = [];
let offset = 0;
let pending = '';
let decoder = new StringDecoder('utf8');

function readMessages(): readonly Message[] {
  if (!fs.existsSync(SERVER_LOG)) return messages;
  const size = fs.statSync(SERVER_LOG).size;
  if (size < offset) {
    // A new server's log: start again.
    messages.length = 0;
    offset = 0;
    pending = '';
    decoder = new StringDecoder('utf8');
  }
  if (size === offset) return messages;
  const bytes = Buffer.alloc(size - offset);
  const fd = fs.openSync(SERVER_LOG, 'r');
  try {
    fs.readSync(fd, bytes, 0, bytes.length, offset);
  } finally {
    fs.closeSync(fd);
  }
  offset = size;
  // Complete lines only: the last piece is empty or a line still being written.
  const lines = (pending + decoder.write(bytes)).split('\n');
  pending = lines.pop() ?? '';
  for (const line of lines) {
    if (!line.startsWith('{') || !(line.includes('"mail"') || line.includes('"sms"'))) continue;
    const entry = JSON.parse(line) as Partial<Message>;
    if (entry.msg && (entry.mail || entry.sms)) messages.push(entry as Message);
  }
  return messages;
}

/** The emails logged to `email` so far, oldest first. */
export const mailsLoggedTo = (email: string): Message[] => readMessages().filter((m) => m.mail?.to === email);

/** The texts logged to `phone` (in international form, as the server sends) so far, oldest first. */
export const textsLoggedTo = (phone: string): Message[] => readMessages().filter((m) => m.sms?.to === phone);
