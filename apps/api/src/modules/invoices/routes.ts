import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { requireViewer } from '../../viewer/sessions.js';
import { holdsConsole } from '../../viewer/viewer.js';
import { exportAccountingCsv } from './accounting-export.js';
import { checkInvoiceLink } from './links.js';
import { renderInvoicePdf } from './pdf.js';
import { canReadInvoice, findInvoiceReader } from './policy.js';
import { findTeamDocument } from './service.js';

export const INVOICE_MSG = {
  notFound: 'Could not find this invoice',
  linkExpired: 'This invoice link has expired. Please open Billing history again.',
} as const;

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff');

/**
 * Invoices over REST (decision 0046):
 * - GET /api/user/{teamId}/invoice/{invoiceId}?reader&expires&sig (inventory C-R5, C-Q14): the PDF through a
 *   signed 5-minute link (links.ts), opened in a new tab. The reader's right is checked again on every download;
 *   a bad signature, a wrong team, an unknown invoice or a reader who may not read it: 404; an expired link: 410.
 * - GET /api/admin/accounting.csv[?unexported=true]: the accounting records as CSV, for platform administrators
 *   (bearer token, like the account export); each row's first export is kept.
 */
export function registerInvoiceRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/api/user/:teamId/invoice/:invoiceId', async (req, reply) => {
    noStore(reply);
    const { teamId, invoiceId } = req.params as { teamId: string; invoiceId: string };
    const q = req.query as Record<string, unknown>;
    const notFound = () => reply.status(404).send({ message: INVOICE_MSG.notFound, code: 'NOT_FOUND' });
    const link = checkInvoiceLink(deps.config, { teamId, invoiceId, reader: q.reader, expires: q.expires, sig: q.sig });
    if (!link.ok) return link.reason === 'expired' ? reply.status(410).send({ message: INVOICE_MSG.linkExpired, code: 'GONE' }) : notFound();
    const { claims } = link;
    const reader = await findInvoiceReader(deps.db, claims.reader);
    if (!reader || !canReadInvoice(reader, claims.teamId)) return notFound();
    const doc = await findTeamDocument(deps.db, claims.teamId, claims.invoiceId);
    if (!doc) return notFound();
    const pdf = await renderInvoicePdf(doc);
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${doc.invoice.number}.pdf"`)
      .header('content-length', pdf.length)
      .send(pdf);
  });

  app.get('/api/admin/accounting.csv', async (req, reply) => {
    noStore(reply);
    const viewer = await requireViewer(deps.db, req.headers.authorization);
    if (!holdsConsole(viewer)) throw AppError.forbidden();
    const unexported = (req.query as Record<string, unknown>).unexported === 'true';
    const { csv } = await exportAccountingCsv(deps.db, { id: viewer.user.id, ip: req.ip }, { unexported });
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="accounting${unexported ? '-new' : ''}.csv"`)
      .send(csv);
  });
}
