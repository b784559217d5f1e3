import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { outbox } from '../db/schema/index.js';
import type { Logger } from './log.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Records the message in the outbox and hands it to the transport. Never throws for delivery failures. */
  send(message: MailMessage): Promise<void>;
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
      await transporter.sendMail({ from, to: m.to, subject: m.subject, text: m.text, html: m.html });
    },
  };
}

/** Offline default: the message stays readable in the outbox table and its text goes to the log. */
function logTransport(log: Logger): Transport {
  return {
    name: 'log',
    async deliver(m) {
      log.info({ mail: { to: m.to, subject: m.subject } }, `mail to ${m.to}: ${m.subject}\n${m.text}`);
    },
  };
}

export async function createMailer(opts: { db: Db; log: Logger; smtpUrl?: string; from: string }): Promise<Mailer> {
  const transport = opts.smtpUrl ? await smtpTransport(opts.smtpUrl, opts.from) : logTransport(opts.log);
  const { db, log } = opts;
  return {
    async send(message) {
      const [row] = await db
        .insert(outbox)
        .values({
          to_address: message.to,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html,
          transport: transport.name,
        })
        .returning({ id: outbox.id });
      try {
        await transport.deliver(message);
        await db
          .update(outbox)
          .set({ status: transport.name === 'log' ? 'logged' : 'sent', sent_at: new Date() })
          .where(eq(outbox.id, row!.id));
      } catch (err) {
        log.error({ err, outboxId: row!.id }, 'mail delivery failed');
        await db.update(outbox).set({ status: 'failed', error: String(err) }).where(eq(outbox.id, row!.id));
      }
    },
  };
}
