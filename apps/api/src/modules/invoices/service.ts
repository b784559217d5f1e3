import type { Tx } from '../../db/client.js';
import type { InvoiceRow, PurchaseRow } from '../../db/schema/index.js';

/**
 * Issues the VAT invoice of a paid purchase in the paying transaction: the next number of the 'invoice' series (its
 * counter row locked), the supplier from the settings and the buyer as the team's billing details are now.
 */
export async function issueInvoice(_tx: Tx, _purchase: PurchaseRow, _opts: { method: 'card' | 'account'; now: Date }): Promise<InvoiceRow> {
  throw new Error('issueInvoice: not built yet');
}

/** Issues a credit note for the whole of an invoice (a refund), numbered in the 'credit_note' series. */
export async function issueCreditNote(_tx: Tx, _invoice: InvoiceRow, _opts: { now: Date; reason: string }): Promise<InvoiceRow> {
  throw new Error('issueCreditNote: not built yet');
}

/** Whether the supplier's name, address and VAT number are set (needed before a live charge). */
export async function supplierReady(_db: unknown): Promise<boolean> {
  return false;
}
