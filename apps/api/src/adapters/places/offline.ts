import { Worker } from 'node:worker_threads';
import { countries } from '@mp/domain';
import type { WorkerAnswer, WorkerRequest, WorkerSetup } from './offline-worker.js';
import { PlaceIndex, type PlaceRecord } from './place-index.js';
import { PlaceSearchError, type Place, type PlaceSearch, type PlaceSearchOptions } from './types.js';

export interface OfflineOptions {
  preferredCountry: string;
  countryName: (code: string) => string;
  /** Tests pass a small list, indexed in this thread; the open data otherwise, in a thread of its own. */
  records?: () => PlaceRecord[];
}

type OfflinePlaceSearch = PlaceSearch & { ready(): Promise<void> };

const unreadable = (cause: unknown) => new PlaceSearchError('The offline place list could not be read', { cause });

/**
 * The offline default (decision 0023): GeoNames' places, districts and regions from open-data packages,
 * indexed in memory on the first search or on `ready()` (about 2 s of CPU and 80 MB, see
 * scripts/bench/places.ts); a search then takes a millisecond or two. Concurrent first searches wait for the
 * one build; a build that failed is tried again by the next search.
 */
export function createOfflinePlaceSearch(options: OfflineOptions): OfflinePlaceSearch {
  return options.records ? inThisThread(options.records, options) : inWorker(options);
}

function inThisThread(read: () => PlaceRecord[], options: OfflineOptions): OfflinePlaceSearch {
  let index: Promise<PlaceIndex> | undefined;
  // On the next turn of the event loop, so the request that asked is answered as a promise like any other.
  const next = () => new Promise<void>((resolve) => setImmediate(resolve));
  const build = () =>
    (index ??= next()
      .then(() => new PlaceIndex(read(), options))
      .catch((err: unknown) => {
        index = undefined;
        throw unreadable(err);
      }));
  return {
    source: 'offline',
    async ready() {
      await build();
    },
    async search(query, opts) {
      return (await build()).search(query, opts);
    },
  };
}

/**
 * The open data's index lives in a worker thread: reading the packages and sorting 150,000 words on the main
 * thread held every request behind it for seconds after start. A search is one message each way.
 * The thread does not keep the process alive; if it dies, the searches waiting fail and the next one starts
 * another.
 */
function inWorker(options: OfflineOptions): OfflinePlaceSearch {
  let worker: Worker | undefined;
  let nextId = 0;
  const waiting = new Map<number, { resolve: (places: Place[]) => void; reject: (err: unknown) => void }>();

  const start = () => {
    const setup: WorkerSetup = {
      preferredCountry: options.preferredCountry,
      countryNames: Object.fromEntries(countries().map((c) => [c.code, options.countryName(c.code)])),
    };
    const thread = new Worker(new URL('./offline-worker-entry.mjs', import.meta.url), { workerData: setup });
    thread.unref();
    const fail = (err: unknown) => {
      if (worker === thread) worker = undefined;
      for (const pending of waiting.values()) pending.reject(unreadable(err));
      waiting.clear();
    };
    thread.on('message', ({ id, places, error }: WorkerAnswer) => {
      const pending = waiting.get(id);
      waiting.delete(id);
      if (error !== undefined) pending?.reject(unreadable(new Error(error)));
      else pending?.resolve(places ?? []);
    });
    thread.on('error', fail);
    thread.on('exit', (code) => fail(new Error(`the place index's thread exited (${code})`)));
    return thread;
  };

  const ask = (query: string | null, opts?: PlaceSearchOptions) =>
    new Promise<Place[]>((resolve, reject) => {
      worker ??= start();
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, query, options: opts } satisfies WorkerRequest);
    });

  return {
    source: 'offline',
    async ready() {
      await ask(null);
    },
    search: (query, opts) => ask(query, opts),
  };
}
