import { formatPounds } from '@mp/domain';
import type { MailMessage } from '../../adapters/mail.js';
import type { InvoiceRow } from '../../db/schema/index.js';
import { DOCUMENT_TITLE, TEST_MODE_NOTICE, ukDate } from './format.js';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The subject names the document: 'Your Onbrief invoice INV-000001', 'Your Onbrief credit note CN-000001'. */
export const invoiceMailSubject = (invoice: Pick<InvoiceRow, 'kind' | 'number'>) =>
  `Your Onbrief ${invoice.kind === 'invoice' ? 'invoice' : 'credit note'} ${invoice.number}`;

/**
 * The document to one of the team's admins or its invoicing address, with its PDF attached (decision 0046). The
 * link is to Billing history, where a signed-in admin downloads it again: never a signed link, since the outbox
 * keeps every mail. A test-mode document's mail says first that it is not a VAT invoice.
 */
export function invoiceMail(
  to: string,
  doc: { invoice: InvoiceRow; credits: Pick<InvoiceRow, 'number'> | null },
  pdf: Buffer,
  billingHistoryUrl: string,
): MailMessage {
  const { invoice, credits } = doc;
  const title = invoice.test_mode ? 'test-mode invoice' : DOCUMENT_TITLE.invoice;
  const total = formatPounds(invoice.total_pence);
  const lines =
    invoice.kind === 'invoice'
      ? [
          `Thank you for your purchase. Your ${title} ${invoice.number} for ${total} is attached.`,
          invoice.due_at ? `Payment is due by ${ukDate(invoice.due_at)}.` : invoice.paid_at ? `It was paid by card on ${ukDate(invoice.paid_at)}.` : '',
        ]
      : [`Your credit note ${invoice.number} for ${total}${credits ? `, which credits invoice ${credits.number},` : ''} is attached.`];
  // A test-mode document says so first: the test gateway took no money, and it is no VAT invoice.
  if (invoice.test_mode) lines.unshift(`${TEST_MODE_NOTICE}. It was issued while payments go through the offline test gateway, which takes no money.`);
  const body = lines.filter(Boolean);
  const more = 'Your team admins can download every invoice from Billing history:';
  return {
    to,
    subject: invoiceMailSubject(invoice),
    text: `Hello,\n\n${body.join('\n')}\n\n${more}\n\n${billingHistoryUrl}\n`,
    html: `<p>Hello,</p>${body.map((l) => `<p>${escape(l)}</p>`).join('')}<p>${escape(more)} <a href="${escape(billingHistoryUrl)}">Billing history</a></p>`,
    // Billing history asks for a sign-in: nothing here opens anything by itself.
    secrets: [],
    attachments: [{ filename: `${invoice.number}.pdf`, content: pdf, contentType: 'application/pdf' }],
  };
}
