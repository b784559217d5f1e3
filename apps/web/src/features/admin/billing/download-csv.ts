import { MSG } from '@mp/domain';
import { getToken } from '../../../app/session/session-store';
import { ApiError } from '../../../lib/api-error';

/** GET /api/admin/accounting.csv (decision 0046): for administrators, with the bearer token like the account export. */
export const ACCOUNTING_CSV_PATH = '/api/admin/accounting.csv';

/** The name the server gives the file (Content-Disposition), or a dated default. */
function fileNameOf(response: Response): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? `accounting-${new Date().toISOString().slice(0, 10)}.csv`;
}

/**
 * The accounting records as CSV, saved through a temporary link. A plain link cannot carry the bearer token (the
 * console's session lives in this page, not in a cookie), so the file is fetched and handed to the browser, as
 * 'Your data' does (decision 0035). A refusal comes back as an ApiError with the server's words.
 */
export async function downloadAccountingCsv(): Promise<string> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(ACCOUNTING_CSV_PATH, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(MSG.somethingWrong, 'NETWORK');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { message?: string; code?: string } | undefined;
    throw new ApiError(body?.message ?? MSG.somethingWrong, body?.code ?? `HTTP_${response.status}`);
  }
  const name = fileNameOf(response);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the address is revoked.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return name;
}
