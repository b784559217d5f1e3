import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import type { GraphQLMeta } from '../../graphql/context.js';
import { newSecret } from '../../lib/secrets.js';

import { CSRF_COOKIE, CSRF_HEADER } from '../../graphql/context.js';

export { CSRF_COOKIE, CSRF_HEADER };
export const CSRF_MESSAGE = 'The request could not be verified. Please reload the page and try again.';

const TOKEN_RE = /^[\w-]{32,100}$/;

/**
 * GET /api/csrf: the double-submit pair for operations that run without a session (opening an
 * impersonation link). The cookie is SameSite=Strict and HttpOnly, so another site can neither send nor
 * read it; the page sends the returned token back as the X-CSRF-Token header. An existing cookie is
 * kept, so two tabs (or two calls) do not invalidate each other.
 */
export function registerCsrfRoute(app: FastifyInstance, deps: Deps) {
  app.get('/api/csrf', async (req, reply) => {
    const existing = req.cookies[CSRF_COOKIE];
    const token = existing && TOKEN_RE.test(existing) ? existing : newSecret();
    reply.setCookie(CSRF_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'strict',
      secure: deps.config.appUrl.startsWith('https:'),
    });
    return reply.header('cache-control', 'no-store').send({ token });
  });
}

/** Refuses unless the header equals the cookie (compared in constant time). */
export function requireCsrf(meta: GraphQLMeta): void {
  const { cookie, header } = meta.csrf ?? {};
  const ok =
    !!cookie && !!header && TOKEN_RE.test(cookie) && TOKEN_RE.test(header) && cookie.length === header.length &&
    timingSafeEqual(Buffer.from(cookie), Buffer.from(header));
  if (!ok) throw new AppError('FORBIDDEN', CSRF_MESSAGE);
}
