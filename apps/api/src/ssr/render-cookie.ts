/**
 * The render cookie (decision 0036): a copy of the session's bearer token that the browser sends with a
 * page load, so the server can render a signed-in page. Only the HTML handler reads it (ssr/render.ts);
 * GraphQL and the REST routes take the bearer header alone (decision 0003), so the cookie opens no
 * cross-site request forgery.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '@mp/domain';
import { accessTokens } from '../db/schema/index.js';
import type { Deps } from '../deps.js';
import { authenticate } from '../viewer/sessions.js';

export const RENDER_COOKIE = 'ob_render';
/**
 * Beside it, readable by the page's script (no secret in it: "1"): tells the browser a render cookie is
 * set, so a page without a stored session clears it (main.tsx) and one with a session sets it only when
 * it is missing.
 */
export const RENDER_COOKIE_FLAG = 'ob_render_on';
export const RENDER_COOKIE_ROUTE = '/api/session/render-cookie';

/** The bearer token of an Authorization header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

const cookieOptions = (req: FastifyRequest) =>
  ({ path: '/', httpOnly: true, sameSite: 'lax', secure: req.protocol === 'https' }) as const;

/** Clears the render cookie on this answer (sign-out, or a token that is no longer a session). */
export function clearRenderCookie(req: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(RENDER_COOKIE, cookieOptions(req));
  reply.clearCookie(RENDER_COOKIE_FLAG, { ...cookieOptions(req), httpOnly: false });
}

export function registerRenderCookieRoutes(app: FastifyInstance, deps: Deps): void {
  // Sets the cookie to the bearer token of a live session, for as long as the token lives.
  app.post(RENDER_COOKIE_ROUTE, async (req, reply) => {
    const token = bearerToken(req.headers.authorization);
    const viewer = token ? await authenticate(deps.db, token) : null;
    if (!token || !viewer) return reply.status(401).send({ message: MSG.loggedOut, code: 'UNAUTHENTICATED' });
    const [row] = await deps.db.select({ expires: accessTokens.expires_at }).from(accessTokens).where(eq(accessTokens.id, viewer.tokenId));
    const maxAge = Math.max(0, Math.floor(((row?.expires.getTime() ?? Date.now()) - Date.now()) / 1000));
    reply.header('cache-control', 'no-store');
    reply.setCookie(RENDER_COOKIE, token, { ...cookieOptions(req), maxAge });
    reply.setCookie(RENDER_COOKIE_FLAG, '1', { ...cookieOptions(req), httpOnly: false, maxAge });
    return reply.status(204).send();
  });
  // Clears it: signing out (no credential needed to forget one).
  app.delete(RENDER_COOKIE_ROUTE, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    clearRenderCookie(req, reply);
    return reply.status(204).send();
  });
}
