import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.js';
import type { VisitorPageRenderer } from '../job-pages/routes.js';
import { findLandingPage } from '../content/service.js';
import { boardHead, boardUrl, homeHead, landingHead } from './page.js';

/**
 * The front door for visitors (decision 0053): `/` (the home page) and `/jobs` (the board), the app's pages
 * rendered on the server with their data and head, which the browser hydrates. A signed-in browser (the render
 * cookie) and a render that fails or is not ready get what any other page gets (the app's shell; on `/` the app
 * sends a signed-in user to their dashboard). `/landing/{slug}` likewise, and a draft or unknown slug is a 404.
 */

interface Kept {
  html: string;
  br?: Buffer;
  gzip?: Buffer;
  until: number;
}

/**
 * Rendered pages kept a short while per normalised address (the same for every visitor; a render costs 50-150 ms
 * of CPU, the board's queries a few ms), so a crowd or a crawler on one address renders it once.
 */
function keptPages({ ttlMs = 30_000, max = 500, rendering: most = 2 } = {}) {
  const kept = new Map<string, Kept>();
  const inFlight = new Map<string, Promise<Kept | undefined>>();
  return (url: string, render: () => Promise<string | undefined>): Promise<Kept | undefined> => {
    const hit = kept.get(url);
    if (hit && hit.until > Date.now()) return Promise.resolve(hit);
    let rendering = inFlight.get(url);
    // The render thread is one: with `most` other addresses waiting for it, this one gets the shell at once (the
    // browser renders it) rather than queueing past the render budget and getting the shell late (measured in
    // decision 0053: 20 distinct boards a second).
    if (!rendering && inFlight.size >= most) return Promise.resolve(undefined);
    if (!rendering) {
      rendering = render()
        .then((html) => {
          kept.delete(url);
          if (!html) return undefined;
          const page = { html, until: Date.now() + ttlMs };
          kept.set(url, page);
          if (kept.size > max) kept.delete(kept.keys().next().value!);
          return page;
        })
        .finally(() => inFlight.delete(url));
      inFlight.set(url, rendering);
    }
    return rendering;
  };
}

function send(req: FastifyRequest, reply: FastifyReply, page: Kept) {
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'Cookie, Accept-Encoding');
  const accepts = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepts)) {
    page.br ??= brotliCompressSync(page.html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(page.html) } });
    return reply.header('content-encoding', 'br').send(page.br);
  }
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send((page.gzip ??= gzipSync(page.html, { level: 6 })));
  return reply.send(page.html);
}

export function registerFrontDoorPages(app: FastifyInstance, deps: Deps, renderPage: VisitorPageRenderer) {
  const pages = keptPages();
  const appUrl = deps.config.appUrl;
  const query = (req: FastifyRequest) => req.url.split('?').slice(1).join('?');

  app.get('/', async (req, reply) => {
    if (renderPage.hasSession(req)) return reply.callNotFound();
    const page = await pages('/', async () => {
      const document = await renderPage.visitor('/');
      return document && homeHead(document, appUrl);
    });
    return page ? send(req, reply, page) : reply.callNotFound();
  });

  app.get('/jobs', async (req, reply) => {
    if (renderPage.hasSession(req)) return reply.callNotFound();
    const { url, query: board } = boardUrl(query(req));
    const page = await pages(url, async () => {
      const document = await renderPage.visitor(url);
      return document && boardHead(document, appUrl, url, board);
    });
    return page ? send(req, reply, page) : reply.callNotFound();
  });

  app.get<{ Params: { slug: string } }>('/landing/:slug', async (req, reply) => {
    const landing = await findLandingPage(deps.db, req.params.slug);
    // A draft or no such page: 404, with the app's page (which says so) as the body.
    if (!landing) return reply.code(404).callNotFound();
    if (renderPage.hasSession(req)) return reply.callNotFound();
    const url = `/landing/${encodeURIComponent(landing.slug)}`;
    // Kept per edit: a change (updated_at) renders it again at once.
    const page = await pages(`${url}#${landing.updated_at.getTime()}`, async () => {
      const document = await renderPage.visitor(url);
      return document && landingHead(document, appUrl, landing);
    });
    return page ? send(req, reply, page) : reply.callNotFound();
  });
}
