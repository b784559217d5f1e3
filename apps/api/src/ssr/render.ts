/**
 * Pages rendered per request with the build's server entry (apps/web/src/entry-server.tsx).
 * - Signed-in pages (decision 0036): a GET of a page of the app that carries the render cookie
 *   (`renderForSession`); the page renders in a worker thread (render-thread.ts) and its queries come back to
 *   this one, through /graphql with the cookie's token as the bearer header, so every policy applies as it
 *   does to the browser's requests.
 * - The public job page for a visitor (decision 0028, `renderForVisitor`): its queries run without a token.
 * Within a time budget; on a timeout, an error, or a guard that sends the user elsewhere, the caller sends
 * its own HTML (the shell, the job page's plain HTML) as before, and the browser renders the page itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps.js';
import { clearRenderCookie, RENDER_COOKIE } from './render-cookie.js';
import { loadBuildAssets, pageDocument, type BuildAssets } from './document.js';
import { startRenderThread, type GraphQLCall, type RenderThread, type SessionRender } from './render-thread.js';

/** The server entry's place in a build (apps/web/vite.config.ts SERVER_ENTRY). */
export const SERVER_ENTRY = '.server/entry-server.mjs';

/**
 * Pages never rendered here: the visitors' pages (a signed-in user is sent on from them), and the pages that
 * act on arrival rather than show data (sign-out, the impersonation and sign-in links, whose one-time
 * token is for the browser to spend): the shell, as before.
 */
const NOT_RENDERED = /^\/(?:[^/?#]+\/)?(?:login|register|forgot-password|reset-password|logout|impersonate)(?:[/?#]|$)/;

/** The groups' dashboards: what `RENDER_SIGNED_IN_PAGES=dashboards` (the default) renders. */
const DASHBOARD = /^\/(?:company|employer|freelancer|candidate|consultant|agency)\/dashboard\/?(?:[?#]|$)/;

/** What a server-rendered page is sent with: never stored, and it depends on the cookie. */
export const PRIVATE_PAGE = 'private, no-store';

interface LoadedBuild {
  mtimeMs: number;
  assets: BuildAssets;
  thread: RenderThread;
}

export interface PageRenderer {
  /**
   * What the HTML route calls before sending the shell: answers the request with the page rendered for the
   * render cookie's session and returns true, or returns false for the caller to send the shell. (Not the
   * reply: a reply is a thenable, which an async function would wait for and resolve to undefined.)
   */
  signedIn(req: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  /**
   * A public page as a visitor sees it: the whole document, or undefined (the server entry not loaded yet,
   * over the budget, an error, a redirect) for the caller to send its own HTML.
   */
  visitor(url: string): Promise<string | undefined>;
}

export function createPageRenderer(app: FastifyInstance, deps: Deps, dist: string): PageRenderer {
  let build: LoadedBuild | undefined;
  /**
   * The build's assets and its server entry's thread, started again after a rebuild (index.html changed) or
   * when the thread stopped.
   */
  const currentBuild = async (): Promise<LoadedBuild | undefined> => {
    const file = path.join(dist, SERVER_ENTRY);
    const stat = await fs.promises.stat(path.join(dist, 'index.html')).catch(() => undefined);
    if (!stat || !fs.existsSync(file)) return undefined;
    if (build?.mtimeMs !== stat.mtimeMs || build.thread.stopped) {
      const previous = build?.thread;
      build = {
        mtimeMs: stat.mtimeMs,
        assets: loadBuildAssets(dist),
        thread: startRenderThread(file, (err) => deps.log.warn({ err }, 'the server entry failed in its thread')),
      };
      void previous?.stop();
    }
    return build;
  };
  app.addHook('onClose', async () => {
    await build?.thread.stop();
  });

  /** A GraphQL request in process, with the session's token or, for a visitor, none. */
  const graphqlAs = (token: string | null): GraphQLCall => async (body: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
      },
      payload: body,
    });
    return { status: res.statusCode, body: res.body };
  };

  const budgetMs = deps.config.RENDER_BUDGET_MS ?? (deps.config.NODE_ENV === 'production' ? 300 : 3000);
  // Loaded as the server starts, so the first pages are rendered too (the public job pages are, whatever
  // RENDER_SIGNED_IN_PAGES says).
  setImmediate(() => void currentBuild().catch(() => undefined));

  /**
   * Runs one render within the budget: the build and its result, or undefined when the server entry is not
   * ready (its loading is never waited for). Throws on an error or over the budget.
   */
  async function renderWithin(render: (thread: RenderThread, signal: AbortSignal) => Promise<SessionRender>) {
    const loaded = await currentBuild();
    if (!loaded?.thread.ready) return undefined;
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const budget = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new Error(`server render over ${budgetMs} ms`));
      }, budgetMs);
    });
    try {
      const work = render(loaded.thread, controller.signal);
      work.catch(() => undefined);
      return { assets: loaded.assets, result: await Promise.race([work, budget]) };
    } finally {
      clearTimeout(timer);
    }
  }

  const pathOf = (url: string) => url.split(/[?#]/, 1)[0]!;

  return {
    async signedIn(req, reply) {
      const token = req.cookies[RENDER_COOKIE];
      const mode = deps.config.RENDER_SIGNED_IN_PAGES;
      if (mode === 'off' || !token || NOT_RENDERED.test(req.url) || (mode === 'dashboards' && !DASHBOARD.test(req.url))) return false;
      const started = Date.now();
      try {
        const done = await renderWithin((thread, signal) => thread.render('renderForSession', req.url, graphqlAs(token), signal));
        if (!done) return false;
        const { assets, result } = done;
        if (result.kind === 'signed-out') {
          // A revoked or expired token: the visitor's shell, and the cookie goes.
          clearRenderCookie(req, reply);
          return false;
        }
        if (result.kind === 'redirect') return false;
        const rendered = Date.now();
        const html = pageDocument(assets, { path: pathOf(req.url), ...result });
        const documented = Date.now();
        reply.header('server-timing', `render;dur=${rendered - started}, document;dur=${documented - rendered}`);
        deps.log.debug({ ms: Date.now() - started, passes: result.passes, steps: result.timings }, 'signed-in page rendered');
        reply.type('text/html; charset=utf-8').header('cache-control', PRIVATE_PAGE).header('vary', 'Cookie, Accept-Encoding');
        sendCompressed(req, reply, html);
        return true;
      } catch (err) {
        deps.log.warn({ err, url: pathOf(req.url), ms: Date.now() - started }, 'server render failed, the shell is sent');
        return false;
      }
    },

    async visitor(url) {
      const started = Date.now();
      try {
        const done = await renderWithin((thread, signal) => thread.render('renderForVisitor', url, graphqlAs(null), signal));
        if (done?.result.kind !== 'page') return undefined;
        deps.log.debug({ ms: Date.now() - started, passes: done.result.passes, steps: done.result.timings }, 'public page rendered');
        return pageDocument(done.assets, { path: pathOf(url), ...done.result });
      } catch (err) {
        deps.log.warn({ err, url: pathOf(url), ms: Date.now() - started }, 'server render failed, the plain page is sent');
        return undefined;
      }
    },
  };
}

/** Compressed on the fly (brotli at a fast level: a page is about 100 KB, mostly its CSS). */
function sendCompressed(req: FastifyRequest, reply: FastifyReply, html: string): void {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) {
    const body = brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html) } });
    reply.header('content-encoding', 'br').send(body);
  } else if (/\bgzip\b/.test(accepted)) {
    reply.header('content-encoding', 'gzip').send(gzipSync(html, { level: 6 }));
  } else {
    reply.send(html);
  }
}
