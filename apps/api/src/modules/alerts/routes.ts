import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { addressKey, attempt, type Limit } from '../../lib/limits.js';
import { askPage, badLinkPage, donePage, UNSUBSCRIBE_TEXT, type UnsubscribeTexts } from './page.js';
import { checkUnsubscribeToken, type UnsubscribePurpose } from './token.js';
import { findSubscriber, unsubscribeFromAlerts, type Subscriber } from './unsubscribe.js';

/**
 * The unsubscribe links of the mails a person may stop (decision 0040), one path a list:
 * - GET {path}?token=… asks, with a button; it changes nothing (mail scanners open links).
 * - POST {path}?token=… turns the list's switch off: the page's button, and the one-click POST of mail clients
 *   (RFC 8058: body `List-Unsubscribe=One-Click`, form-encoded or multipart; the token is in the query).
 * A bad token (another list's included) answers 400 and changes nothing; bad tokens from one address are limited.
 */
const BAD_TOKENS_PER_ADDRESS: Limit = { max: 30, window: 15 * 60 };

export interface UnsubscribeList {
  path: string;
  /** The token's purpose: a token signed for another list is a bad link here. */
  purpose: UnsubscribePurpose;
  texts: UnsubscribeTexts;
  /** The person of a valid token, if the account still exists. */
  find: (db: Db, userId: number) => Promise<Subscriber | null>;
  /** Turns the switch off; twice is the same as once. */
  turnOff: (db: Db, userId: number) => Promise<void>;
}

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

export async function registerUnsubscribeRoute(app: FastifyInstance, deps: Deps, list: UnsubscribeList) {
  const appUrl = deps.config.appUrl;

  async function subscriberOf(req: Req) {
    const userId = checkUnsubscribeToken(deps.config, list.purpose, req.query.token);
    const person = userId === null ? null : await list.find(deps.db, userId);
    return userId !== null && person ? { userId, person } : null;
  }

  /** 400, or 429 once an address has sent too many bad tokens (to any list); nothing changes. */
  async function badLink(req: Req, reply: FastifyReply) {
    try {
      await attempt(deps.db, `unsubscribe:${addressKey(req.ip)}`, BAD_TOKENS_PER_ADDRESS);
    } catch (err) {
      if (err instanceof AppError) return html(reply, 429, badLinkPage(list.texts));
      throw err;
    }
    return html(reply, 400, badLinkPage(list.texts));
  }

  await app.register(async (scope) => {
    // One-click bodies are form-encoded or multipart; only the query matters, so any small body is read and ignored.
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => done(null, body));

    scope.get(list.path, async (req: Req, reply) => {
      const found = await subscriberOf(req);
      if (!found) return badLink(req, reply);
      const { person } = found;
      if (!person.subscribed) return html(reply, 200, donePage(list.texts, { group: person.group, appUrl }));
      const action = `${list.path}?token=${encodeURIComponent(req.query.token!)}`;
      return html(reply, 200, askPage(list.texts, { email: person.email, action, group: person.group }));
    });

    scope.post(list.path, async (req: Req, reply) => {
      const found = await subscriberOf(req);
      if (!found) return badLink(req, reply);
      await list.turnOff(deps.db, found.userId);
      deps.log.info({ userId: found.userId, list: list.purpose }, 'unsubscribed');
      return html(reply, 200, donePage(list.texts, { group: found.person.group, appUrl }));
    });
  });
}

/** Job alerts' link (the saved posts' closing mail shares its switch). */
export async function registerAlertRoutes(app: FastifyInstance, deps: Deps) {
  await registerUnsubscribeRoute(app, deps, {
    path: '/api/alerts/unsubscribe', purpose: 'job-alerts', texts: UNSUBSCRIBE_TEXT, find: findSubscriber, turnOff: unsubscribeFromAlerts,
  });
}
