/**
 * The build's server entry, run in a worker thread (render-worker.mjs) rather than in the API's: loading it
 * (4 MB of JavaScript) and rendering a page are long tasks that held every other request, and React's server
 * renderer turns on Node's async hooks (AsyncLocalStorage), which then cost each promise of every request
 * afterwards (Node 20). The page's GraphQL queries come back to this thread, which runs them with every policy.
 */
import { Worker } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';

export type SessionRender =
  | { kind: 'page'; html: string; title: string; state: string; modules: string[]; passes: number; timings: string[] }
  | { kind: 'signed-out' }
  | { kind: 'redirect' };

export type GraphQLCall = (body: string) => Promise<{ status: number; body: string }>;

export interface RenderThread {
  /** Loaded and warmed up: until then the caller does without (a request never waits for the load). */
  readonly ready: boolean;
  /** The thread ended (it failed): the caller starts another. */
  readonly stopped: boolean;
  render(fn: 'renderForSession' | 'renderForVisitor', url: string, graphql: GraphQLCall, signal: AbortSignal): Promise<SessionRender>;
  stop(): Promise<void>;
}

type FromWorker =
  | { type: 'ready' }
  | { type: 'load-failed'; message: string }
  | { type: 'graphql'; id: number; call: number; body: string }
  | { type: 'done'; id: number; result: SessionRender }
  | { type: 'failed'; id: number; message: string };

interface Pending {
  resolve: (result: SessionRender) => void;
  reject: (error: Error) => void;
  graphql: GraphQLCall;
}

export function startRenderThread(entryFile: string, onProblem: (error: Error) => void): RenderThread {
  const worker = new Worker(new URL('./render-worker.mjs', import.meta.url), { workerData: { entryUrl: pathToFileURL(entryFile).href } });
  // The thread never keeps the process alive on its own.
  worker.unref();
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let ready = false;
  let gone = false;

  const failAll = (error: Error) => {
    for (const render of pending.values()) render.reject(error);
    pending.clear();
  };

  worker.on('message', (message: FromWorker) => {
    if (message.type === 'ready') ready = true;
    else if (message.type === 'load-failed') onProblem(new Error(`the server entry could not be loaded: ${message.message}`));
    else if (message.type === 'graphql') {
      const render = pending.get(message.id);
      if (!render) return;
      render.graphql(message.body).then(
        (answer) => worker.postMessage({ type: 'graphql-answer', call: message.call, answer }),
        (error: unknown) => worker.postMessage({ type: 'graphql-answer', call: message.call, error: String(error) }),
      );
    } else {
      const render = pending.get(message.id);
      pending.delete(message.id);
      if (message.type === 'done') render?.resolve(message.result);
      else render?.reject(new Error(message.message));
    }
  });
  worker.on('error', (error: Error) => {
    onProblem(error);
    failAll(error);
  });
  worker.on('exit', () => {
    gone = true;
    ready = false;
    failAll(new Error('the render thread stopped'));
  });

  return {
    get ready() {
      return ready && !gone;
    },
    get stopped() {
      return gone;
    },
    render(fn, url, graphql, signal) {
      const id = nextId++;
      return new Promise<SessionRender>((resolve, reject) => {
        pending.set(id, { resolve, reject, graphql });
        signal.addEventListener('abort', () => worker.postMessage({ type: 'abort', id }), { once: true });
        worker.postMessage({ type: 'render', id, fn, url });
      });
    },
    async stop() {
      await worker.terminate();
    },
  };
}
