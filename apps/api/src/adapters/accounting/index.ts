import type { Config } from '../../config.js';
import type { Tx } from '../../db/client.js';
import { accountingRecords, type InvoiceRow } from '../../db/schema/index.js';

/**
 * The accounting port (decision 0046): every VAT invoice and credit note is recorded in the transaction that
 * issues it, so a document is never issued without its record, nor recorded without being issued. Recording
 * writes a row of `accounting_records`; an outside ledger (Xero) would be fed from those rows by a job after the
 * commit, never from inside the paying transaction.
 */
export interface Accounting {
  /** The provider written on each record ('ledger' for the offline default). */
  readonly name: string;
  record(tx: Tx, invoice: Pick<InvoiceRow, 'id'>): Promise<void>;
}

/** The offline default: the records stay in the database, for the console's list and its CSV export. */
export const ledgerAccounting: Accounting = {
  name: 'ledger',
  async record(tx, invoice) {
    await tx.insert(accountingRecords).values({ invoice_id: invoice.id, provider: 'ledger' });
  },
};

/**
 * The accounting provider of this configuration. Only the offline ledger exists; Xero (the spec's send_to_xero)
 * can follow as a second adapter that records with provider 'xero' and a job that pushes the new rows.
 */
export function createAccounting(_config: Pick<Config, 'NODE_ENV'>): Accounting {
  return ledgerAccounting;
}
