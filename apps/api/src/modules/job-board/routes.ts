import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.js';
import type { VisitorPageRenderer } from '../job-pages/routes.js';
import { keptPages, sendKeptPage } from '../../lib/kept-pages.js';
import { findLandingPage } from '../content/service.js';
import { boardHead, boardUrl, homeHead, landingHead } from './page.js';

/**
 * The front door for visitors (decision 0053): `/` (the home page) and `/jobs` (the board), the app's pages
 * rendered on the server with their data and head, which the browser hydrates. A signed-in browser (the render
 * cookie) and a render that fails or is not ready get what any other page gets (the app's shell; on `/` the app
 * sends a signed-in user to their dashboard). `/landing/{slug}` likewise, and a draft or unknown slug is a 404.
 */

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
    return page ? sendKeptPage(req, reply, page) : reply.callNotFound();
  });

  app.get('/jobs', async (req, reply) => {
    if (renderPage.hasSession(req)) return reply.callNotFound();
    const { url, query: board } = boardUrl(query(req));
    const page = await pages(url, async () => {
      const document = await renderPage.visitor(url);
      return document && boardHead(document, appUrl, url, board);
    });
    return page ? sendKeptPage(req, reply, page) : reply.callNotFound();
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
    return page ? sendKeptPage(req, reply, page) : reply.callNotFound();
  });
}
