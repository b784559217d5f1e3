import type { APIRequestContext } from '@playwright/test';

/** Tiny documents for the private-file tests (decision 0030): a real PDF, a renamed executable, HTML named .pdf. */
export const FILES = {
  pdf: Buffer.from(
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n' +
      'trailer <</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  ),
  exe: Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.from('This program cannot be run in DOS mode.'), Buffer.alloc(200)]),
  html: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
};

export interface UploadAnswer {
  status: number;
  body: { id?: number; file_name?: string; name?: string; download_url?: string; message?: string; code?: string };
}

/** POST /api/files/{resumes|documents} as the API's clients send it (multipart: name, file). */
export async function uploadPrivate(
  request: APIRequestContext,
  kind: 'resumes' | 'documents',
  token: string | undefined,
  file: { name: string; buffer: Buffer; mimeType?: string },
  name?: string,
): Promise<UploadAnswer> {
  const response = await request.post(`/api/files/${kind}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    multipart: {
      ...(name !== undefined ? { name } : {}),
      file: { name: file.name, mimeType: file.mimeType ?? 'application/pdf', buffer: file.buffer },
    },
  });
  return { status: response.status(), body: (await response.json()) as UploadAnswer['body'] };
}

export const FILE_DOCS = {
  mine: '{ me { id resumes { id file_name active download_url } activeResume { id } documents { id name download_url } } }',
  activeResume: 'query($id: ID!) { user(id: $id) { id activeResume { id file_name download_url } } }',
  removeResume: 'mutation($id: ID!) { removeResume(id: $id) }',
  removeDocument: 'mutation($id: ID!) { removeDocument(id: $id) }',
};
