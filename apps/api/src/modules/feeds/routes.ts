import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseBoardQuery } from '@mp/domain';
import type { Deps } from '../../deps.js';
import { ATOM_PATH, atomFeed, boardFeedPosts } from './atom.js';
import { JOBS_XML_PATH, jobsXml, lastPostChange } from './jobs-xml.js';

/** A search's feed: feed readers poll hourly at most; a shared cache (and this process) keeps one render 5 minutes. */
export const ATOM_CACHE = 'public, max-age=300, s-maxage=300';
/** The aggregators' feed: they fetch it a few times a day. */
export const JOBS_XML_CACHE = 'public, max-age=3600, s-maxage=3600';

const ATOM_TYPE = 'application/atom+xml; charset=utf-8';

const notModified = (req: FastifyRequest, etag: string | null, lastModified: Date | null) => {
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch !== undefined) return etag !== null && ifNoneMatch.split(',').some((tag) => tag.trim() === etag);
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  return lastModified !== null && Number.isFinite(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
};

function sendKept(req: FastifyRequest, reply: FastifyReply, body: string, headers: Iterable<[string, string]>) {
  for (const [name, value] of headers) reply.header(name, value);
  const etag = reply.getHeader('etag');
  if (typeof etag === 'string' && notModified(req, etag, null)) return reply.status(304).send();
  return reply.send(body);
}

/** What the feeds need of the app's shared page cache (web/page-cache.ts, handed in by the composition root). */
export interface SharedCache {
  get(url: string, requestHeaders: Headers, nonce: string, render: () => Promise<Response>): Promise<{ html: string; headers: [string, string][] } | Response>;
}

/**
 * The feeds (decision 0058): an Atom feed of any board search, and every open post for job aggregators. `cache` keeps a
 * response its Cache-Control lets a shared cache keep (s-maxage), shared by the requests for the same address.
 */
export function registerFeedRoutes(app: FastifyInstance, deps: Deps, cache: SharedCache) {
  const { appUrl } = deps.config;

  // The same query string as the board's; one render per normalised search serves every reader for 5 minutes.
  app.get(ATOM_PATH, async (req, reply) => {
    const url = new URL(req.url, appUrl);
    const render = async () => {
      const query = parseBoardQuery(url.searchParams);
      const body = atomFeed(appUrl, query, await boardFeedPosts(deps.db, query));
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      return new Response(body, { headers: { 'content-type': ATOM_TYPE, 'cache-control': ATOM_CACHE, etag } });
    };
    const kept = await cache.get(`${ATOM_PATH}${url.search}`, new Headers(), '', render);
    if (kept instanceof Response) return sendKept(req, reply, await kept.text(), kept.headers);
    return sendKept(req, reply, kept.html, kept.headers);
  });

  // Written as it is read from the database. Last-Modified: the last change of any post, and at least today's start
  // (the posts' validThrough dates move by day), so a reader that has today's feed is told 304.
  app.get(JOBS_XML_PATH, async (req, reply) => {
    const changed = await lastPostChange(deps.db);
    const today = new Date(new Date().toISOString().slice(0, 10));
    const lastModified = changed && changed > today ? changed : today;
    reply.header('cache-control', JOBS_XML_CACHE).header('last-modified', lastModified.toUTCString());
    if (notModified(req, null, lastModified)) return reply.status(304).send();
    reply.type('application/xml; charset=utf-8');
    const stream = Readable.from(jobsXml(deps.db, appUrl));
    stream.on('error', (err) => deps.reporter.capture(err, { url: JOBS_XML_PATH }));
    return reply.send(stream);
  });
}
