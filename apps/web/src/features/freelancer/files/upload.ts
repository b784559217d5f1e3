import { MSG } from '@mp/domain';
import { ApiError } from '../../../lib/api-error';
import { getToken } from '../../../app/session/session-store';

export interface UploadedFile {
  id: number;
  file_name: string;
  name?: string;
  size: number;
}

/**
 * POST /api/files/resumes or /api/files/documents (multipart: name first, then file) with the bearer token.
 * A refusal comes back as an ApiError with the server's message (and its field in `fields`).
 */
export async function uploadPrivateFile(kind: 'resumes' | 'documents', file: File, name?: string): Promise<UploadedFile> {
  const form = new FormData();
  if (name !== undefined) form.append('name', name);
  form.append('file', file);
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(`/api/files/${kind}`, {
      method: 'POST',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body: form,
    });
  } catch {
    throw new ApiError(MSG.somethingWrong, 'NETWORK');
  }
  const body = (await response.json().catch(() => undefined)) as
    | (Partial<UploadedFile> & { message?: string; code?: string; errors?: Record<string, string> })
    | undefined;
  if (!response.ok || typeof body?.id !== 'number') {
    throw new ApiError(body?.message ?? MSG.somethingWrong, body?.code ?? `HTTP_${response.status}`, body?.errors);
  }
  return body as UploadedFile;
}
