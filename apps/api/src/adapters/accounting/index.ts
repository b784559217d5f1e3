import type { Tx } from '../../db/client.js';
import type { InvoiceRow } from '../../db/schema/index.js';

/** Placeholder until the accounting adapters land. */
export interface Accounting {
  name: string;
  record(tx: Tx, invoice: InvoiceRow): Promise<void>;
}

export function accountingOf(_deps: unknown): Accounting {
  return { name: 'none', record: async () => undefined };
}
