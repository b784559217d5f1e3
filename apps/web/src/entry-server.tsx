/**
 * The build's pre-rendering of the visitors' entry pages (decision 0021): each page is rendered to HTML
 * with React Router's static handler, and main.tsx hydrates it. scripts/prerender.mjs writes the files;
 * apps/api/src/web-serving.ts serves them for exactly the paths listed here.
 *
 * Only pages whose content depends on neither a session nor the API's data: they are rendered as a
 * visitor sees them (no session, no storage, nothing loaded), and a signed-in visitor is sent on after
 * hydration as before (routes/guards.tsx PublicOnly).
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { GROUP_ALIASES } from '@mp/domain';
import { AppProviders } from './app/AppProviders';
import { formatTitle, titleOfMatches } from './lib/page-title';
import { loginPath } from './features/session/rules';
import { routes } from './routes/router';

export interface PrerenderedPage {
  /** The page rendered (a route of the app). */
  path: string;
  /** Other addresses that show this page: aliases that redirect to it in the app. */
  aliases: string[];
}

/** Each group prefix's pages a visitor starts from. */
const GROUP_PAGES = ['login', 'register', 'forgot-password'];

export function prerenderedPages(): PrerenderedPage[] {
  const pages: PrerenderedPage[] = Object.keys(GROUP_ALIASES).flatMap((prefix) =>
    GROUP_PAGES.map((page) => ({ path: `/${prefix}/${page}`, aliases: [] })),
  );
  // /login leads to the freelancer login, keeping the query (routes/guards.tsx LoginAlias).
  pages.find((page) => page.path === loginPath('freelancer'))!.aliases.push('/login');
  pages.push({ path: '/marketing/how-it-works', aliases: [] });
  return pages;
}

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The document title, as the layout sets it (lib/page-title). */
  title: string;
}

/** Renders one page as a visitor sees it on arrival, with every Suspense boundary resolved. */
export async function render(path: string, { onRoutesLoaded }: { onRoutesLoaded?: () => void } = {}): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  // The matched routes' lazy modules are loaded; what loads from here on is the render's (React.lazy).
  onRoutesLoaded?.();
  if (context instanceof Response) {
    throw new Error(`${path} answered ${context.status} ${context.headers.get('location') ?? ''}: only pages are pre-rendered`);
  }
  if (context.statusCode !== 200 || context.errors) {
    throw new Error(`${path} rendered with status ${context.statusCode}: ${JSON.stringify(context.errors)}`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders router={router}>
        {/* No hydration data: the pages have no loaders, and the CSP allows no inline script. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    // One piece: a boundary beyond the first chunk (12.8 kB by default) would be written after the rest,
    // moved into place by an inline script, which the CSP forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  const title = formatTitle(titleOfMatches(context.matches.map(({ route, params }) => ({ handle: route.handle, params })), path));
  return { html, title };
}
