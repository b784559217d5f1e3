import { MSG } from '@mp/domain';
import { ApiError } from '../lib/api-error';
import { getToken } from './session/session-store';

/** The name the server gives the file (Content-Disposition), or `fallback`. */
function fileNameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

/**
 * A file the API serves to a signed-in person (GET with the bearer token), saved through a temporary link: a plain
 * link cannot carry the token, which lives in this page, not in a cookie. A refusal (rate limit, impersonation, not an
 * administrator) comes back as an ApiError with the server's words. Answers the file's name.
 */
export async function downloadWithToken(path: string, fallbackName: string): Promise<string> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(MSG.somethingWrong, 'NETWORK');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { message?: string; code?: string } | undefined;
    throw new ApiError(body?.message ?? MSG.somethingWrong, body?.code ?? `HTTP_${response.status}`);
  }
  const name = fileNameOf(response, fallbackName);
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
