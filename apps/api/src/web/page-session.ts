import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Deps } from '../deps.js';
import { bearerToken, requireViewer, TOKEN_LIFETIME_DAYS } from '../viewer/sessions.js';

/**
 * The page session: the signed-in person's token in an HttpOnly cookie, so the server can render their pages (the
 * company dashboard) with their data. The bearer header stays the only credential of /graphql and the REST routes;
 * only the page renderer reads this cookie, and its loaders only read. So the cookie opens no cross-site request
 * forgery: a page rendered for a cross-site navigation goes to the person's own browser, which no other site reads.
 */
export const PAGE_SESSION_COOKIE = 'onbrief_page_session';
/** Readable, no secret: whose page session is set (a user id), so the browser's script sets or clears one on load to match its own. */
export const PAGE_SESSION_FLAG = 'onbrief_page_session_on';

const TOKEN = /^[\w-]{20,200}$/;

/** The token a page request's cookie carries, if any (well-formed; whether it is live is the API's to say). */
export function pageSessionToken(cookies: Record<string, string | undefined>): string | undefined {
  const token = cookies[PAGE_SESSION_COOKIE];
  return token && TOKEN.test(token) ? token : undefined;
}

/**
 * POST /api/session/page-cookie with the bearer header sets the cookie to that (live) session; DELETE forgets it
 * (no credential needed to forget). The browser calls them as it signs in and out (apps/web app/session).
 */
export function registerPageSessionRoutes(app: FastifyInstance, deps: Deps) {
  const secure = deps.config.appUrl.startsWith('https:');
  const set = (reply: FastifyReply, name: string, value: string, httpOnly: boolean, maxAge: number) =>
    reply.setCookie(name, value, { path: '/', httpOnly, sameSite: 'lax', secure, maxAge });

  app.post('/api/session/page-cookie', async (req, reply) => {
    const viewer = await requireViewer(deps.db, req.headers.authorization);
    const token = bearerToken(req.headers.authorization)!;
    const maxAge = TOKEN_LIFETIME_DAYS * 86_400;
    set(reply, PAGE_SESSION_COOKIE, token, true, maxAge);
    set(reply, PAGE_SESSION_FLAG, String(viewer.user.id), false, maxAge);
    return reply.header('cache-control', 'no-store').status(204).send();
  });

  app.delete('/api/session/page-cookie', async (_req, reply) => {
    set(reply, PAGE_SESSION_COOKIE, '', true, 0);
    set(reply, PAGE_SESSION_FLAG, '', false, 0);
    return reply.header('cache-control', 'no-store').status(204).send();
  });
}
