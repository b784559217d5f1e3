import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MSG, ATTACHMENT_TYPES } from '@mp/domain';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { parseId } from '../../graphql/ids.js';
import { requireViewer } from '../../viewer/sessions.js';
import { contentDisposition } from '../files/routes.js';
import type { IncomingFile } from '../files/service.js';
import { openAttachment, saveAttachment } from './attachments.js';

/** Room for the multipart framing around the file. */
const FORM_OVERHEAD = 64 * 1024;
const EXTENSION_OF_TYPE = Object.fromEntries(Object.entries(ATTACHMENT_TYPES).map(([ext, type]) => [type, ext])) as Record<string, string>;

/**
 * Message attachments (decision 0060): POST /api/messages/{applicationId}/attachments (multipart `file`, a side of
 * the thread), answering the unsent file to send with a message; GET /api/messages/attachments/{id}/download with
 * a signed link.
 */
export async function registerConversationRoutes(app: FastifyInstance, deps: Deps) {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1, fields: 0, parts: 1 },
      throwFileSizeLimit: false,
    });
    scope.post('/api/messages/:applicationId/attachments', async (req, reply) => {
      const viewer = await requireViewer(deps.db, req.headers.authorization);
      const applicationId = parseId((req.params as { applicationId: string }).applicationId, 'application id');
      if (!req.isMultipart()) throw new AppError('BAD_USER_INPUT', 'Please send the file as multipart/form-data.');
      // Over the limit by its declared length: refused before reading any of it.
      if (Number(req.headers['content-length'] ?? 0) > ATTACHMENT_MAX_BYTES + FORM_OVERHEAD) {
        reply.header('connection', 'close');
        throw new AppError('BAD_USER_INPUT', ATTACHMENT_MSG.tooLarge, { file: ATTACHMENT_MSG.tooLarge });
      }
      let file: IncomingFile | undefined;
      for await (const part of req.parts({ limits: { fileSize: ATTACHMENT_MAX_BYTES } })) {
        if (part.type === 'file' && part.fieldname === 'file') file = { bytes: await part.toBuffer(), truncated: part.file.truncated, filename: part.filename };
      }
      return reply.status(201).send(await saveAttachment(deps, viewer, applicationId, file));
    });
  });

  app.get('/api/messages/attachments/:id/download', async (req, reply) => {
    const { id } = req.params as { id: string };
    const q = req.query as Record<string, unknown>;
    const result = await openAttachment(deps, { id, reader: q.reader, expires: q.expires, sig: q.sig });
    reply.header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff');
    if (!result.ok) return reply.status(result.status).send({ message: result.message });
    const { file, row } = result;
    reply
      // The type sniffed at upload, never text/html; always a download, in a sandbox if opened.
      .type(row.content_type)
      .header('content-disposition', contentDisposition(row.file_name, EXTENSION_OF_TYPE[row.content_type] ?? 'bin'))
      .header('content-security-policy', "default-src 'none'; sandbox");
    if (file.size !== undefined) reply.header('content-length', file.size);
    return reply.send(file.body);
  });
}
