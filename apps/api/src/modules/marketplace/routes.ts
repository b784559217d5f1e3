import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.js';
import type { VisitorPageRenderer } from '../job-pages/routes.js';
import { MARKETPLACE_PATHS, marketplaceUrl, withMarketplaceHead } from './page.js';

/**
 * The employer's agency-marketplace for visitors (decision 0052): the app's page rendered on the server with its
 * data, title and Open Graph tags, which the browser hydrates. A signed-in browser (the render cookie) and a render
 * that fails or is not ready get what any other page gets (the app's 404 handler: the shell, or the signed-in render).
 */

interface Kept {
  html: string;
  br?: Buffer;
  gzip?: Buffer;
  until: number;
}

/**
 * Rendered pages, kept a short while per address (the same for every visitor; a render costs 50-150 ms of CPU,
 * the page's two queries a few ms): the filters' combinations are bounded by the addresses normalised
 * (marketplaceUrl), and the oldest goes past `max`.
 */
function keptPages({ ttlMs = 30_000, max = 200 } = {}) {
  const kept = new Map<string, Kept>();
  return {
    get(url: string): Kept | undefined {
      const hit = kept.get(url);
      if (hit && hit.until > Date.now()) return hit;
      kept.delete(url);
      return undefined;
    },
    set(url: string, html: string): Kept {
      const page = { html, until: Date.now() + ttlMs };
      kept.delete(url);
      kept.set(url, page);
      if (kept.size > max) kept.delete(kept.keys().next().value!);
      return page;
    },
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

export function registerMarketplacePages(app: FastifyInstance, deps: Deps, renderPage: VisitorPageRenderer) {
  const pages = keptPages();
  const inFlight = new Map<string, Promise<Kept | undefined>>();
  const appUrl = deps.config.appUrl;
  for (const path of MARKETPLACE_PATHS) {
    app.get(path, async (req, reply) => {
      if (renderPage.hasSession(req)) return reply.callNotFound();
      const url = marketplaceUrl(path, req.url.slice(path.length).replace(/^\?/, ''));
      let page = pages.get(url);
      if (!page) {
        // One render per address at a time: a crowd arriving together (a shared link) waits for the same one.
        let rendering = inFlight.get(url);
        if (!rendering) {
          rendering = renderPage
            .visitor(url)
            .then((document) => (document ? pages.set(url, withMarketplaceHead(document, appUrl, url)) : undefined))
            .finally(() => inFlight.delete(url));
          inFlight.set(url, rendering);
        }
        page = await rendering;
        if (!page) return reply.callNotFound();
      }
      return send(req, reply, page);
    });
  }
}
