import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { requireViewer } from '../../viewer/sessions.js';
import { exportAccountData } from './export.js';

/**
 * GET /api/account/export (decision 0035): the signed-in person's data as a ZIP download, authorised by
 * the bearer session like the private-file uploads (modules/files/routes.ts). Never cached, never sniffed.
 */
export function registerAccountDataRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/api/account/export', async (req, reply) => {
    reply.header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff');
    const viewer = await requireViewer(deps.db, req.headers.authorization);
    const { fileName, bytes } = await exportAccountData(deps, viewer);
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('content-length', bytes.length)
      .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length));
  });
}
