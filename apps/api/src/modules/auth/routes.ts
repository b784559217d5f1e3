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

export function registerAuthRoutes(app: FastifyInstance, deps: Deps) {
  const meta = (req: { ip: string; headers: Record<string, unknown> }) => ({
    ip: req.ip,
    userAgent: String(req.headers['user-agent'] ?? ''),
  });

  app.post('/api/forgot-password', (req, reply) =>
    answer(reply, () => requestPasswordReset(deps, req.body ?? {}, meta(req)), MSG.resetSent),
  );
  app.post('/api/reset-password', (req, reply) =>
    answer(reply, () => resetPassword(deps, req.body ?? {}, meta(req)), MSG.resetDone),
  );
}
