import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { NonceContext } from './app/nonce';

/** A render still going after this long is cut short (React then finishes what is left in the browser). */
export const streamTimeout = 5_000;

/**
 * Renders a page once all of it is ready (its loaders have run before this is called), then streams it: every
 * reader, a crawler included, gets the page with its content, never a fallback that a script fills in later.
 */
export default function handleRequest(request: Request, status: number, headers: Headers, router: EntryContext, load: AppLoadContext) {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status, headers });
  const nonce = load?.nonce;
  return new Promise<Response>((resolve, reject) => {
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={router} url={request.url} nonce={nonce} />
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
