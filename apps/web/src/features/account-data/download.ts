import { MSG } from '@mp/domain';
import { ApiError } from '../../lib/api-error';
import { getToken } from '../../app/session/session-store';

/** The name the server gives the file (Content-Disposition), or a dated default. */
function fileNameOf(response: Response): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? `your-data-${new Date().toISOString().slice(0, 10)}.zip`;
}

/**
 * GET /api/account/export with the bearer token (decision 0035), then saves the ZIP through a
 * temporary link. A refusal (rate limit, impersonation) comes back as an ApiError with the server's words.
 */
export async function downloadYourData(): Promise<string> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch('/api/account/export', { headers: token ? { authorization: `Bearer ${token}` } : {} });
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
