import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DOCUMENT_TYPES, PRIVATE_FILE_MAX_BYTES, fileTooLargeMessage, type PrivateFileKind } from '@mp/domain';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { requireViewer } from '../../viewer/sessions.js';
import { KIND_OF_PATH, mintDownloadUrl } from './links.js';
import { openDownload, savePrivateFile, type IncomingFile, type PrivateFileRow } from './service.js';

/** Room for the multipart framing and the name field around the file. */
const FORM_OVERHEAD = 64 * 1024;

/** Reads the form: `name` (documents) and the `file` part, reading at most the kind's limit. */
async function readForm(req: FastifyRequest, kind: PrivateFileKind): Promise<{ file?: IncomingFile; name?: string }> {
  const out: { file?: IncomingFile; name?: string } = {};
  for await (const part of req.parts({ limits: { fileSize: PRIVATE_FILE_MAX_BYTES[kind] } })) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.fieldname === 'file') out.file = { bytes, truncated: part.file.truncated, filename: part.filename };
    } else if (part.fieldname === 'name') {
      out.name = String(part.value);
    }
  }
  return out;
}

/** What an upload answers: the row as the owner sees it, with a fresh download link for them. */
export function fileAnswer(deps: Deps, row: PrivateFileRow, readerId: number) {
  return {
    id: row.id,
    kind: row.kind,
    file_name: row.file_name,
    ...(row.kind === 'document' ? { name: row.name } : {}),
    size: row.size,
    content_type: row.content_type,
    created_at: row.created_at.toISOString(),
    download_url: mintDownloadUrl(deps.config, row, readerId),
  };
}

/** RFC 6266: an ASCII fallback and the UTF-8 name. */
export function contentDisposition(fileName: string, ext: string): string {
  const name = fileName.toLowerCase().endsWith(`.${ext}`) ? fileName : `${fileName}.${ext}`;
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const EXTENSION_OF_TYPE = Object.fromEntries(Object.entries(DOCUMENT_TYPES).map(([ext, type]) => [type, ext])) as Record<string, string>;

/**
 * Private files (decision 0030): POST /api/files/resumes and /api/files/documents (multipart, signed-in
 * freelancer), and GET /api/files/{resumes|documents}/{id}/download with a signed link (links.ts).
 * Removal and lists are GraphQL (schema.ts).
 */
export async function registerFileRoutes(app: FastifyInstance, deps: Deps) {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      // Reading stops at the limit (the part is then flagged truncated): no more is buffered.
      limits: { fileSize: PRIVATE_FILE_MAX_BYTES.resume, files: 1, fields: 2, fieldSize: 1000, parts: 3 },
      throwFileSizeLimit: false,
    });

    for (const [path, kind] of Object.entries(KIND_OF_PATH)) {
      scope.post(`/api/files/${path}`, async (req, reply) => {
        const viewer = await requireViewer(deps.db, req.headers.authorization);
        if (!req.isMultipart()) throw new AppError('BAD_USER_INPUT', 'Please send the file as multipart/form-data.');
        // Over the limit by its declared length: refused before reading any of it.
        if (Number(req.headers['content-length'] ?? 0) > PRIVATE_FILE_MAX_BYTES[kind] + FORM_OVERHEAD) {
          const message = fileTooLargeMessage(kind);
          reply.header('connection', 'close');
          throw new AppError('BAD_USER_INPUT', message, { file: message });
        }
        const row = await savePrivateFile(deps, viewer, kind, await readForm(req, kind));
        return reply.status(201).send(fileAnswer(deps, row, viewer.user.id));
      });

      app.get(`/api/files/${path}/:id/download`, async (req, reply) => {
        const { id } = req.params as { id: string };
        const q = req.query as Record<string, unknown>;
        const result = await openDownload(deps, kind, { id, reader: q.reader, expires: q.expires, sig: q.sig });
        reply.header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff');
        if (!result.ok) return reply.status(result.status).send({ message: result.message, code: result.code });
        const { file, row } = result;
        reply
          // The type sniffed at upload (a document type, never text/html), not what the store says.
          .type(row.content_type)
          .header('content-disposition', contentDisposition(row.file_name, EXTENSION_OF_TYPE[row.content_type] ?? 'bin'))
          .header('content-security-policy', "default-src 'none'; sandbox");
        if (file.size !== undefined) reply.header('content-length', file.size);
        return reply.send(file.body);
      });
    }
  });
}
