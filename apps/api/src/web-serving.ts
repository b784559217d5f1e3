import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Files whose names carry a content hash (Vite's build output): never change, so cached for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html: always revalidated, so a deployment is seen on the next load (it names the new assets). */
export const NO_CACHE = 'no-cache';
/** Other files at the root (favicon, robots.txt, manifest): fixed names, so cached briefly. */
export const SHORT = 'public, max-age=3600';

/** Paths that are never a page of the app, so never answered with index.html. */
const NOT_A_PAGE = /^\/(api|graphql|redirect|healthz|assets)(\/|$|\?)/;

function cacheControlFor(dist: string, file: string): string {
  const relative = path.relative(dist, file).split(path.sep).join('/');
  if (relative.startsWith('assets/')) return IMMUTABLE;
  if (relative === 'index.html' || relative.startsWith('index.html.')) return NO_CACHE;
  return SHORT;
}

/**
 * Serves the built web app from `dist`: files as built (their brotli or gzip sibling when the build
 * wrote one and the client accepts it, vite.config.ts precompresses), hashed assets cached immutably,
 * and index.html, never cached stale, for every other GET so client routes work on reload.
 */
export async function serveWebApp(app: FastifyInstance, dist: string): Promise<void> {
  const hasBuild = fs.existsSync(path.join(dist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: dist,
      // Files are looked up per request, so a rebuild is served without a restart.
      wildcard: true,
      index: false,
      preCompressed: true,
      setHeaders: (reply, file) => void reply.header('cache-control', cacheControlFor(dist, file)),
    });
  }
  const sendIndex = (reply: FastifyReply) => reply.type('text/html').header('cache-control', NO_CACHE).sendFile('index.html');
  if (hasBuild) app.get('/', (_req, reply) => sendIndex(reply));
  app.setNotFoundHandler((req, reply) => {
    // API paths, and built files that no longer exist (a tab open across a rebuild), are real 404s.
    if (req.method === 'GET' && !NOT_A_PAGE.test(req.url) && hasBuild) return sendIndex(reply);
    return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' });
  });
}
