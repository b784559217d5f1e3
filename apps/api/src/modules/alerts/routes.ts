import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { addressKey, attempt, type Limit } from '../../lib/limits.js';
import { askPage, badLinkPage, donePage } from './page.js';
import { checkUnsubscribeToken } from './token.js';
import { findSubscriber, unsubscribeFromAlerts } from './unsubscribe.js';

/**
 * The unsubscribe link of job alerts (decision 0040):
 * - GET /api/alerts/unsubscribe?token=… asks, with a button; it changes nothing (mail scanners open links).
 * - POST /api/alerts/unsubscribe?token=… turns job alert emails off: the page's button, and the one-click POST
 *   of mail clients (RFC 8058: body `List-Unsubscribe=One-Click`, form-encoded or multipart; the token is in the query).
 * A bad token answers 400 and changes nothing; bad tokens from one address are limited.
 */
const BAD_TOKENS_PER_ADDRESS: Limit = { max: 30, window: 15 * 60 };
const PATH = '/api/alerts/unsubscribe';

type Req = FastifyRequest<{ Querystring: { token?: string } }>;

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    // The token is in the address: it must not leave in a Referer.
    .header('referrer-policy', 'no-referrer')
    .send(body);
}

export async function registerAlertRoutes(app: FastifyInstance, deps: Deps) {
  const appUrl = deps.config.appUrl;

  /** The person a valid token names, if the account still exists. */
  async function subscriberOf(req: Req) {
    const userId = checkUnsubscribeToken(deps.config, req.query.token);
    const person = userId === null ? null : await findSubscriber(deps.db, userId);
    return userId !== null && person ? { userId, person } : null;
  }

  /** 400, or 429 once an address has sent too many bad tokens; nothing changes. */
  async function badLink(req: Req, reply: FastifyReply) {
    try {
      await attempt(deps.db, `alerts-unsubscribe:${addressKey(req.ip)}`, BAD_TOKENS_PER_ADDRESS);
    } catch (err) {
      if (err instanceof AppError) return html(reply, 429, badLinkPage());
      throw err;
    }
    return html(reply, 400, badLinkPage());
  }

  await app.register(async (scope) => {
    // One-click bodies are form-encoded or multipart; only the query matters, so any small body is read and ignored.
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => done(null, body));

    scope.get(PATH, async (req: Req, reply) => {
      const found = await subscriberOf(req);
      if (!found) return badLink(req, reply);
      const { person } = found;
      if (!person.sendEmail) return html(reply, 200, donePage({ group: person.group, appUrl }));
      const action = `${PATH}?token=${encodeURIComponent(req.query.token!)}`;
      return html(reply, 200, askPage({ email: person.email, action, group: person.group, appUrl }));
    });

    scope.post(PATH, async (req: Req, reply) => {
      const found = await subscriberOf(req);
      if (!found) return badLink(req, reply);
      await unsubscribeFromAlerts(deps.db, found.userId);
      deps.log.info({ userId: found.userId }, 'job alerts: unsubscribed');
      return html(reply, 200, donePage({ group: found.person.group, appUrl }));
    });
  });
}
