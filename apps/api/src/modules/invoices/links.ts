import type { Config } from '../../config.js';

/** Placeholder until the invoice work lands. */
export function mintInvoiceUrl(_config: Pick<Config, 'APP_SECRET'>, _target: { teamId: number; invoiceId: number }, _readerId: number, _now?: number): string {
  throw new Error('mintInvoiceUrl: not built yet');
}
