import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.js';
import { disciplineBoardPath } from '@mp/domain';
import { listLandingPages } from '../content/service.js';
import { jobUrl } from './json-ld.js';
import { BARE_TEMPLATE, jobPageHtml, notFoundHtml, renderedJobPageHtml } from './page.js';
import { boardDisciplines, findPublicJob, openPublicPosts, type PublicJob } from './service.js';

/**
 * The public job pages, the sitemap and robots.txt (decision 0028). Registered before the web app's
 * files (web-serving.ts), so these paths are answered here and every other one as before.
 */

const NO_CACHE = 'no-cache';
/** The public site pages a crawler may start from (besides the posts and the administrator's pages). */
const SITE_PATHS = ['/', '/jobs', '/jobs?kind=project', '/marketing/how-it-works'];

/** The build's index.html, read again when it changes (a rebuild is served without a restart). */
function indexTemplate(dist: string): () => Promise<string> {
  const file = path.join(dist, 'index.html');
  let cached: { mtimeMs: number; html: string } | undefined;
  return async () => {
    const stat = await fs.promises.stat(file).catch(() => undefined);
    if (!stat) return BARE_TEMPLATE;
    if (cached?.mtimeMs !== stat.mtimeMs) cached = { mtimeMs: stat.mtimeMs, html: await fs.promises.readFile(file, 'utf8') };
    return cached.html;
  };
}

/**
 * A generated text answer, compressed when the client accepts it (the build's files are precompressed;
 * these are not files). A page is a few KiB: compressed at once (a fraction of a millisecond with a small
 * window) rather than through the thread pool, which costs more in queueing than the work itself.
 */
function sendText(req: FastifyRequest, reply: FastifyReply, body: string, kept: Compressed = {}) {
  reply.header('vary', 'accept-encoding');
  const accepts = String(req.headers['accept-encoding'] ?? '');
  if (body.length < 1024) return reply.send(body);
  if (/\bbr\b/.test(accepts)) {
    const params = { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_LGWIN]: 18, [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body) };
    return reply.header('content-encoding', 'br').send((kept.br ??= brotliCompressSync(body, { params })));
  }
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send((kept.gzip ??= gzipSync(body, { level: 6 })));
  return reply.send(body);
}

/** A kept answer's compressed forms, made on first use. */
type Compressed = { br?: Buffer; gzip?: Buffer };

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export function sitemapXml(urls: { loc: string; lastmod?: string }[]): string {
  const entries = urls.map(({ loc, lastmod }) => `  <url><loc>${xml(loc)}</loc>${lastmod ? `<lastmod>${xml(lastmod)}</lastmod>` : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

/**
 * The visitors' rendered pages, kept (with their compressed forms) while the post's data is unchanged, for
 * a minute at most (the footer's links can change): the page is the same for every visitor, and its render
 * costs 50-150 ms of CPU where the plain page costs 2 ms, so a crawler or a shared link's crowd does not
 * render it again and again.
 */
type RenderedJobPage = { html: string; compressed: Compressed };
function renderedPages(render: (job: PublicJob) => Promise<string | undefined>, { ttlMs = 60_000, max = 500 } = {}) {
  const kept = new Map<string, { data: string; page: RenderedJobPage; until: number }>();
  return async (job: PublicJob): Promise<RenderedJobPage | undefined> => {
    const data = JSON.stringify(job);
    const hit = kept.get(job.slug);
    if (hit && hit.data === data && hit.until > Date.now()) return hit.page;
    const html = await render(job);
    kept.delete(job.slug);
    if (!html) return undefined;
    const page = { html, compressed: {} };
    kept.set(job.slug, { data, page, until: Date.now() + ttlMs });
    if (kept.size > max) kept.delete(kept.keys().next().value!);
    return page;
  };
}

/** What the server's renderer (ssr/, handed in by app.ts) does for these pages. */
export interface VisitorPageRenderer {
  /** The app's page at `url` as a visitor sees it, the whole document, or undefined to send the plain HTML. */
  visitor(url: string): Promise<string | undefined>;
  /** Whether the request comes from a browser with a session to render for (its own page replaces a visitor's). */
  hasSession(req: FastifyRequest): boolean;
}

export function registerJobPageRoutes(app: FastifyInstance, deps: Deps, dist: string, renderPage?: VisitorPageRenderer) {
  const template = indexTemplate(dist);
  const appUrl = deps.config.appUrl;
  const visitorPage =
    renderPage &&
    renderedPages(async (job) => {
      const document = await renderPage.visitor(`/jobs/${job.slug}`);
      return document && renderedJobPageHtml(job, { appUrl, document });
    });

  app.get<{ Params: { slug: string } }>('/jobs/:slug', async (req, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', NO_CACHE);
    const job = await findPublicJob(deps.db, req.params.slug);
    if (!job) return sendText(req, reply.status(404), notFoundHtml(await template()));
    // A visitor gets the app's own page rendered on the server, which the browser hydrates; a signed-in
    // reader (the render cookie) and any render that fails get the plain HTML, which the app replaces.
    const rendered = visitorPage && !renderPage?.hasSession(req) ? await visitorPage(job) : undefined;
    if (rendered) return sendText(req, reply, rendered.html, rendered.compressed);
    return sendText(req, reply, jobPageHtml(job, { appUrl, template: await template() }));
  });

  app.get('/sitemap.xml', async (req, reply) => {
    const [posts, pages, disciplines] = await Promise.all([openPublicPosts(deps.db), listLandingPages(deps.db), boardDisciplines(deps.db)]);
    const urls = [
      ...SITE_PATHS.map((p) => ({ loc: `${appUrl}${p}` })),
      // The board's discipline pages (decision 0053): the first page of each discipline's filter.
      ...disciplines.map((id) => ({ loc: `${appUrl}${disciplineBoardPath(id)}` })),
      ...pages.map((p) => ({ loc: `${appUrl}/pages/${encodeURIComponent(p.slug)}`, lastmod: p.updated_at.toISOString() })),
      ...posts.map((p) => ({ loc: jobUrl(appUrl, p.slug), lastmod: p.lastmod })),
    ];
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600');
    return sendText(req, reply, sitemapXml(urls));
  });

  // The build's robots.txt (apps/web/public) with the sitemap's absolute address, which only the server knows.
  app.get('/robots.txt', async (_req, reply) => {
    const built = await fs.promises.readFile(path.join(dist, 'robots.txt'), 'utf8').catch(() => 'User-agent: *\nAllow: /\n');
    const body = `${built.replace(/\n*$/, '\n')}\nSitemap: ${appUrl}/sitemap.xml\n`;
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  });
}
