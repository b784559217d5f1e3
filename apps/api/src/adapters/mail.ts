import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { outbox } from '../db/schema/index.js';
import { redactUrl, type Logger } from './log.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * What opens something (links with reset, invitation or verification tokens; codes): delivered to the
   * recipient, never stored or logged (decision 0016). Query secrets such as `token=` are also redacted
   * when a mail forgets to declare them.
   */
  secrets?: string[];
  /**
   * Extra headers for the transport (e.g. List-Unsubscribe, RFC 8058). SMTP sends them; the outbox has no
   * column for them, so they are not kept (a secret in one must also be declared in `secrets`).
   */
  headers?: Record<string, string>;
  /**
   * Files sent with the message (an invoice's PDF). SMTP sends them; the outbox and the offline log keep only
   * their names, so a document is never stored twice.
   */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** The line that stands for the attachments in the outbox and the log: their names only. */
export const attachmentNote = (m: Pick<MailMessage, 'attachments'>) =>
  m.attachments?.length ? `\n[attached: ${m.attachments.map((a) => a.filename).join(', ')}]\n` : '';

/** What became of a message: delivered by SMTP, written to the log (the offline default), or not delivered. */
export type MailOutcome = 'sent' | 'logged' | 'failed';

export interface Mailer {
  /**
   * Records the message in the outbox and hands it to the transport. Never throws for delivery failures:
   * it answers 'failed' (the outbox says why), and the mail jobs throw then, so the job is retried.
   */
  send(message: MailMessage): Promise<MailOutcome>;
}

/** For jobs: a failed delivery fails the attempt, which the job runner retries (decision 0037). */
export async function sendOrThrow(mailer: Mailer, message: MailMessage): Promise<void> {
  if ((await mailer.send(message)) === 'failed') throw new Error(`mail delivery failed: ${message.subject}`);
}

/** What stands where a secret was, in the outbox, the console and the log. */
export const SECRET_MARKER = '[link removed]';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The message as it may be kept and shown: every declared secret (also HTML-escaped) replaced by the marker. */
export function redactMail(m: MailMessage): MailMessage {
  // Longest first, so a link is replaced whole before a token inside it.
  const secrets = (m.secrets ?? []).filter(Boolean).sort((a, b) => b.length - a.length);
  const redact = (s: string) =>
    redactUrl(secrets.reduce((out, secret) => out.split(secret).join(SECRET_MARKER).split(escapeHtml(secret)).join(SECRET_MARKER), s));
  return { to: m.to, subject: m.subject, text: redact(m.text) + attachmentNote(m), html: m.html && redact(m.html), secrets: [] };
}

interface Transport {
  name: 'smtp' | 'log';
  deliver(message: MailMessage): Promise<void>;
}

async function smtpTransport(url: string, from: string): Promise<Transport> {
  const nodemailer = await import('nodemailer');
  const transporter = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async deliver(m) {
      await transporter.sendMail({ from, to: m.to, subject: m.subject, text: m.text, html: m.html, headers: m.headers, attachments: m.attachments });
    },
  };
}

/**
 * Offline default: the text goes to the log. Outside production it is the real text, so a developer
 * (and the browser tests) can follow the link; in production nobody may read a secret there, so the
 * redacted text is logged with a warning that the mail was not delivered.
 */
function logTransport(log: Logger, showSecrets: boolean): Transport {
  return {
    name: 'log',
    async deliver(m) {
      if (showSecrets) {
        log.info({ mail: { to: m.to, subject: m.subject } }, `mail to ${m.to}: ${m.subject}\n${m.text}${attachmentNote(m)}`);
        return;
      }
      const kept = redactMail(m);
      log.warn({ mail: { to: m.to, subject: m.subject } }, `mail NOT delivered (SMTP_URL is not set) to ${m.to}: ${m.subject}\n${kept.text}`);
    },
  };
}

export async function createMailer(opts: {
  db: Db;
  log: Logger;
  smtpUrl?: string;
  from: string;
  /** Only outside production may the offline default print the real text (with its links). */
  env: 'development' | 'production' | 'test';
}): Promise<Mailer> {
  const { db, log } = opts;
  const transport = opts.smtpUrl ? await smtpTransport(opts.smtpUrl, opts.from) : logTransport(log, opts.env !== 'production');
  if (!opts.smtpUrl && opts.env === 'production') log.warn('SMTP_URL is not set: emails are kept in the outbox without their links and not delivered');
  return {
    async send(message) {
      const kept = redactMail(message);
      const [row] = await db
        .insert(outbox)
        .values({
          to_address: kept.to,
          subject: kept.subject,
          text_body: kept.text,
          html_body: kept.html,
          transport: transport.name,
        })
        .returning({ id: outbox.id });
      try {
        await transport.deliver(message);
      } catch (err) {
        log.error({ err, outboxId: row!.id }, 'mail delivery failed');
        await db.update(outbox).set({ status: 'failed', error: redactUrl(String(err)) }).where(eq(outbox.id, row!.id));
        return 'failed';
      }
      const status = transport.name === 'log' ? 'logged' : 'sent';
      await db.update(outbox).set({ status, sent_at: new Date() }).where(eq(outbox.id, row!.id));
      return status;
    },
  };
}
