import type { FastifyInstance, FastifyReply } from 'fastify';
import { MSG } from '@mp/domain';
import type { Deps } from '../../deps.js';
import { AppError, HTTP_STATUS } from '../../errors.js';
import { requestPasswordReset, resetPassword } from './service.js';

/** REST answers for the two reset calls: {message} on success, {message, errors} on a 422. */
async function answer(reply: FastifyReply, work: () => Promise<void>, success: string) {
  try {
    await work();
    return reply.send({ message: success });
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    const errors = err.fields
      ? Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [k, [v]]))
      : undefined;
    return reply.status(HTTP_STATUS[err.code]).send({ message: err.message, code: err.code, errors });
  }
}

/** A body that is not a JSON object has none of the fields: the answer names the missing ones in the spec's words. */
const fieldsOf = (body: unknown): object => (body && typeof body === 'object' && !Array.isArray(body) ? body : {});

export function registerAuthRoutes(app: FastifyInstance, deps: Deps) {
  const meta = (req: { ip: string; headers: Record<string, unknown> }) => ({
    ip: req.ip,
    userAgent: String(req.headers['user-agent'] ?? ''),
  });

  app.post('/api/forgot-password', (req, reply) =>
    answer(reply, () => requestPasswordReset(deps, fieldsOf(req.body), meta(req)), MSG.resetSent),
  );
  app.post('/api/reset-password', (req, reply) =>
    answer(reply, () => resetPassword(deps, fieldsOf(req.body), meta(req)), MSG.resetDone),
  );
}
