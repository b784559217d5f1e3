/**
 * The build's pre-rendering of the visitors' entry pages (decision 0021): each page is rendered to HTML
 * with React Router's static handler, and main.tsx hydrates it. scripts/prerender.mjs writes the files;
 * apps/api/src/web-serving.ts serves them for exactly the paths listed here.
 *
 * Only pages whose content depends on neither a session nor the API's data: they are rendered as a
 * visitor sees them (no session, no storage, nothing loaded), and a signed-in visitor is sent on after
 * hydration as before (app/guards.tsx PublicOnly).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { dehydrate, hashKey, QueryClient, type FetchQueryOptions, type Query } from '@tanstack/react-query';
import { GROUP_ALIASES } from '@mp/domain';
import { AppProviders } from './app/AppProviders';
import { gqlRequest, setGraphQLTransport } from './app/api-client';
import { isApiError } from './lib/api-error';
import { SERVER_TOKEN } from './lib/hydration';
import { formatTitle, titleOfMatches } from './lib/page-title';
import { serializeState, type ServerState } from './app/server-state';
import { MeQuery, type SessionUser } from './app/session/documents';
import { loginPath } from './app/session/rules';
import type { Session } from './app/session/session-store';
import { meQueryKey } from './app/session/me-query';
import { routes } from './routes/full-table';
import { boardServerQueries } from './features/jobs/board-hooks';
import { homeServerQueries } from './features/marketing/home-hooks';
import { routePatterns, type RoutePattern } from './routes/route-table';

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
  // /login leads to the freelancer login, keeping the query (app/guards.tsx LoginAlias).
  pages.find((page) => page.path === loginPath('freelancer'))!.aliases.push('/login');
  pages.push({ path: '/marketing/how-it-works', aliases: [] });
  return pages;
}

/** Every address pattern of the app, for the server's 404s (scripts/route-table.mjs writes it into the build). */
export function routeTable(): RoutePattern[] {
  return routePatterns(routes);
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

// ---------------------------------------------------------------------------------------------------
// Pages rendered per request by the API: signed-in pages (decision 0036) and the public job page (decision 0028).

/** Runs one GraphQL request (a JSON body) with the rendered session's token, in the API's process. */
export type ServerGraphQL = (body: string) => Promise<{ status: number; body: string }>;

interface RenderRequest {
  graphql: ServerGraphQL;
  /** A guard rendered a <Navigate>: the page is not the one asked for. */
  redirected: boolean;
  /** The modules the render imported (vite.config.ts records dynamic imports): the route's page chunks. */
  modules: Set<string>;
  /** The lazy components the render used (app/lazy-component.ts): the browser loads them before hydrating. */
  lazy: Set<string>;
}

const requests = new AsyncLocalStorage<RenderRequest>();

// Each request's queries go to the API with that request's session (the queries' own code is unchanged).
setGraphQLTransport(async ({ body }) => {
  const request = requests.getStore();
  if (!request) throw new Error('GraphQL outside a server render');
  const answer = await request.graphql(body);
  return new Response(answer.body, { status: answer.status, headers: { 'content-type': 'application/json' } });
});

/**
 * A guard's <Navigate> renders nothing on the server and says so with this warning (React Router): the
 * page a guard refuses is never the one sent. The warning is the only sign it gives; it is taken as the
 * render's answer instead of being logged.
 */
const NAVIGATE_ON_SERVER = '<Navigate> must not be used on the initial render';
let consolePatched = false;
function watchNavigate(): void {
  if (consolePatched) return;
  consolePatched = true;
  const warn = console.warn.bind(console);
  console.warn = (...args: unknown[]) => {
    const request = requests.getStore();
    if (request && typeof args[0] === 'string' && args[0].startsWith(NAVIGATE_ON_SERVER)) {
      request.redirected = true;
      return;
    }
    warn(...args);
  };
  // The dynamic imports each render runs, for this render (the build's pre-rendering sets its own Set).
  const global = globalThis as { __PRERENDER_MODULES__?: { add: (key: string) => void } };
  global.__PRERENDER_MODULES__ ??= { add: (key) => void requests.getStore()?.modules.add(key) };
  const lazyNames = globalThis as { __RENDERED_LAZY__?: { add: (name: string) => void } };
  lazyNames.__RENDERED_LAZY__ ??= { add: (name) => void requests.getStore()?.lazy.add(name) };
}

export type SessionRender =
  | { kind: 'page'; html: string; title: string; state: string; modules: string[]; passes: number; timings: string[] }
  /** The token is not a live session (revoked, expired, unknown): the visitor's page, and the cookie cleared. */
  | { kind: 'signed-out' }
  /** A guard sends the user elsewhere: the shell, and the browser follows the guard. */
  | { kind: 'redirect' };

/** The queries of a page, by its path, fetched before its first render (the rest are found by rendering). */
const SERVER_QUERIES: Record<string, (url: URL) => FetchQueryOptions<any, Error, any, any>[]> = {
  '/': homeServerQueries,
  '/jobs': boardServerQueries,
};

/** The routes, flattened and their patterns compiled once for every page the thread renders (not per render). */
let sharedHandler: ReturnType<typeof createStaticHandler> | undefined;

/** How many renders at most: each one may ask for queries that depend on the previous one's results. */
export const MAX_PASSES = 3;

function enabled(query: Query): boolean {
  const option = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return typeof option === 'function' ? option(query) : option !== false;
}

async function renderTree(
  router: ReturnType<typeof createStaticRouter>,
  context: StaticHandlerContext,
  client: QueryClient,
  session: Session | null,
  signal?: AbortSignal,
): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders router={router} client={client} serverSession={session}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      signal,
      // Any error is the render's failure (the API then sends the shell): on the server an error only
      // reaches the nearest Suspense boundary, whose fallback the browser would not hydrate as the page.
      onError: (error) => void errors.push(error),
    },
  );
  if (signal?.aborted) throw new Error('server render aborted');
  if (errors.length > 0) throw errors[0];
  return new Response(prelude).text();
}

