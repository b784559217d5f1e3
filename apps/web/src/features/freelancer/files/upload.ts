import { MSG } from '@mp/domain';
import { ApiError } from '../../../lib/api-error';
import { postForm } from '../../../app/upload';

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
  const body = await postForm<Partial<UploadedFile>>(`/api/files/${kind}`, form);
  if (typeof body.id !== 'number') throw new ApiError(MSG.somethingWrong, 'HTTP_200');
  return body as UploadedFile;
}
