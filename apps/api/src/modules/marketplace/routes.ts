import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import type { VisitorPageRenderer } from '../job-pages/routes.js';
import { keptPages, sendKeptPage } from '../../lib/kept-pages.js';
import { MARKETPLACE_PATHS, marketplaceUrl, withMarketplaceHead } from './page.js';

/**
 * The employer's agency-marketplace for visitors (decision 0052): the app's page rendered on the server with its
 * data, title and Open Graph tags, which the browser hydrates. A signed-in browser (the render cookie) and a render
 * that fails or is not ready get what any other page gets (the app's 404 handler: the shell, or the signed-in render).
 */

export function registerMarketplacePages(app: FastifyInstance, deps: Deps, renderPage: VisitorPageRenderer) {
  const pages = keptPages();
  const appUrl = deps.config.appUrl;
  for (const path of MARKETPLACE_PATHS) {
    app.get(path, async (req, reply) => {
      if (renderPage.hasSession(req)) return reply.callNotFound();
      const url = marketplaceUrl(path, req.url.slice(path.length).replace(/^\?/, ''));
      const page = await pages(url, async () => {
        const document = await renderPage.visitor(url);
        return document && withMarketplaceHead(document, appUrl, url);
      });
      return page ? sendKeptPage(req, reply, page) : reply.callNotFound();
    });
  }
}
