import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A visitor's rendered page, with its compressed forms made once, on first demand. */
export interface KeptPage {
  html: string;
  br?: Buffer;
  gzip?: Buffer;
  until: number;
}

/**
 * Visitors' rendered pages (the front door, the marketplace: decisions 0052, 0053), kept a short while per
 * normalised address: they are the same for every visitor and a render costs 50-150 ms of CPU, so a crowd or a
 * crawler on one address renders it once. One render per address at a time (a crowd on a shared link waits for
 * the same one); with `most` other addresses rendering, the render thread is busy and this one answers undefined
 * at once (the caller sends the shell, which the browser renders) rather than queueing past the render budget.
 */
export function keptPages({ ttlMs = 30_000, max = 500, most = 2 } = {}) {
  const kept = new Map<string, KeptPage>();
  const inFlight = new Map<string, Promise<KeptPage | undefined>>();
  return (url: string, render: () => Promise<string | undefined>): Promise<KeptPage | undefined> => {
    const hit = kept.get(url);
    if (hit && hit.until > Date.now()) return Promise.resolve(hit);
    let rendering = inFlight.get(url);
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

/** Sends a kept page as the visitor's browser accepts it (brotli, gzip or plain); never cached by the browser. */
export function sendKeptPage(req: FastifyRequest, reply: FastifyReply, page: KeptPage) {
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'Cookie, Accept-Encoding');
  const accepts = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepts)) {
    page.br ??= brotliCompressSync(page.html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(page.html) } });
    return reply.header('content-encoding', 'br').send(page.br);
  }
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send((page.gzip ??= gzipSync(page.html, { level: 6 })));
  return reply.send(page.html);
}
