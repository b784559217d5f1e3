import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { companyUrl, contentPagePath, disciplineBoardPath, jobUrl } from '@mp/domain';
import { visibleCompanyPages } from '../company-pages/service.js';
import { listLandingPages } from '../content/service.js';
import { boardDisciplines, openPublicPosts } from '../job-pages/service.js';

/** The public site pages a crawler may start from (besides the posts and the administrator's pages). */
const SITE_PATHS = ['/', '/jobs', '/jobs?kind=project', '/marketing/how-it-works', '/blog'];

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export function sitemapXml(urls: { loc: string; lastmod?: string }[]): string {
  const entries = urls.map(({ loc, lastmod }) => `  <url><loc>${xml(loc)}</loc>${lastmod ? `<lastmod>${xml(lastmod)}</lastmod>` : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

/** The sitemap and robots.txt; the public job pages themselves are the web app's (apps/web/src/routes/pages/job.tsx). */
export function registerSitemapRoutes(app: FastifyInstance, deps: Deps, dist: string) {
  const appUrl = deps.config.appUrl;
  app.get('/sitemap.xml', async (_req, reply) => {
    const [posts, pages, disciplines, companies] = await Promise.all([
      openPublicPosts(deps.db),
      listLandingPages(deps.db),
      boardDisciplines(deps.db),
      visibleCompanyPages(deps.db),
    ]);
    const urls = [
      ...SITE_PATHS.map((p) => ({ loc: `${appUrl}${p}` })),
      // The board's discipline pages (decision 0053): the first page of each discipline's filter.
      ...disciplines.map((id) => ({ loc: `${appUrl}${disciplineBoardPath(id)}` })),
      ...pages.map((p) => ({ loc: `${appUrl}${contentPagePath(encodeURIComponent(p.slug))}`, lastmod: p.updated_at.toISOString() })),
      ...posts.map((p) => ({ loc: jobUrl(appUrl, p.slug), lastmod: p.lastmod })),
      ...companies.map((c) => ({ loc: companyUrl(appUrl, c.slug), lastmod: c.lastmod })),
    ];
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600');
    return sitemapXml(urls);
  });

  // The build's robots.txt (apps/web/public) with the sitemap's absolute address, which only the server knows.
  app.get('/robots.txt', async (_req, reply) => {
    const built = await fs.promises.readFile(path.join(dist, 'client', 'robots.txt'), 'utf8').catch(() => 'User-agent: *\nAllow: /\n');
    const body = `${built.replace(/\n*$/, '\n')}\nSitemap: ${appUrl}/sitemap.xml\n`;
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  });
}
