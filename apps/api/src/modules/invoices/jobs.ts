import { and, eq, inArray, isNull, lt, notExists, or } from 'drizzle-orm';
import { z } from 'zod';
import { enqueueEachTx, enqueueTx } from '../../adapters/jobs/outbox.js';
import { sendOrThrow } from '../../adapters/mail.js';
import type { Db, Tx } from '../../db/client.js';
import { invoiceMailings, invoices, users, userTeams } from '../../db/schema/index.js';
import { defineJob, type Deps } from '../../deps.js';
import { invoiceMail } from './mails.js';
import { renderInvoicePdf } from './pdf.js';
import { findDocument } from './service.js';

/**
 * Where a team's documents go: the company account and its guests with role admin (active, not deleted), and on
 * account also the invoicing email of the credit account. One address once, whatever its case.
 */
async function recipientsOf(deps: Deps, teamId: number, invoiceEmail: string | null | undefined): Promise<string[]> {
  const guestAdmins = deps.db.select({ id: userTeams.user_id }).from(userTeams).where(and(eq(userTeams.team_id, teamId), eq(userTeams.role, 'admin')));
  const admins = await deps.db
    .select({ email: users.email })
    .from(users)
    .where(and(or(eq(users.id, teamId), inArray(users.id, guestAdmins)), eq(users.status, 'ACTIVE'), isNull(users.deleted_at)))
    .orderBy(users.id);
  const seen = new Set<string>();
  return [...admins.map((a) => a.email), ...(invoiceEmail ? [invoiceEmail] : [])].filter((email) => {
    const key = email.trim().toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * One recipient's mail, with the PDF made afresh from the stored document. Its key is the document and the address,
 * so the mail goes once to each, however often a job for it runs.
 */
export const invoiceMailToJob = defineJob({
  name: 'mail.invoice',
  mail: 'other',
  payload: z.object({ invoiceId: z.number().int(), to: z.string().min(3).max(320) }),
  async run(deps, { invoiceId, to }) {
    const doc = await findDocument(deps.db, invoiceId);
    if (!doc) return;
    const pdf = await renderInvoicePdf(doc);
    const mail = invoiceMail(to, doc, pdf, `${deps.config.appUrl}/company/billing-history`);
    await sendOrThrow(deps.mailer, { ...mail, key: `invoice:${invoiceId}:${to.trim().toLowerCase()}` });
  },
});

/**
 * A document's mails: one per recipient, each its own job, so a failed delivery is retried for that address alone.
 * They are queued with the document's row in invoice_mailings, in one transaction, once: a second run (a retry, or the
 * sweep's job beside the issuing one) finds the row and queues nothing.
 */
export const invoiceMailJob = defineJob({
  name: 'billing.invoice-mail',
  payload: z.object({ invoiceId: z.number().int() }),
  async run(deps, { invoiceId }) {
    const doc = await findDocument(deps.db, invoiceId);
    if (!doc) return;
    const invoiceEmail = doc.invoice.method === 'account' ? doc.invoice.buyer.email : null;
    const recipients = await recipientsOf(deps, doc.invoice.team_id, invoiceEmail);
    await deps.db.transaction(async (tx) => {
      const [first] = await tx.insert(invoiceMailings).values({ invoice_id: invoiceId }).onConflictDoNothing().returning({ id: invoiceMailings.invoice_id });
      if (first) await enqueueEachTx(tx, invoiceMailToJob, recipients.map((to) => ({ invoiceId, to })));
    });
    deps.jobs.nudge();
  },
});

/**
 * Queues a document's mail in the transaction that issues it (a payment, an on-account purchase, a renewal, a
 * refund's credit note). Keyed by the document, as the sweep's is: queued twice, it is one job.
 */
export const queueInvoiceMailTx = (tx: Tx | Db, invoiceId: number) =>
  enqueueTx(tx, invoiceMailJob, { invoiceId }, { key: `invoice-mail:${invoiceId}` });

/** A document is left to its own transaction's job this long before the sweep looks at it. */
export const MAIL_SWEEP_AFTER_MS = 2 * 60_000;

/**
 * Queues the mail of every document issued over MAIL_SWEEP_AFTER_MS ago whose mails were never queued (no
 * invoice_mailings row): what a lost job would leave. Answers how many it queued.
 */
export async function sweepInvoiceMails(deps: Pick<Deps, 'db' | 'jobs'>, now = new Date()): Promise<number> {
  const unsent = await deps.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        lt(invoices.issued_at, new Date(now.getTime() - MAIL_SWEEP_AFTER_MS)),
        notExists(deps.db.select({ id: invoiceMailings.invoice_id }).from(invoiceMailings).where(eq(invoiceMailings.invoice_id, invoices.id))),
      ),
    )
    .orderBy(invoices.id)
    .limit(200);
  if (unsent.length === 0) return 0;
  await deps.db.transaction(async (tx) => {
    for (const { id } of unsent) await queueInvoiceMailTx(tx, id);
  });
  deps.jobs.nudge();
  return unsent.length;
}

export const invoiceMailSweepJob = defineJob({
  name: 'billing.invoice-mail-sweep',
  payload: z.object({}).strict() as z.ZodType<Record<string, never>>,
  retryLimit: 0,
  run: async (deps) => void (await sweepInvoiceMails(deps)),
});

export const INVOICE_JOBS = [invoiceMailJob, invoiceMailToJob, invoiceMailSweepJob];
export const INVOICE_SCHEDULES = [{ job: invoiceMailSweepJob, cron: '*/3 * * * *' }];
