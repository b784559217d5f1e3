import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { z } from 'zod';
import { sendOrThrow } from '../../adapters/mail.js';
import { users, userTeams } from '../../db/schema/index.js';
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

/** One recipient's mail, with the PDF made afresh from the stored document. */
export const invoiceMailToJob = defineJob({
  name: 'mail.invoice',
  mail: 'other',
  payload: z.object({ invoiceId: z.number().int(), to: z.string().min(3).max(320) }),
  async run(deps, { invoiceId, to }) {
    const doc = await findDocument(deps.db, invoiceId);
    if (!doc) return;
    const pdf = await renderInvoicePdf(doc);
    await sendOrThrow(deps.mailer, invoiceMail(to, doc, pdf, `${deps.config.appUrl}/company/billing-history`));
  },
});

/**
 * After the commit that issued a document (a payment, an on-account purchase, a renewal, a refund's credit note):
 * one mail per recipient, each its own job, so a failed delivery is retried for that address alone. The lead's
 * purchase code enqueues it with `deps.jobs.enqueue(invoiceMailJob, { invoiceId })`.
 */
export const invoiceMailJob = defineJob({
  name: 'billing.invoice-mail',
  payload: z.object({ invoiceId: z.number().int() }),
  async run(deps, { invoiceId }) {
    const doc = await findDocument(deps.db, invoiceId);
    if (!doc) return;
    const invoiceEmail = doc.invoice.method === 'account' ? doc.invoice.buyer.email : null;
    for (const to of await recipientsOf(deps, doc.invoice.team_id, invoiceEmail)) await deps.jobs.enqueue(invoiceMailToJob, { invoiceId, to });
  },
});

export const INVOICE_JOBS = [invoiceMailJob, invoiceMailToJob];