/**
 * Renders a page of the app for the session behind `graphql` (the API gives it the render cookie's
 * token): reads `me` (null: not a live session), then renders the page for that user (renderPage).
 */
export async function renderForSession(url: string, { graphql, signal }: { graphql: ServerGraphQL; signal?: AbortSignal }): Promise<SessionRender> {
  return inRequest(graphql, async (request) => {
    const started = Date.now();
    const me = await gqlRequest(MeQuery, {}, { token: null, onUnauthenticated: 'ignore' }).then(
      (data) => data.me,
      (error: unknown) => {
        if (isApiError(error, 'UNAUTHENTICATED')) return null;
        throw error;
      },
    );
    if (!me) return { kind: 'signed-out' } as const;
    return renderPage(url, request, me, [`me ${Date.now() - started}`], signal);
  });
}

/**
 * Renders a public page as a visitor sees it (the public job page, decision 0028): `graphql` carries no
 * session, so the page's queries get what anyone may read.
 */
export async function renderForVisitor(url: string, { graphql, signal }: { graphql: ServerGraphQL; signal?: AbortSignal }): Promise<SessionRender> {
  return inRequest(graphql, (request) => renderPage(url, request, null, [], signal));
}

/** Runs `render` as one request: its queries go through `graphql`, and what it records is its own. */
function inRequest(graphql: ServerGraphQL, render: (request: RenderRequest) => Promise<SessionRender>): Promise<SessionRender> {
  watchNavigate();
  const request: RenderRequest = { graphql, redirected: false, modules: new Set(), lazy: new Set() };
  return requests.run(request, () => render(request));
}

/**
 * Renders the route, fetches the queries the render asked for, in process through the API (every policy
 * applies), and renders again with their results, at most MAX_PASSES times. A query that failed is left to
 * the browser (rendered as loading, as the browser will render it while hydrating). Returns the markup, the
 * title and the state to hydrate from.
 */
async function renderPage(url: string, request: RenderRequest, user: SessionUser | null, timings: string[], signal?: AbortSignal): Promise<SessionRender> {
  const session: Session | null = user && { token: SERVER_TOKEN, user };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  if (user) client.setQueryData(meQueryKey(SERVER_TOKEN), { me: user });

  const handler = (sharedHandler ??= createStaticHandler(routes));
  const context = await handler.query(new Request(new URL(url, 'http://render.invalid'), { signal }));
  if (context instanceof Response) return { kind: 'redirect' } as const;
  if (context.errors) throw new Error(`${url} rendered with status ${context.statusCode}: ${JSON.stringify(context.errors)}`);

  const router = createStaticRouter(handler.dataRoutes, context);
  const attempted = new Set<string>();
  // The visitors' busiest pages say what they read, so one render does (a pass that only finds the queries costs
  // as much as the render with data).
  const known = SERVER_QUERIES[context.location.pathname]?.(new URL(url, 'http://render.invalid'));
  if (known) {
    const fetchStarted = Date.now();
    await Promise.allSettled(known.map((options) => client.fetchQuery({ ...options, retry: false })));
    known.forEach((options) => attempted.add(hashKey(options.queryKey)));
    client.removeQueries({ predicate: (query) => query.state.status === 'error' });
    timings.push(`prefetch ${known.length} ${Date.now() - fetchStarted}`);
  }
  let html = '';
  let passes = 0;
  while (passes < MAX_PASSES) {
    passes += 1;
    const renderStarted = Date.now();
    html = await renderTree(router, context, client, session, signal);
    timings.push(`render ${Date.now() - renderStarted}`);
    if (request.redirected) return { kind: 'redirect' } as const;
    const wanted = client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.data === undefined && !attempted.has(query.queryHash) && enabled(query));
    if (wanted.length === 0 || passes === MAX_PASSES) break;
    wanted.forEach((query) => attempted.add(query.queryHash));
    const fetchStarted = Date.now();
    await Promise.allSettled(wanted.map((query) => client.fetchQuery({ ...query.options, queryKey: query.queryKey, retry: false })));
    timings.push(`fetch ${wanted.length} ${Date.now() - fetchStarted}`);
    // A failed query renders as loading, as the browser renders it (it is not in the state sent).
    client.removeQueries({ predicate: (query) => query.state.status === 'error' });
  }
  const state: ServerState = { user, queries: dehydrate(client), lazy: [...request.lazy] };
  const title = formatTitle(titleOfMatches(context.matches.map(({ route, params }) => ({ handle: route.handle, params })), new URL(url, 'http://render.invalid').pathname));
  return { kind: 'page', html, title, state: serializeState(state), modules: [...request.modules], passes, timings } as const;
}
