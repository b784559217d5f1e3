import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { Deps } from '../deps.js';
import { createPageCache, pageWithNonce } from './page-cache.js';
import { pageSessionToken } from './page-session.js';

/** Files whose names carry a content hash (the build's assets): never change, so cached for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Other files at the root (favicon, robots.txt, manifest): fixed names, so cached briefly. */
export const SHORT = 'public, max-age=3600';

/** What the web's server build exports (apps/web/src/server.ts). */
interface WebServerBuild {
  createHandler(mode: 'production' | 'development'): WebHandler;
}
type WebHandler = (request: Request, context: unknown) => Promise<Response>;

/** Paths that are never a page, so never handed to the web app. */
const NOT_A_PAGE = /^\/(api|graphql|redirect|healthz|readyz|assets|uploads)(\/|$|\?)/;

/** The nonce a page's inline scripts carry, added to the CSP's script-src for that response. */
function withNonce(csp: string, nonce: string): string {
  return csp.replace(/script-src ([^;]*)/, (_all, sources: string) => `script-src ${sources} 'nonce-${nonce}'`);
}

/** A Web request for the web app's handler, from Fastify's (pages are GETs: no body). */
function webRequest(req: FastifyRequest, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) value.forEach((each) => headers.append(name, each));
  }
  return new Request(new URL(req.url, `${req.protocol}://${req.host}`), { method: req.method, headers, signal });
}

async function sendWeb(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  // A page is asked for again on every load (a deployment names new assets), unless its route says otherwise.
  reply.header('cache-control', 'no-cache');
  response.headers.forEach((value, name) => void reply.header(name, value));
  return reply.send(response.body ? Readable.fromWeb(response.body as import('node:stream/web').ReadableStream) : null);
}

/**
 * The web app (apps/web, React Router's framework mode): the build's files, and every other GET answered by its
 * request handler, which renders the page the route modules describe. Loaders read the API's GraphQL in process
 * (the request goes through /graphql's own pipeline, as a visitor), so every policy applies as it does over HTTP.
 */
export async function serveWebApp(app: FastifyInstance, deps: Deps, dist: string): Promise<void> {
  const serverEntry = path.join(dist, 'server', 'index.js');
  const client = path.join(dist, 'client');
  const notFound = (reply: FastifyReply) => reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' });
  if (!fs.existsSync(serverEntry)) {
    deps.log.warn({ dist }, 'no web build: pages are not served (npm run build)');
    // Fastify's own 404 would log the address as asked, secrets in its query included (the request log redacts them).
    app.setNotFoundHandler((_req, reply) => notFound(reply));
    return;
  }
  // The build brings its own React Router (apps/web/src/server.ts), so the handler and the pages share one copy. Its
  // modules (some 2 MB) load with the first page, or as soon as the server listens: /healthz and the API answer
  // without waiting for them. A build that fails to load is reported, and its pages answer 500.
  let loading: Promise<WebHandler> | undefined;
  const handler = () =>
    (loading ??= import(pathToFileURL(serverEntry).href).then((build: WebServerBuild) =>
      build.createHandler(deps.config.NODE_ENV === 'production' ? 'production' : 'development'),
    ));
  app.addHook('onListen', (done) => {
    setImmediate(() => void handler().catch((err: unknown) => deps.reporter.capture(err, { task: 'web-build', entry: serverEntry })));
    done();
  });

  // Pages and files go compressed (brotli or gzip, as the client accepts); GraphQL answers too. The build's scripts and
  // stylesheets have brotli copies made at the highest quality (apps/web/scripts/precompress.mjs), sent as they are.
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyStatic, {
    root: client,
    wildcard: true,
    index: false,
    preCompressed: true,
    // Only files (a name with an extension); every other path is a page.
    allowedPath: (pathname) => path.extname(pathname) !== '',
    setHeaders: (reply, file) => void reply.header('cache-control', file.startsWith(path.join(client, 'assets')) ? IMMUTABLE : SHORT),
  });

  /** What the web's loaders are handed (apps/web/src/app/load-context.ts): /graphql in process, as a visitor or as `token`'s owner. */
  const graphqlAs = (token?: string) => async ({ headers, body }: { headers: Record<string, string>; body: string }) => {
    const asked = token ? { ...headers, authorization: `Bearer ${token}` } : headers;
    const res = await app.inject({ method: 'POST', url: '/graphql', headers: asked, payload: body });
    return new Response(res.body, { status: res.statusCode, headers: { 'content-type': 'application/json' } });
  };
  const graphql = graphqlAs();

  const cache = createPageCache();
  app.setNotFoundHandler(async (req, reply) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_A_PAGE.test(req.url)) return notFound(reply);
    const nonce = randomBytes(16).toString('base64');
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') reply.header('content-security-policy', withNonce(csp, nonce));
    const aborted = new AbortController();
    reply.raw.on('close', () => aborted.abort());
    const request = webRequest(req, aborted.signal);
    // A page session (web/page-session.ts) lets the pages that render for their reader do so; such an answer is theirs alone.
    const session = pageSessionToken(req.cookies);
    const handle = await handler();
    const render = () =>
      handle(request, {
        graphql,
        viewerGraphql: session ? graphqlAs(session) : undefined,
        appUrl: deps.config.appUrl,
        nonce,
        reportError: (error: unknown) => deps.reporter.capture(error, { url: req.url }),
      });
    const page = req.method === 'GET' ? await cache.get(req.url, request.headers, nonce, render) : await render();
    if (page instanceof Response) {
      if (session) page.headers.set('cache-control', 'private, no-store');
      return sendWeb(reply, page);
    }
    reply.status(page.status);
    for (const [name, value] of page.headers) reply.header(name, value);
    return reply.send(pageWithNonce(page, nonce));
  });
}
