import { downloadWithToken } from '../../../app/download';

/** GET /api/admin/accounting.csv: for administrators, with the bearer token like the account export. */
export const ACCOUNTING_CSV_PATH = '/api/admin/accounting.csv';

/** The accounting records as CSV, saved under the server's name (a refusal: an ApiError with its words). */
export const downloadAccountingCsv = (): Promise<string> =>
  downloadWithToken(ACCOUNTING_CSV_PATH, `accounting-${new Date().toISOString().slice(0, 10)}.csv`);
