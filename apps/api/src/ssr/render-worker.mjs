// The thread that renders pages with the build's server entry (render-thread.ts). Plain JavaScript: it loads
// the built entry and nothing of the API, so it needs neither tsx nor the API bundle.
//
// Messages in:  { type: 'render', id, fn: 'renderForSession' | 'renderForVisitor', url }
//               { type: 'abort', id }
//               { type: 'graphql-answer', call, answer: { status, body } } | { type: 'graphql-answer', call, error }
// Messages out: { type: 'ready' } once loaded and warmed up, or { type: 'load-failed', message }
//               { type: 'graphql', id, call, body }   a query of render `id`, run by the API's thread
//               { type: 'done', id, result } | { type: 'failed', id, message }
import { parentPort, workerData } from 'node:worker_threads';

/** Visitor pages rendered once loaded: the first renders of a fresh copy are several times slower than the next. */
const WARM_UP_RENDERS = 3;

const port = parentPort;
const renders = new Map();
const calls = new Map();
let nextCall = 0;

let entry;
try {
  entry = await import(workerData.entryUrl);
  for (let i = 0; i < WARM_UP_RENDERS; i++) await entry.render('/company/login').catch(() => undefined);
  port.postMessage({ type: 'ready' });
} catch (error) {
  port.postMessage({ type: 'load-failed', message: error instanceof Error ? error.stack ?? error.message : String(error) });
}

port.on('message', (message) => {
  if (message.type === 'render') void render(message);
  else if (message.type === 'abort') renders.get(message.id)?.abort();
  else if (message.type === 'graphql-answer') {
    const call = calls.get(message.call);
    calls.delete(message.call);
    if (message.error) call?.reject(new Error(message.error));
    else call?.resolve(message.answer);
  }
});

async function render({ id, fn, url }) {
  const controller = new AbortController();
  renders.set(id, controller);
  const graphql = (body) =>
    new Promise((resolve, reject) => {
      const call = nextCall++;
      calls.set(call, { resolve, reject });
      port.postMessage({ type: 'graphql', id, call, body });
    });
  try {
    const result = await entry[fn](url, { graphql, signal: controller.signal });
    port.postMessage({ type: 'done', id, result });
  } catch (error) {
    port.postMessage({ type: 'failed', id, message: error instanceof Error ? error.message : String(error) });
  } finally {
    renders.delete(id);
  }
}
