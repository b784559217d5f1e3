import type { FastifyInstance } from 'fastify';
import { MSG } from '@mp/domain';
import type { Deps } from '../../deps.js';
import { requestPasswordReset, resetPassword } from './service.js';

/** The two reset calls answer {message} on success, {message, code, errors: {field: [message]}} on a refusal. */
const route = { config: { errorShape: { fieldLists: true } } };

/** A body that is not a JSON object has none of the fields: the answer names the missing ones in the spec's words. */
const fieldsOf = (body: unknown): object => (body && typeof body === 'object' && !Array.isArray(body) ? body : {});

export function registerAuthRoutes(app: FastifyInstance, deps: Deps) {
  const meta = (req: { ip: string; headers: Record<string, unknown> }) => ({
    ip: req.ip,
    userAgent: String(req.headers['user-agent'] ?? ''),
  });

  app.post('/api/forgot-password', route, async (req) => {
    await requestPasswordReset(deps, fieldsOf(req.body), meta(req));
    return { message: MSG.resetSent };
  });
  app.post('/api/reset-password', route, async (req) => {
    await resetPassword(deps, fieldsOf(req.body), meta(req));
    return { message: MSG.resetDone };
  });
}
