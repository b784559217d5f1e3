import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { NonceContext } from './app/nonce';
import { PageModulesContext } from './app/module-preloads';

/** A render still going after this long is cut short (React then finishes what is left in the browser). */
export const streamTimeout = 5_000;

/**
 * Renders a page once all of it is ready (its loaders have run before this is called), then streams it: every
 * reader, a crawler included, gets the page with its content, never a fallback that a script fills in later.
 */
export default function handleRequest(request: Request, status: number, headers: Headers, router: EntryContext, load: AppLoadContext) {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status, headers });
  const nonce = load?.nonce;
  for (const link of stylesheetPreloads(router)) headers.append('link', link);
  return new Promise<Response>((resolve, reject) => {
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <PageModulesContext value={pageModules(router)}>
          <ServerRouter context={router} url={request.url} nonce={nonce} />
        </PageModulesContext>
      </NonceContext>,
      {
        nonce,
        // One piece: a boundary past the first chunk would be written after the rest and moved by an inline script.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          clearTimeout(timer);
          const body = new PassThrough();
          headers.set('content-type', 'text/html; charset=utf-8');
          resolve(new Response(createReadableStreamFromReadable(body), { status: failed ? 500 : status, headers }));
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          failed = true;
          if (!request.signal.aborted) load?.reportError?.(error);
        },
      },
    );
    const timer = setTimeout(abort, streamTimeout + 1_000);
  });
}

/**
 * The page's stylesheets, named in the response's headers: the browser fetches them before it has read the head,
 * where React writes the scripts' modulepreload links ahead of the in-place stylesheet links. The page's first
 * paint waits for the stylesheets only, so they go first. (React Router's manifest marks each with a `#`.)
 */
function stylesheetPreloads(router: EntryContext): string[] {
  const hrefs = matchedRoutes(router).flatMap((route) => route.css ?? []);
  return [...new Set(hrefs.map((href) => href.split('#')[0]))].map((href) => `<${href}>; rel=preload; as=style`);
}

/**
 * The modules the page runs, as React Router's <Scripts> lists them for its modulepreload links: the entry and its
 * imports, then each matched route's modules and imports (app/module-preloads.tsx names them first, at low priority).
 */
function pageModules(router: EntryContext): string[] {
  const { entry } = router.manifest;
  const route = matchedRoutes(router).flatMap((r) => [r.module, r.clientActionModule, r.clientLoaderModule, r.hydrateFallbackModule, ...(r.imports ?? [])]);
  return [...new Set([entry.module, ...entry.imports, ...route])].filter((href): href is string => !!href);
}

/** The build manifest's entries of the routes this page matched, root first. */
const matchedRoutes = ({ manifest, staticHandlerContext }: EntryContext) =>
  staticHandlerContext.matches.flatMap((match) => manifest.routes[match.route.id] ?? []);
