import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UPLOAD_KEY_RE, UPLOAD_MAX_ANY, imageTooLargeMessage } from '@mp/domain';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { requireViewer } from '../../viewer/sessions.js';
import { isRecordedUpload, saveUpload, type UploadRequest } from './service.js';
import { getVariant, variantFormat, variantWidth } from './variants.js';

/** Reads the form: the `file` part (at most the largest limit plus a truncation flag) and `purpose`. */
async function readForm(req: FastifyRequest): Promise<UploadRequest> {
  const out: UploadRequest = { purpose: undefined };
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.fieldname === 'file') out.file = { bytes, truncated: part.file.truncated, filename: part.filename };
    } else if (part.fieldname === 'purpose') {
      out.purpose = String(part.value);
    }
  }
  return out;
}

export async function registerUploadRoutes(app: FastifyInstance, deps: Deps) {
  // Multipart parsing only where it is needed: elsewhere a multipart body stays a 415.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      // Reading stops at the largest limit (the part is then flagged truncated): no more is buffered.
      limits: { fileSize: UPLOAD_MAX_ANY, files: 1, fields: 4, fieldSize: 1000, parts: 6 },
      throwFileSizeLimit: false,
    });

    scope.post('/api/uploads', async (req, reply) => {
      const viewer = await requireViewer(deps.db, req.headers.authorization);
      if (!req.isMultipart()) throw new AppError('BAD_USER_INPUT', 'Please send the image as multipart/form-data.');
      // Far over every limit: refused before reading, rather than read to the end and dropped.
      if (Number(req.headers['content-length'] ?? 0) > 2 * UPLOAD_MAX_ANY) {
        throw new AppError('BAD_USER_INPUT', imageTooLargeMessage('logo'), { file: imageTooLargeMessage('logo') });
      }
      const saved = await saveUpload(deps, viewer, await readForm(req));
      return reply.status(201).send(saved);
    });
  });

  // `?w=` one of IMAGE_VARIANT_WIDTHS serves the image resized to that width (variants.ts); any other
  // value is ignored, so the number of copies per upload stays bounded. A resized copy is WebP for a browser whose
  // Accept names it (the page's <img> stays as it is), so its answer varies with Accept.
  app.get('/uploads/*', async (req, reply) => {
    const key = (req.params as { '*': string })['*'];
    const width = variantWidth((req.query as { w?: unknown }).w);
    const isUpload = (k: string) => isRecordedUpload(deps, k);
    const file = !UPLOAD_KEY_RE.test(key)
      ? null
      : width
        ? await getVariant(deps.storage, key, width, isUpload, variantFormat(req.headers.accept))
        : await deps.storage.get(key);
    if (width) reply.header('vary', 'accept');
    if (!file) return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' });
    reply
      .type(file.contentType)
      .header('x-content-type-options', 'nosniff')
      // Keys are random and never reused, so the bytes under one never change.
      .header('cache-control', 'public, max-age=31536000, immutable');
    if (file.size !== undefined) reply.header('content-length', file.size);
    return reply.send(file.body);
  });
}
