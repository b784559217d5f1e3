import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { PageRenderer } from './ssr/render.js';
import { routeTableOf } from './ssr/route-table.js';

/** Files whose names carry a content hash (Vite's build output): never change, so cached for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** HTML (index.html, the pre-rendered pages): always revalidated, so a deployment is seen on the next load (it names the new assets). */
export const NO_CACHE = 'no-cache';
/** Other files at the root (favicon, robots.txt, manifest): fixed names, so cached briefly. */
export const SHORT = 'public, max-age=3600';

/** Paths that are never a page of the app, so never answered with index.html. */
const NOT_A_PAGE = /^\/(api|graphql|redirect|healthz|assets)(\/|$|\?)/;

/** The build's server entry (ssr/render.ts) is for the server only, never sent. */
const SERVER_ONLY = /^\/\.server(\/|$)/;

/**
 * The pre-rendered pages' index (apps/web/scripts/prerender.mjs): the path of each page (and of its
 * aliases) → its HTML file, relative to the build.
 */
const PRERENDERED_ROUTES = 'prerendered/routes.json';

function cacheControlFor(dist: string, file: string): string {
  const relative = path.relative(dist, file).split(path.sep).join('/');
  if (relative.startsWith('assets/')) return IMMUTABLE;
  if (/\.html(\.(br|gz))?$/.test(relative)) return NO_CACHE;
  return SHORT;
}

/** The path a request names, as the pre-rendered index lists it: no query, no trailing slash. */
export function pagePath(url: string): string {
  const pathname = url.split(/[?#]/, 1)[0] ?? '/';
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/**
 * Reads the pre-rendered index of the build, again whenever the file changes (a rebuild is served
 * without a restart). Without one (an older build), nothing is pre-rendered.
 */
function prerenderedIndex(dist: string): () => Promise<Record<string, string>> {
  const file = path.join(dist, PRERENDERED_ROUTES);
  let cached: { mtimeMs: number; routes: Record<string, string> } | undefined;
  return async () => {
    const stat = await fs.promises.stat(file).catch(() => undefined);
    if (!stat) return {};
    if (cached?.mtimeMs !== stat.mtimeMs) {
      const routes = JSON.parse(await fs.promises.readFile(file, 'utf8')) as Record<string, string>;
      cached = { mtimeMs: stat.mtimeMs, routes };
    }
    return cached.routes;
  };
}

/**
 * Serves the built web app from `dist`: files as built (their brotli or gzip sibling when the build
 * wrote one and the client accepts it, vite.config.ts precompresses), hashed assets cached immutably,
 * the pre-rendered HTML of the visitors' entry pages for their paths (decision 0021), and index.html,
 * never cached stale, for every other GET so client routes work on reload: with status 200 for the addresses
 * of the app's route table and 404 for the rest (ssr/route-table.ts).
 */
export async function serveWebApp(app: FastifyInstance, dist: string, { renderPage }: { renderPage?: PageRenderer } = {}): Promise<void> {
  const hasBuild = fs.existsSync(path.join(dist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: dist,
      // Files are looked up per request, so a rebuild is served without a restart.
      wildcard: true,
      index: false,
      preCompressed: true,
      allowedPath: (pathname) => !SERVER_ONLY.test(pathname),
      setHeaders: (reply, file) => void reply.header('cache-control', cacheControlFor(dist, file)),
    });
  }
  const prerendered = prerenderedIndex(dist);
  const routeTable = routeTableOf(dist);
  const sendPage = async (req: FastifyRequest, reply: FastifyReply) => {
    const file = (await prerendered())[pagePath(req.url)];
    // An address no route of the app shows a page for is a 404, with the app (its 'Page Not Found!' page) as
    // the body, rendered or not (issue 23). Without the build's route table (an older build), every address is a page.
    const table = file ? undefined : await routeTable();
    if (table && !table.isPage(pagePath(req.url))) reply.code(404);
    // A listed file missing (a build under way) falls back to the shell, which renders the same page.
    const html = file && fs.existsSync(path.join(dist, file)) ? file : 'index.html';
    // A signed-in page, rendered for the render cookie's session (decision 0036); '/' only redirects.
    if (html === 'index.html' && renderPage && pagePath(req.url) !== '/') {
      if (await renderPage.signedIn(req, reply)) return reply;
    }
    return reply.type('text/html').header('cache-control', NO_CACHE).sendFile(html);
  };
  // '/' is the visitors' home page when the front door registered it (decision 0053); else the app's shell.
  if (hasBuild && !app.hasRoute({ method: 'GET', url: '/' })) app.get('/', (req, reply) => sendPage(req, reply));
  app.setNotFoundHandler((req, reply) => {
    // API paths, and built files that no longer exist (a tab open across a rebuild), are real 404s.
    if (req.method === 'GET' && !NOT_A_PAGE.test(req.url) && !SERVER_ONLY.test(req.url) && hasBuild) return sendPage(req, reply);
    return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' });
  });
}
