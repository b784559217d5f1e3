import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { outbox } from '../db/schema/index.js';
import { nextMailKey } from './jobs/job-run.js';
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
  /**
   * Names the message once: a message whose key the outbox holds already is not sent again, unless its delivery
   * failed. `sendOrThrow` keys a job's mails by the job (the same on each attempt); a mail may carry a natural key.
   */
  key?: string;
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** The line that stands for the attachments in the outbox and the log: their names only. */
export const attachmentNote = (m: Pick<MailMessage, 'attachments'>) =>
  m.attachments?.length ? `\n[attached: ${m.attachments.map((a) => a.filename).join(', ')}]\n` : '';

/**
 * What became of a message: delivered by SMTP, written to the log (the offline default), not delivered, or skipped:
 * its key was recorded by an earlier attempt, which sent it (or was stopped in the moment of handing it over).
 */
export type MailOutcome = 'sent' | 'logged' | 'failed' | 'skipped';

export interface Mailer {
  /**
   * Records the message in the outbox and hands it to the transport. Never throws for delivery failures:
   * it answers 'failed' (the outbox says why), and the mail jobs throw then, so the job is retried.
   */
  send(message: MailMessage): Promise<MailOutcome>;
}

/**
 * For jobs: a failed delivery fails the attempt, which the job runner retries (decision 0037). The mail is keyed by
 * the running job, so an attempt after a crash does not send what an earlier attempt sent.
 */
export async function sendOrThrow(mailer: Mailer, message: MailMessage): Promise<Exclude<MailOutcome, 'failed'>> {
  const outcome = await mailer.send({ ...message, key: message.key ?? nextMailKey(message.to) });
  if (outcome === 'failed') throw new Error(`mail delivery failed: ${message.subject}`);
  return outcome;
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
  // An attempt ends (and fails, to be retried) well before pg-boss would take its job for a dead worker's (2 minutes)
  // and run it again beside it: that run would find the mail's key in flight and skip it.
  const transporter = nodemailer.createTransport({ url, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 45_000 });
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
  /**
   * The outbox row this attempt sends: a new one, or a keyed one whose earlier delivery failed. None when the key is
   * recorded as sent, or as being sent: the row is written before the transport is called, so an attempt stopped
   * between the two (a crash) leaves a 'queued' row that no retry sends — at most once, never twice.
   */
  async function claim(kept: MailMessage, key: string | undefined, state: { status: 'queued' | 'logged'; sent_at?: Date }) {
    const values = { to_address: kept.to, subject: kept.subject, text_body: kept.text, html_body: kept.html, transport: transport.name, message_key: key };
    const [fresh] = await db.insert(outbox).values({ ...values, ...state }).onConflictDoNothing().returning({ id: outbox.id });
    if (fresh || !key) return fresh;
    const [retried] = await db
      .update(outbox)
      .set({ ...values, ...state, error: null })
      .where(and(eq(outbox.message_key, key), eq(outbox.status, 'failed')))
      .returning({ id: outbox.id });
    return retried;
  }

  return {
    async send(message) {
      // Offline, the outbox row is the delivery (the log line a copy of it): written as logged at once, so no crash
      // leaves one half sent.
      const offline = transport.name === 'log';
      const row = await claim(redactMail(message), message.key, offline ? { status: 'logged', sent_at: new Date() } : { status: 'queued' });
      if (!row) return 'skipped';
      try {
        await transport.deliver(message);
      } catch (err) {
        log.error({ err, outboxId: row.id }, 'mail delivery failed');
        await db.update(outbox).set({ status: 'failed', error: redactUrl(String(err)) }).where(eq(outbox.id, row.id));
        return 'failed';
      }
      if (offline) return 'logged';
      await db.update(outbox).set({ status: 'sent', sent_at: new Date() }).where(eq(outbox.id, row.id));
      return 'sent';
    },
  };
}
