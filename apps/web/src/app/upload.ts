import { MSG, type UploadPurpose } from '@mp/domain';
import { ApiError } from '../lib/api-error';
import { getToken } from './session/session-store';

/**
 * POST /api/uploads (multipart: file, purpose) with the bearer token; resolves to the stored image's address. The one
 * client of that route: the profile forms hand it to their image fields (ui/ImageUploadField), the console uses it too.
 */
export async function uploadImage(file: File, purpose: UploadPurpose): Promise<string> {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', file);
  const token = getToken();
  let response: Response;
  try {
    response = await fetch('/api/uploads', {
      method: 'POST',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body: form,
    });
  } catch {
    throw new ApiError(MSG.somethingWrong, 'NETWORK');
  }
  const body = (await response.json().catch(() => undefined)) as { url?: string; message?: string; code?: string } | undefined;
  if (!response.ok || !body?.url) throw new ApiError(body?.message ?? MSG.somethingWrong, body?.code ?? `HTTP_${response.status}`);
  return body.url;
}

/**
 * POST a multipart form to a private upload route with the bearer token; the JSON answer, or an ApiError with the
 * server's message, code and per-field messages (CVs and documents, message attachments).
 */
export async function postForm<T>(path: string, form: FormData): Promise<T> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {}, body: form });
  } catch {
    throw new ApiError(MSG.somethingWrong, 'NETWORK');
  }
  const body = (await response.json().catch(() => undefined)) as
    | (T & { message?: string; code?: string; errors?: Record<string, string> })
    | undefined;
  if (!response.ok || body === undefined) throw new ApiError(body?.message ?? MSG.somethingWrong, body?.code ?? `HTTP_${response.status}`, body?.errors);
  return body;
}
